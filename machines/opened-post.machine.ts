// One post opened by its address (a notification leads there): looked up among the active posts,
// then, when it is not there, in the member's archive, so the dialog can say whether it is shown,
// archived or deleted. A notification about a deleted post names none: that is known at once.
// When the live stream could not replay what it missed or a block was made or lifted (REFRESH), a
// shown post loads again while it stays shown; if it is gone meanwhile, the dialog says whether it
// was archived or deleted; a post said to be deleted is looked for again.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
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
    shellLink: unlinkedShell,
    fetchPost: fromPromise<OpenedPost, { uuid: string }>(async () => {
      throw new Error('fetchPost is provided by the app');
    }),
    fetchArchivedPost: fromPromise<OpenedPost, { uuid: string }>(async () => {
      throw new Error('fetchArchivedPost is provided by the app');
    }),
  },
  guards: {
    namesNoPost: ({ context }) => context.uuid === null,
    namesPost: ({ context }) => context.uuid !== null,
    notFound: ({ event }) => 'error' in event && statusOf(event.error) === NOT_FOUND,
    // Only its owner sees an archived post; to anyone else it is gone.
    notTheirs: ({ event }) => 'error' in event && [NOT_FOUND, FORBIDDEN].includes(statusOf(event.error)),
  },
}).createMachine({
  id: 'openedPost',
  description: 'Post yang dibuka lewat alamatnya, di atas halaman asalnya',
  context: ({ input }) => ({ uuid: input.uuid, post: null }),
  initial: 'starting',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  states: {
    starting: {
      description: 'Memeriksa apakah notifikasi sudah menyebut post terhapus',
      always: [
        {
          description: 'Notifikasi tidak menyebut post (post sudah dihapus) → layar menampilkan ‘Postingan ini sudah dihapus’',
          guard: 'namesNoPost',
          target: 'deleted',
        },
        { description: 'Notifikasi menyebut post → post dicari di antara post aktif', target: 'loading' },
      ],
    },
    loading: {
      description: 'Mencari post di antara post aktif',
      tags: ['findingPost'],
      invoke: {
        id: 'fetchPost',
        src: 'fetchPost',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: {
          description: 'Server mengirim post → layar menampilkan post beserta suka dan komentarnya',
          target: 'shown',
          actions: assign({ post: ({ event }) => event.output }),
        },
        onError: [
          { description: 'Server menjawab 404 → post dicari di arsip anggota', guard: 'notFound', target: 'checkingArchive' },
          {
            description: 'Post gagal dimuat karena hal lain → layar menampilkan ‘Postingan gagal dimuat’ dan tombol ‘Coba lagi’',
            target: 'failed',
          },
        ],
      },
    },
    checkingArchive: {
      description: 'Post aktif tidak ada: mencari di arsip anggota',
      tags: ['findingPost'],
      invoke: {
        id: 'fetchArchivedPost',
        src: 'fetchArchivedPost',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: {
          description: 'Post ada di arsip anggota → layar menampilkan ‘Postingan ini sudah diarsipkan’ dan ‘Buka arsip’',
          target: 'archived',
        },
        onError: [
          {
            description: 'Server menjawab 404 atau 403 (tidak ada, atau arsip orang lain) → layar menampilkan ‘Postingan ini sudah dihapus’',
            guard: 'notTheirs',
            target: 'deleted',
          },
          {
            description: 'Arsip gagal diperiksa karena hal lain → layar menampilkan ‘Postingan gagal dimuat’ dan tombol ‘Coba lagi’',
            target: 'failed',
          },
        ],
      },
    },
    shown: {
      description: 'Layar menampilkan post beserta suka dan komentarnya',
      tags: ['showingPost'],
      on: {
        REFRESH: {
          description: 'Ada perubahan yang terlewat dari siaran langsung → post dimuat ulang, yang tampil tetap tampil',
          target: 'refreshing',
        },
      },
    },
    refreshing: {
      description: 'Memuat ulang post; yang tampil tetap tampil',
      tags: ['showingPost'],
      invoke: {
        id: 'fetchPost',
        src: 'fetchPost',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: {
          description: 'Server mengirim post terbaru → layar menampilkan isinya yang baru',
          target: 'shown',
          actions: assign({ post: ({ event }) => event.output }),
        },
        // Gone from the active posts meanwhile; any other failure leaves what is shown.
        onError: [
          {
            description: 'Server menjawab 404 (post hilang sementara itu) → post dicari di arsip anggota',
            guard: 'notFound',
            target: 'checkingArchive',
          },
          { description: 'Pemuatan ulang gagal karena hal lain → post yang tampil tetap tampil', target: 'shown' },
        ],
      },
      on: {
        REFRESH: {
          description: 'Ada perubahan lagi selama memuat ulang → post dimuat ulang sekali lagi dari awal',
          target: 'refreshing',
          reenter: true,
        },
      },
    },
    archived: {
      description: 'Layar mengatakan post sudah diarsipkan pemiliknya',
      tags: ['showingArchived'],
    },
    deleted: {
      description: 'Layar mengatakan post sudah dihapus',
      tags: ['showingDeleted'],
      on: {
        // A 404 also answers a post hidden by a block; once the block is lifted it is there again.
        REFRESH: {
          description: 'Siapa yang terlihat berubah atau siaran langsung terlewat → post yang disebut dicari lagi',
          guard: 'namesPost',
          target: 'loading',
        },
      },
    },
    failed: {
      description: 'Post gagal dicari: layar menawarkan coba lagi',
      tags: ['showingError'],
      on: {
        RETRY: { description: 'Anggota menekan ‘Coba lagi’ → post dicari lagi', target: 'loading' },
        REFRESH: { description: 'Ada perubahan yang terlewat dari siaran langsung → post dicari lagi', target: 'loading' },
      },
    },
  },
});
