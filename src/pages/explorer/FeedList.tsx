import { useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { FeedEvent } from '../../../machines/feed.machine.ts';
import type { Flows } from '../../app/flows.ts';
import { Button } from '../../components/Button.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { PostCard } from '../../features/post/PostCard.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { text } from '../../text/catalogue.ts';
import { useReadingAnchor } from './use-reading-anchor.ts';

const t = text.feed;

interface NewPostsPillProps {
  count: number;
  busy: boolean;
  onShow: () => void;
}

/** Floats over the top of the feed (under the top bar once scrolled) without taking room, so its coming moves nothing. */
function NewPostsPill({ count, busy, onShow }: NewPostsPillProps) {
  if (count === 0) return null;
  return (
    <div className="sticky top-[5.25rem] z-10 mb-0 flex h-0 justify-center">
      <Button onClick={onShow} busy={busy} className="h-10 -translate-y-1/2 rounded-full! px-4! py-0! text-sm shadow-lg">
        <span aria-hidden="true">↑</span>
        {t.newPosts(count)}
      </Button>
    </div>
  );
}

interface FeedListProps {
  state: SnapshotFrom<Flows['feed']>;
  send: (event: FeedEvent) => void;
}

/**
 * The feed's posts with its loader, empty and failure states, "show more" and the end, and the
 * pill that puts posts the live stream told of on top, leaving what the member reads in place.
 */
export function FeedList({ state, send }: FeedListProps) {
  const { posts, announced, showingNew } = state.context;
  const list = useRef<HTMLUListElement>(null);
  const noteReadingPosition = useReadingAnchor(list, posts[0]?.uuid);
  const pill = (
    <NewPostsPill
      count={announced.length}
      busy={showingNew}
      onShow={() => {
        noteReadingPosition();
        send({ type: 'SHOW_NEW' });
      }}
    />
  );
  // The topmost photo is likely in view at first paint, where loading it lazily would only delay it.
  const firstPhotoPost = posts.find((post) => post.album)?.uuid;

  if (state.hasTag('loadingFeed')) {
    return (
      <div className="flex justify-center py-10 text-rose-700 dark:text-rose-400">
        <Spinner className="scale-150" />
      </div>
    );
  }
  if (state.matches('failed')) return <FailureView message={t.loadFailed} onRetry={() => send({ type: 'RETRY' })} />;
  if (posts.length === 0) {
    return (
      <>
        {pill}
        <p className="py-10 text-center text-slate-600 dark:text-slate-400">{t.empty}</p>
      </>
    );
  }

  return (
    <div className="space-y-4">
      {pill}
      <ul ref={list} className="space-y-4">
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
        {(state.can({ type: 'SHOW_MORE' }) || state.hasTag('loadingMorePosts')) && (
          <Button variant="secondary" busy={state.hasTag('loadingMorePosts')} onClick={() => send({ type: 'SHOW_MORE' })}>
            {state.matches('moreFailed') ? text.failure.retry : t.showMore}
          </Button>
        )}
        {state.matches('complete') && <p className="text-slate-600 dark:text-slate-400">{t.end}</p>}
      </div>
    </div>
  );
}
