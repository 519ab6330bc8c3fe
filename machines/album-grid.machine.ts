// The album covers of a profile tab (active albums, or the owner's archive): loading, shown, or
// failed with a retry. Another member's profile on the same screen loads their albums.
import { assign, fromPromise, setup } from 'xstate';
import type { PostItem } from '../src/api/wire.ts';

export interface AlbumGridInput {
  username: string;
  archived: boolean;
}

export interface AlbumGridContext extends AlbumGridInput {
  albums: PostItem[];
}

export type AlbumGridEvent = { type: 'RETRY' } | { type: 'USERNAME_CHANGED'; username: string };

export const albumGridMachine = setup({
  types: {
    context: {} as AlbumGridContext,
    events: {} as AlbumGridEvent,
    input: {} as AlbumGridInput,
  },
  actors: {
    fetchAlbums: fromPromise<PostItem[], AlbumGridInput>(async () => {
      throw new Error('fetchAlbums is provided by the app');
    }),
  },
  guards: {
    isOtherUser: ({ context, event }) => event.type === 'USERNAME_CHANGED' && event.username !== context.username,
  },
}).createMachine({
  id: 'albumGrid',
  context: ({ input }) => ({ ...input, albums: [] }),
  initial: 'loading',
  on: {
    USERNAME_CHANGED: {
      guard: 'isOtherUser',
      target: '.loading',
      reenter: true,
      actions: assign({ username: ({ event }) => event.username, albums: [] }),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchAlbums',
        src: 'fetchAlbums',
        input: ({ context }) => ({ username: context.username, archived: context.archived }),
        // Albums without photos never appear (contract), but a cover is what the grid shows.
        onDone: { target: 'loaded', actions: assign({ albums: ({ event }) => event.output.filter(hasCover) }) },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

function hasCover(post: PostItem): boolean {
  return (post.album?.contents.length ?? 0) > 0;
}
