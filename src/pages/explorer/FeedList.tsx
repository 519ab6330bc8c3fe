import type { SnapshotFrom } from 'xstate';
import type { FeedEvent } from '../../../machines/feed.machine.ts';
import type { Flows } from '../../app/flows.ts';
import { Button } from '../../components/Button.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { PostCard } from '../../components/post/PostCard.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { text } from '../../text/catalogue.ts';

const t = text.feed;

interface FeedListProps {
  state: SnapshotFrom<Flows['feed']>;
  send: (event: FeedEvent) => void;
}

/** The feed's posts with its loader, empty and failure states, "show more" and the end. */
export function FeedList({ state, send }: FeedListProps) {
  const { posts } = state.context;
  // The topmost photo is likely in view at first paint, where loading it lazily would only delay it.
  const firstPhotoPost = posts.find((post) => post.album)?.uuid;

  if (state.hasTag('loading')) {
    return (
      <div className="flex justify-center py-10 text-rose-700 dark:text-rose-400">
        <Spinner className="scale-150" />
      </div>
    );
  }
  if (state.matches('failed')) return <FailureView message={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />;
  if (posts.length === 0) return <p className="py-10 text-center text-slate-600 dark:text-slate-400">{t.empty}</p>;

  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {posts.map(
          (post) =>
            post.user && (
              <li key={post.uuid}>
                <PostCard post={post} author={post.user} eagerPhoto={post.uuid === firstPhotoPost} />
              </li>
            ),
        )}
      </ul>
      <div className="flex flex-col items-center gap-2 pb-4 text-sm">
        {state.matches('moreFailed') && (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t.moreFailed}
          </p>
        )}
        {(state.can({ type: 'SHOW_MORE' }) || state.hasTag('loadingMore')) && (
          <Button variant="secondary" busy={state.hasTag('loadingMore')} onClick={() => send({ type: 'SHOW_MORE' })}>
            {state.matches('moreFailed') ? text.failure.retry : t.showMore}
          </Button>
        )}
        {state.matches('complete') && <p className="text-slate-600 dark:text-slate-400">{t.end}</p>}
      </div>
    </div>
  );
}
