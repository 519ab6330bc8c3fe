// One post opened by its address (a notification leads there): looked up among the active posts,
// then, when it is not there, in the member's archive, so the dialog can say whether it is shown,
// archived or deleted. A notification about a deleted post names none: that is known at once.
// When the live stream could not replay what it missed (REFRESH), a shown post loads again while
// it stays shown; if it is gone meanwhile, the dialog says whether it was archived or deleted.
import { assign, fromPromise, setup } from 'xstate';
import type { SinglePostResponse } from '../contract/wire.ts';

export interface OpenedPostInput {
  /** The post's public id; null for a post that is known to be deleted. */
  uuid: string | null;
}

export type OpenedPost = Pick<SinglePostResponse, 'like' | 'single_post'>;

export interface OpenedPostContext extends OpenedPostInput {
  post: OpenedPost | null;
}

export type OpenedPostEvent = { type: 'RETRY' } | { type: 'REFRESH' };

/** What the dialog shows. */
export type OpenedPostTag = 'findingPost' | 'showingPost' | 'showingArchived' | 'showingDeleted' | 'showingError';

const NOT_FOUND = 404;
const FORBIDDEN = 403;

function statusOf(error: unknown): number {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
}

export const openedPostMachine = setup({
  types: {
    context: {} as OpenedPostContext,
    events: {} as OpenedPostEvent,
    input: {} as OpenedPostInput,
    tags: {} as OpenedPostTag,
  },
  actors: {
    fetchPost: fromPromise<OpenedPost, { uuid: string }>(async () => {
      throw new Error('fetchPost is provided by the app');
    }),
    fetchArchivedPost: fromPromise<OpenedPost, { uuid: string }>(async () => {
      throw new Error('fetchArchivedPost is provided by the app');
    }),
  },
  guards: {
    namesNoPost: ({ context }) => context.uuid === null,
    notFound: ({ event }) => 'error' in event && statusOf(event.error) === NOT_FOUND,
    // Only its owner sees an archived post; to anyone else it is gone.
    notTheirs: ({ event }) => 'error' in event && [NOT_FOUND, FORBIDDEN].includes(statusOf(event.error)),
  },
}).createMachine({
  id: 'openedPost',
  description: 'Post yang dibuka lewat alamatnya, di atas halaman asalnya',
  context: ({ input }) => ({ uuid: input.uuid, post: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Memeriksa apakah notifikasi sudah menyebut post terhapus',
      always: [{ guard: 'namesNoPost', target: 'deleted' }, { target: 'loading' }],
    },
    loading: {
      description: 'Mencari post di antara post aktif',
      tags: ['findingPost'],
      invoke: {
        id: 'fetchPost',
        src: 'fetchPost',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: { target: 'shown', actions: assign({ post: ({ event }) => event.output }) },
        onError: [{ guard: 'notFound', target: 'checkingArchive' }, { target: 'failed' }],
      },
    },
    checkingArchive: {
      description: 'Post aktif tidak ada: mencari di arsip anggota',
      tags: ['findingPost'],
      invoke: {
        id: 'fetchArchivedPost',
        src: 'fetchArchivedPost',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: 'archived',
        onError: [{ guard: 'notTheirs', target: 'deleted' }, { target: 'failed' }],
      },
    },
    shown: {
      description: 'Layar menampilkan post beserta suka dan komentarnya',
      tags: ['showingPost'],
      on: { REFRESH: 'refreshing' },
    },
    refreshing: {
      description: 'Memuat ulang post; yang tampil tetap tampil',
      tags: ['showingPost'],
      invoke: {
        id: 'fetchPost',
        src: 'fetchPost',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: { target: 'shown', actions: assign({ post: ({ event }) => event.output }) },
        // Gone from the active posts meanwhile; any other failure leaves what is shown.
        onError: [{ guard: 'notFound', target: 'checkingArchive' }, { target: 'shown' }],
      },
      on: { REFRESH: { target: 'refreshing', reenter: true } },
    },
    archived: {
      description: 'Layar mengatakan post sudah diarsipkan pemiliknya',
      tags: ['showingArchived'],
    },
    deleted: {
      description: 'Layar mengatakan post sudah dihapus',
      tags: ['showingDeleted'],
    },
    failed: {
      description: 'Post gagal dicari: layar menawarkan coba lagi',
      tags: ['showingError'],
      on: { RETRY: 'loading', REFRESH: 'loading' },
    },
  },
});
