import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { postIdOf } from '../../../machines/post-id.ts';
import type { PostItem, PublicUser } from '../../api/wire.ts';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions, useFlow } from '../../app/runtime.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { formatDate } from '../../text/dates.ts';
import { text } from '../../text/catalogue.ts';
import { Avatar } from '../Avatar.tsx';
import { CommentIcon } from '../icons.tsx';
import { MediaImage } from '../MediaImage.tsx';
import { CommentsModal } from './CommentsModal.tsx';
import { LikeButton } from './LikeButton.tsx';
import { LikersModal } from './LikersModal.tsx';
import { postFlows } from '../../app/flows/posts.ts';

const t = text.post;

export type PostAuthor = Pick<PublicUser, 'username' | 'foto_profile'>;

interface PostCardProps {
  post: PostItem;
  author: PostAuthor;
  /** The owner's options, shown in the card's corner. */
  menu?: ReactNode;
  /** The photo is likely in view at first paint (the feed's topmost one), so it is not loaded lazily. */
  eagerPhoto?: boolean;
}

// The card spans the feed column: the page minus the online panel from md, capped by max-w-5xl.
const PHOTO_SIZES = '(min-width: 1024px) 680px, (min-width: 768px) calc(100vw - 344px), calc(100vw - 64px)';

const countButton =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800';

/**
 * One post of a list: author, date, thread text or album cover with caption, and the like and
 * comment controls. The card keeps its like and comments state, so a closed comments modal
 * keeps its draft.
 */
export function PostCard({ post, author, menu, eagerPhoto = false }: PostCardProps) {
  const actorOptions = useActorOptions();
  const viewer = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  const postId = postIdOf(post);
  const like = useActorRef(useFlow(postFlows.likeToggle), {
    ...actorOptions,
    input: { uuid: post.uuid, liked: post.liker?.includes(viewer) ?? false, total: post.total_like },
  });
  const comments = useActorRef(useFlow(postFlows.commentTarget), {
    ...actorOptions,
    input: { postId, total: post.total_comment, viewer },
  });
  const totalLikes = useSelector(like, (snapshot) => snapshot.context.total);
  const totalComments = useSelector(comments, (snapshot) => snapshot.context.total);
  const [dialog, setDialog] = useState<'likers' | 'comments' | null>(null);
  const closeDialog = () => setDialog(null);

  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <header className="flex items-center gap-3">
        <Link to={pathTo('profile', { username: author.username })} className="flex min-w-0 items-center gap-3">
          <Avatar src={author.foto_profile} username={author.username} decorative />
          <span className="truncate font-semibold text-slate-900 hover:underline dark:text-white">{author.username}</span>
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={post.created_at}>{t.postedOn(formatDate(post.created_at))}</time>
        </p>
        {menu && <div className="ml-auto">{menu}</div>}
      </header>

      {post.thread && <p className="mt-3 whitespace-pre-line wrap-anywhere text-slate-900 dark:text-slate-100">{post.thread.text}</p>}
      {post.album && (
        <figure className="mt-3">
          <MediaImage
            src={post.album.contents[0]?.content}
            alt={t.photoAlt(author.username)}
            kind="photo"
            sizes={PHOTO_SIZES}
            side={1080}
            eager={eagerPhoto}
            className="aspect-square w-full rounded-xl bg-slate-200 object-cover dark:bg-slate-800"
            onDoubleClick={() => like.send({ type: 'LIKE' })}
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
        <button type="button" className={countButton} onClick={() => setDialog('likers')}>
          {t.likes(totalLikes)}
        </button>
        <button type="button" className={countButton} onClick={() => setDialog('comments')}>
          <CommentIcon />
          {t.comments(totalComments)}
        </button>
      </footer>

      {dialog === 'likers' && <LikersModal postId={postId} onClose={closeDialog} />}
      {dialog === 'comments' && <CommentsModal actor={comments} onClose={closeDialog} />}
    </article>
  );
}
