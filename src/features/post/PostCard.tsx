import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { postIdOf } from '../../../machines/post-id.ts';
import type { PostItem, PublicUser } from '../../../contract/wire.ts';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { formatDate } from '../../text/dates.ts';
import { text } from '../../text/catalogue.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { CommentIcon } from '../../components/icons.tsx';
import { AlbumPhotos } from '../../components/post/AlbumPhotos.tsx';
import { CommentsModal } from '../../components/post/CommentsModal.tsx';
import { LikeButton } from '../../components/post/LikeButton.tsx';
import { LikersModal } from './LikersModal.tsx';
import { commentSafetyMenu, MemberSafetyMenu } from '../safety/MemberSafetyMenu.tsx';
import { usePostFlows } from '../../app/flows/posts.ts';

const t = text.post;

export type PostAuthor = Pick<PublicUser, 'username' | 'foto_profile'>;

interface PostCardProps {
  post: PostItem;
  author: PostAuthor;
  /** The owner's options, shown in the card's corner; others get 'Laporkan', 'Blokir' and 'Bisukan'. */
  menu?: ReactNode;
  /** The first photo is likely in view at first paint (the feed's topmost one), so it is not loaded lazily. */
  eagerPhoto?: boolean;
}

const countButton =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';

/**
 * One post of a list: author, date, thread text or album photos with caption, and the like and
 * comment controls. The card keeps its like and comments state, so a closed comments modal
 * keeps its draft (machines/post-dialogs.machine.ts says which dialog is open).
 */
export function PostCard({ post, author, menu, eagerPhoto = false }: PostCardProps) {
  const actorOptions = useActorOptions();
  const viewer = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  const postId = postIdOf(post);
  const like = useActorRef(usePostFlows().likeToggle, {
    ...actorOptions,
    input: { uuid: post.uuid, postId, liked: post.liker?.includes(viewer) ?? false, total: post.total_like },
  });
  const comments = useActorRef(usePostFlows().commentTarget, {
    ...actorOptions,
    input: { postId, total: post.total_comment, viewer },
  });
  const totalLikes = useSelector(like, (snapshot) => snapshot.context.total);
  const totalComments = useSelector(comments, (snapshot) => snapshot.context.total);
  const dialogs = useActorRef(usePostFlows().postDialogs, actorOptions);
  const dialog = useSelector(dialogs, (snapshot) => snapshot.value);
  const closeDialog = () => dialogs.send({ type: 'CLOSE' });

  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      {/* On a narrow card the name gives way (cut with an ellipsis); the date stays on one line. */}
      <header className="flex items-center gap-3">
        <Link to={pathTo('profile', { username: author.username })} className="flex min-w-0 items-center gap-3">
          <Avatar src={author.foto_profile} username={author.username} decorative />
          <span className="truncate font-semibold text-slate-900 hover:underline dark:text-white">{author.username}</span>
        </Link>
        <p className="shrink-0 text-sm whitespace-nowrap text-slate-600 dark:text-slate-400">
          <time dateTime={post.created_at}>{t.postedOn(formatDate(post.created_at))}</time>
        </p>
        <div className="ml-auto shrink-0">
          {menu ?? <MemberSafetyMenu target={{ kind: 'post', id: post.uuid }} author={author.username} />}
        </div>
      </header>

      {post.thread && <p className="mt-3 whitespace-pre-line wrap-anywhere text-slate-900 dark:text-slate-100">{post.thread.text}</p>}
      {post.album && (
        <figure className="mt-3">
          <AlbumPhotos
            photos={post.album.contents}
            username={author.username}
            eager={eagerPhoto}
            onLike={() => like.send({ type: 'LIKE' })}
          />
          {post.album.caption && (
            <figcaption className="mt-2 whitespace-pre-line wrap-anywhere text-slate-900 dark:text-slate-100">
              {post.album.caption}
            </figcaption>
          )}
        </figure>
      )}

      <footer className="mt-3 flex flex-wrap items-center gap-1">
        <LikeButton actor={like} />
        <button type="button" className={countButton} onClick={() => dialogs.send({ type: 'OPEN_LIKERS' })}>
          {t.likes(totalLikes)}
        </button>
        <button type="button" className={countButton} onClick={() => dialogs.send({ type: 'OPEN_COMMENTS' })}>
          <CommentIcon />
          {t.comments(totalComments)}
        </button>
      </footer>

      {dialog === 'likers' && <LikersModal postId={postId} onClose={closeDialog} />}
      {dialog === 'comments' && <CommentsModal actor={comments} onClose={closeDialog} commentMenu={commentSafetyMenu} />}
    </article>
  );
}
