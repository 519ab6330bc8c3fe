// The explorer feed: the newest posts first, then older pages on request until an empty page
// says every post is shown. A refresh (after a thread is posted) starts again from the top.
// A failed first page offers a retry; a failed next page keeps what is shown and offers it again.
import { assign, fromPromise, setup } from 'xstate';
import type { PostItem } from '../src/api/wire.ts';
import { postIdOf } from './post-id.ts';

/** The show-more button appears once this many posts are shown (spec §9). */
export const SHOW_MORE_FROM = 6;

export interface FeedContext {
  posts: PostItem[];
}

export type FeedEvent = { type: 'SHOW_MORE' } | { type: 'RETRY' } | { type: 'REFRESH' };

export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedEvent,
  },
  actors: {
    fetchFirstPage: fromPromise<PostItem[]>(async () => {
      throw new Error('fetchFirstPage is provided by the app');
    }),
    fetchNextPage: fromPromise<PostItem[], { after: number }>(async () => {
      throw new Error('fetchNextPage is provided by the app');
    }),
  },
  actions: {
    notifyLoadFailed: () => {},
  },
  guards: {
    hasEnoughForMore: ({ context }) => context.posts.length >= SHOW_MORE_FROM,
    isEmptyPage: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
  },
}).createMachine({
  id: 'feed',
  context: { posts: [] },
  initial: 'loading',
  on: { REFRESH: { target: '.loading' } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchFirstPage',
        src: 'fetchFirstPage',
        onDone: { target: 'loaded', actions: assign({ posts: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'notifyLoadFailed' },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    loaded: {
      on: { SHOW_MORE: { guard: 'hasEnoughForMore', target: 'loadingMore' } },
    },
    loadingMore: {
      tags: ['loadingMore'],
      invoke: {
        id: 'fetchNextPage',
        src: 'fetchNextPage',
        input: ({ context }) => ({ after: postIdOf(context.posts[context.posts.length - 1]) }),
        onDone: [
          { guard: 'isEmptyPage', target: 'complete' },
          { target: 'loaded', actions: assign({ posts: ({ context, event }) => [...context.posts, ...event.output] }) },
        ],
        onError: { target: 'moreFailed', actions: 'notifyLoadFailed' },
      },
    },
    moreFailed: {
      on: { SHOW_MORE: 'loadingMore' },
    },
    /** An empty page came: every post is shown. */
    complete: {},
  },
});
