// Who liked one post (the likers modal): loading, the list (maybe empty), or failed with a retry.
import { assign, fromPromise, setup } from 'xstate';
import type { Liker } from '../contract/wire.ts';

export interface LikersContext {
  postId: number;
  likers: Liker[];
}

export type LikersEvent = { type: 'RETRY' };

export const likersMachine = setup({
  types: {
    context: {} as LikersContext,
    events: {} as LikersEvent,
    input: {} as { postId: number },
  },
  actors: {
    fetchLikers: fromPromise<Liker[], { postId: number }>(async () => {
      throw new Error('fetchLikers is provided by the app');
    }),
  },
}).createMachine({
  id: 'likers',
  context: ({ input }) => ({ postId: input.postId, likers: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchLikers',
        src: 'fetchLikers',
        input: ({ context }) => ({ postId: context.postId }),
        onDone: { target: 'loaded', actions: assign({ likers: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});
