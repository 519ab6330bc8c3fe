// A post opened by its address (`?post=<uuid>` over any member page; a notification leads there):
// the album's photos or the thread's text, with likes and comments, or what became of it,
// archived or deleted (machines/opened-post.machine.ts). Loaded with the carousel, only when opened.
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OpenedPost } from '../../../machines/opened-post.machine.ts';
import { postIdOf } from '../../../machines/post-id.ts';
import { usePostFlows } from '../../app/flows/posts.ts';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { commentSafetyMenu } from '../safety/MemberSafetyMenu.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { text } from '../../text/catalogue.ts';
import { formatDate } from '../../text/dates.ts';
import { FailureView } from '../../components/FailureView.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { CommentsPanel } from '../../components/post/CommentsPanel.tsx';
import { LikeButton } from '../../components/post/LikeButton.tsx';
import { PostCounts } from './PostCounts.tsx';
import PhotoCarousel from '../../components/post/PhotoCarousel.tsx';
import { useReloadedPost } from '../../components/post/use-reloaded-post.ts';

const t = text.openedPost;
const tp = text.post;

// Half of the dialog (max-w-4xl, padded) from md, its whole width below.
const PHOTO_SIZES = '(min-width: 896px) 418px, (min-width: 768px) calc((100vw - 60px) / 2), calc(100vw - 40px)';


function PostBody({ post: { like: liked, single_post: post } }: { post: OpenedPost }) {
  const actorOptions = useActorOptions();
  const viewer = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  const postId = postIdOf(post);
  const like = useActorRef(usePostFlows().likeToggle, {
    ...actorOptions,
    input: { uuid: post.uuid, postId, liked: liked === 'Liked', total: post.total_like },
  });
  const comments = useActorRef(usePostFlows().commentTarget, {
    ...actorOptions,
    input: { postId, total: post.total_comment, viewer },
  });
  useReloadedPost(post, like, comments);
  const totalLikes = useSelector(like, (snapshot) => snapshot.context.total);
  const totalComments = useSelector(comments, (snapshot) => snapshot.context.total);

  return (
    <div className={post.album ? 'grid gap-5 md:grid-cols-2' : ''}>
      {post.album && (
        <PhotoCarousel
          photos={post.album.contents}
          photoAlt={text.album.photoAlt}
          sizes={PHOTO_SIZES}
          loading="all"
          onLike={() => like.send({ type: 'LIKE' })}
        />
      )}
      <div className="min-w-0">
        {post.thread && <p className="whitespace-pre-line wrap-anywhere text-slate-900 dark:text-slate-100">{post.thread.text}</p>}
        {post.album?.caption && (
          <p className="whitespace-pre-line wrap-anywhere text-slate-900 dark:text-slate-100">{post.album.caption}</p>
        )}
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={post.created_at}>{tp.postedOn(formatDate(post.created_at))}</time>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-1">
          <LikeButton actor={like} />
          <PostCounts postId={postId} totalLikes={totalLikes} totalComments={totalComments} />
        </div>
        <CommentsPanel actor={comments} commentMenu={commentSafetyMenu} />
      </div>
    </div>
  );
}

function Gone({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="py-6 text-center">
      <p className="font-semibold text-slate-900 dark:text-white">{message}</p>
      {children}
    </div>
  );
}

export interface OpenedPostDialogProps {
  /** The post's public id; null for a post known to be deleted. */
  uuid: string | null;
  onClose: () => void;
}

export default function OpenedPostDialog({ uuid, onClose }: OpenedPostDialogProps) {
  const [state, send] = useMachine(usePostFlows().openedPost, { ...useActorOptions(), input: { uuid } });
  const me = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  const { post } = state.context;

  return (
    <Modal title={t.title} onClose={onClose} width={post?.single_post.album ? 'max-w-4xl' : 'max-w-lg'}>
      {state.hasTag('findingPost') && (
        <div className="flex justify-center py-10 text-rose-700 dark:text-rose-400">
          <Spinner className="scale-150" />
        </div>
      )}
      {state.hasTag('showingError') && <FailureView message={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />}
      {state.hasTag('showingDeleted') && <Gone message={t.deleted} />}
      {state.hasTag('showingArchived') && (
        <Gone message={t.archived}>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.archivedBody}</p>
          <Link
            to={pathTo('archive.album', { username: me })}
            className="mt-4 inline-flex rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {t.toArchive}
          </Link>
        </Gone>
      )}
      {post && state.hasTag('showingPost') && <PostBody post={post} />}
    </Modal>
  );
}
