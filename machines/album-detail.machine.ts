// One album opened from a profile grid: loading the post (the archived one on the archive tab),
// shown, or failed with a retry. When the live stream could not replay what it missed (REFRESH),
// the post loads again while the album stays shown.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import type { SinglePostResponse } from '../contract/wire.ts';

export interface AlbumDetailInput {
  uuid: string;
  archived: boolean;
}

export type AlbumPost = Pick<SinglePostResponse, 'like' | 'single_post'>;

export interface AlbumDetailContext extends AlbumDetailInput {
  post: AlbumPost | null;
}

export type AlbumDetailEvent = { type: 'RETRY' } | { type: 'REFRESH' };

/** What the dialog shows: a spinner until the album is there. */
export type AlbumDetailTag = 'loadingAlbum';

export const albumDetailMachine = setup({
  types: {
    context: {} as AlbumDetailContext,
    events: {} as AlbumDetailEvent,
    input: {} as AlbumDetailInput,
    tags: {} as AlbumDetailTag,
  },
  actors: {
    shellLink: unlinkedShell,
    fetchAlbumPost: fromPromise<AlbumPost, AlbumDetailInput>(async () => {
      throw new Error('fetchAlbumPost is provided by the app');
    }),
  },
}).createMachine({
  description: 'Satu album yang dibuka dari grid profil',
  id: 'albumDetail',
  context: ({ input }) => ({ ...input, post: null }),
  initial: 'loading',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  states: {
    loading: {
      description: 'Memuat isi album dari server',
      tags: ['loadingAlbum'],
      invoke: {
        id: 'fetchAlbumPost',
        src: 'fetchAlbumPost',
        input: ({ context }) => ({ uuid: context.uuid, archived: context.archived }),
        onDone: {
          description: 'Server mengirim album → layar menampilkan foto, caption, suka dan komentarnya',
          target: 'loaded',
          actions: assign({ post: ({ event }) => event.output }),
        },
        onError: {
          description: 'Album gagal dimuat → layar menampilkan ‘Album gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
        },
      },
    },
    loaded: {
      description: 'Layar menampilkan foto, keterangan, suka dan komentar album',
      on: {
        REFRESH: {
          description: 'Ada perubahan yang terlewat dari siaran langsung → album dimuat ulang, yang tampil tetap tampil',
          target: 'refreshing',
        },
      },
    },
    refreshing: {
      description: 'Memuat ulang isi album; album yang tampil tetap tampil',
      invoke: {
        id: 'fetchAlbumPost',
        src: 'fetchAlbumPost',
        input: ({ context }) => ({ uuid: context.uuid, archived: context.archived }),
        onDone: {
          description: 'Server mengirim album terbaru → layar menampilkan isinya yang baru',
          target: 'loaded',
          actions: assign({ post: ({ event }) => event.output }),
        },
        // What is shown stays; the next change or visit loads it again.
        onError: {
          description: 'Pemuatan ulang gagal → album yang tampil tetap tampil apa adanya',
          target: 'loaded',
        },
      },
      on: {
        REFRESH: {
          description: 'Ada perubahan lagi selama memuat ulang → album dimuat ulang sekali lagi dari awal',
          target: 'refreshing',
          reenter: true,
        },
      },
    },
    failed: {
      description: 'Album gagal dimuat: layar menawarkan coba lagi',
      on: {
        RETRY: { description: 'Anggota menekan ‘Coba lagi’ → album dimuat ulang', target: 'loading' },
        REFRESH: { description: 'Ada perubahan yang terlewat dari siaran langsung → album dimuat ulang', target: 'loading' },
      },
    },
  },
});
