// One album opened from a profile grid (loaded with its carousel only when opened): the photos,
// caption, date, likes (the count opens who liked it), the comment count and the comments. A
// double-click on a photo likes it, never unlikes. On the archive the album is read only: no
// likes, no comments. The owner has the album's options. When the live stream could not replay
// what it missed, the album loads again: its totals are the server's and its comments reload,
// while a comment being written stays.
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { PostItem } from '../../../../contract/wire.ts';
import { useActorOptions } from '../../../app/runtime.tsx';
import { useSessionSelector } from '../../../app/session.tsx';
import { FailureView } from '../../../components/FailureView.tsx';
import { HeartIcon } from '../../../components/icons.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { CommentsList, LoadedCommentForm } from '../../../components/post/CommentsPanel.tsx';
import { LikeButton } from '../../../components/post/LikeButton.tsx';
import { useReloadedPost } from '../../../components/post/use-reloaded-post.ts';
import { PostCounts } from '../../../features/post/PostCounts.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDate } from '../../../text/dates.ts';
import { text } from '../../../text/catalogue.ts';
import PhotoCarousel from '../../../components/post/PhotoCarousel.tsx';
import { AlbumOptions } from './AlbumOptions.tsx';
import { commentSafetyMenu, MemberSafetyMenu } from '../../../features/safety/MemberSafetyMenu.tsx';
import { usePostFlows } from '../../../app/flows/posts.ts';
import { useAlbumFlows } from '../../../app/flows/albums.ts';

const t = text.album;
const tp = text.post;

// Half of the album dialog (max-w-4xl, padded) from md, its whole width below.
const PHOTO_SIZES = '(min-width: 896px) 418px, (min-width: 768px) calc((100vw - 60px) / 2), calc(100vw - 40px)';


interface AlbumBodyProps {
  post: PostItem & { album: NonNullable<PostItem['album']> };
  liked: boolean;
  archived: boolean;
  menu: ReactNode;
}

function AlbumBody({ post, liked, archived, menu }: AlbumBodyProps) {
  const actorOptions = useActorOptions();
  const viewer = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  const { album } = post;
  const like = useActorRef(usePostFlows().likeToggle, { ...actorOptions, input: { uuid: post.uuid, postId: album.post_id, liked, total: post.total_like } });
  const comments = useActorRef(usePostFlows().commentTarget, {
    ...actorOptions,
    input: { postId: album.post_id, total: post.total_comment, viewer, archived },
  });
  const totalLikes = useSelector(like, (snapshot) => snapshot.context.total);
  const totalComments = useSelector(comments, (snapshot) => snapshot.context.total);
  useReloadedPost(post, like, comments);

  return (
    // The photos, caption and comments scroll; the comment box stays under them, on the screen.
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto md:grid md:grid-cols-2 md:grid-rows-[minmax(0,1fr)] md:gap-5">
        <PhotoCarousel
          photos={album.contents}
          photoAlt={t.photoAlt}
          sizes={PHOTO_SIZES}
          // All load with the dialog: an album has at most five.
          loading="all"
          onLike={archived ? undefined : () => like.send({ type: 'LIKE' })}
        />
        <div className="mt-5 min-w-0 md:mt-0 md:overflow-y-auto">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              {album.caption && <p className="whitespace-pre-line wrap-anywhere text-slate-900 dark:text-slate-100">{album.caption}</p>}
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                <time dateTime={post.created_at}>{tp.postedOn(formatDate(post.created_at))}</time>
              </p>
            </div>
            {menu}
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-1">
            {archived ? (
              <button type="button" disabled aria-pressed={liked} className="rounded-full p-1.5 text-slate-400 dark:text-slate-500">
                <HeartIcon filled={liked} />
                <span className="sr-only">{t.likeDisabled}</span>
              </button>
            ) : (
              <LikeButton actor={like} />
            )}
            <PostCounts postId={album.post_id} totalLikes={totalLikes} totalComments={totalComments} />
          </div>
          <CommentsList actor={comments} commentMenu={commentSafetyMenu} />
        </div>
      </div>
      <div className="shrink-0 md:ml-[calc(50%+0.625rem)]">
        <LoadedCommentForm actor={comments} />
      </div>
    </div>
  );
}

export interface AlbumDetailModalProps {
  uuid: string;
  /** Opened from the archive tab. */
  archived: boolean;
  isOwner: boolean;
  onClose: () => void;
  /** The album was archived, shown again or deleted. */
  onChanged: () => void;
}

export default function AlbumDetailModal({ uuid, archived, isOwner, onClose, onChanged }: AlbumDetailModalProps) {
  const [state, send] = useMachine(useAlbumFlows().albumDetail, { ...useActorOptions(), input: { uuid, archived } });
  const { post } = state.context;
  const album = post?.single_post.album;
  // A new object only when the album was loaded (again).
  const shown = useMemo(() => (post && album ? { ...post.single_post, album } : null), [post, album]);

  return (
    <Modal title={t.detailTitle} hideTitle onClose={onClose} width="max-w-4xl" fitScreen>
      {state.hasTag('loadingAlbum') && (
        <div className="flex justify-center py-10 text-rose-700 dark:text-rose-400">
          <Spinner className="scale-150" />
        </div>
      )}
      {state.matches('failed') && <FailureView message={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />}
      {post && shown && (
        <AlbumBody
          post={shown}
          liked={post.like === 'Liked'}
          archived={archived}
          menu={
            isOwner ? (
              <AlbumOptions album={{ uuid, slug: shown.album.slug, archived }} onChanged={onChanged} />
            ) : (
              shown.user && <MemberSafetyMenu target={{ kind: 'post', id: uuid }} author={shown.user.username} />
            )
          }
        />
      )}
    </Modal>
  );
}
