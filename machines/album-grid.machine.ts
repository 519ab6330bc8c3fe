// The album covers of a profile tab (active albums, or the owner's archive): loading, shown, or
// failed with a retry. The profile frame mounts its tab anew for each member, so the member
// never changes during one run. When the live stream could not replay what it missed (REFRESH),
// the covers load again while the grid stays shown.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import type { PostItem } from '../contract/wire.ts';

export interface AlbumGridInput {
  username: string;
  archived: boolean;
}

export interface AlbumGridContext extends AlbumGridInput {
  albums: PostItem[];
}

export type AlbumGridEvent = { type: 'RETRY' } | { type: 'REFRESH' };

/** What the grid shows: a spinner until the albums are there. */
export type AlbumGridTag = 'loadingAlbums';

export const albumGridMachine = setup({
  types: {
    context: {} as AlbumGridContext,
    events: {} as AlbumGridEvent,
    input: {} as AlbumGridInput,
    tags: {} as AlbumGridTag,
  },
  actors: {
    shellLink: unlinkedShell,
    fetchAlbums: fromPromise<PostItem[], AlbumGridInput>(async () => {
      throw new Error('fetchAlbums is provided by the app');
    }),
  },
}).createMachine({
  description: 'Sampul album di satu tab profil',
  id: 'albumGrid',
  context: ({ input }) => ({ ...input, albums: [] }),
  initial: 'loading',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  states: {
    loading: {
      description: 'Memuat daftar album dari server',
      tags: ['loadingAlbums'],
      invoke: {
        id: 'fetchAlbums',
        src: 'fetchAlbums',
        input: ({ context }) => ({ username: context.username, archived: context.archived }),
        // Albums without photos never appear (contract), but a cover is what the grid shows.
        onDone: {
          description: 'Server mengirim daftar album → layar menampilkan sampulnya, atau ‘Belum ada album’ bila kosong',
          target: 'loaded',
          actions: assign({ albums: ({ event }) => event.output.filter(hasCover) }),
        },
        onError: {
          description: 'Daftar album gagal dimuat → layar menampilkan ‘Album gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
        },
      },
    },
    loaded: {
      description: 'Layar menampilkan sampul album (bisa kosong)',
      on: {
        REFRESH: {
          description: 'Ada perubahan yang terlewat dari siaran langsung → sampul album dimuat ulang, yang tampil tetap tampil',
          target: 'refreshing',
        },
      },
    },
    refreshing: {
      description: 'Memuat ulang sampul album; yang tampil tetap tampil',
      invoke: {
        id: 'fetchAlbums',
        src: 'fetchAlbums',
        input: ({ context }) => ({ username: context.username, archived: context.archived }),
        onDone: {
          description: 'Server mengirim daftar album terbaru → layar menampilkan sampul yang baru',
          target: 'loaded',
          actions: assign({ albums: ({ event }) => event.output.filter(hasCover) }),
        },
        // What is shown stays; the next change or visit loads it again.
        onError: {
          description: 'Pemuatan ulang gagal → sampul yang tampil tetap tampil apa adanya',
          target: 'loaded',
        },
      },
      // A change after the request left may not be in its answer: ask again.
      on: {
        REFRESH: {
          description: 'Ada perubahan lagi selama memuat ulang → sampul album dimuat ulang sekali lagi dari awal',
          target: 'refreshing',
          reenter: true,
        },
      },
    },
    failed: {
      description: 'Daftar album gagal dimuat: layar menawarkan coba lagi',
      on: {
        RETRY: { description: 'Anggota menekan ‘Coba lagi’ → daftar album dimuat ulang', target: 'loading' },
        REFRESH: { description: 'Ada perubahan yang terlewat dari siaran langsung → daftar album dimuat ulang', target: 'loading' },
      },
    },
  },
});

function hasCover(post: PostItem): boolean {
  return (post.album?.contents.length ?? 0) > 0;
}
