// One member's threads (the profile's Threads tab): loading, the list (maybe empty), or failed
// with a retry. A thread deleted by its owner leaves the list. When the live stream could not
// replay what it missed (REFRESH), the list loads again while it stays shown.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import type { PostItem } from '../contract/wire.ts';

export interface UserThreadsContext {
  username: string;
  threads: PostItem[];
}

export type UserThreadsEvent = { type: 'RETRY' } | { type: 'REMOVE'; uuid: string } | { type: 'REFRESH' };

/** What the tab shows: a spinner until the threads are there. */
export type UserThreadsTag = 'loadingThreads';

export const userThreadsMachine = setup({
  types: {
    context: {} as UserThreadsContext,
    events: {} as UserThreadsEvent,
    input: {} as { username: string },
    tags: {} as UserThreadsTag,
  },
  actors: {
    shellLink: unlinkedShell,
    fetchThreads: fromPromise<PostItem[], { username: string }>(async () => {
      throw new Error('fetchThreads is provided by the app');
    }),
  },
  actions: {
    removeThread: assign({
      threads: ({ context, event }) =>
        event.type === 'REMOVE' ? context.threads.filter((thread) => thread.uuid !== event.uuid) : context.threads,
    }),
  },
}).createMachine({
  description: 'Tab Threads di profil anggota',
  id: 'userThreads',
  context: ({ input }) => ({ username: input.username, threads: [] }),
  initial: 'loading',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  states: {
    loading: {
      description: 'Memuat thread anggota dari server',
      tags: ['loadingThreads'],
      invoke: {
        id: 'fetchThreads',
        src: 'fetchThreads',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          description: 'Server mengirim thread anggota → layar menampilkannya, atau ‘Belum ada thread’ bila kosong',
          target: 'loaded',
          actions: assign({ threads: ({ event }) => event.output }),
        },
        onError: {
          description: 'Thread gagal dimuat → layar menampilkan ‘Thread gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
        },
      },
    },
    loaded: {
      description: 'Layar menampilkan thread anggota (bisa kosong)',
      on: {
        REMOVE: { description: 'Pemilik menghapus sebuah thread → thread itu hilang dari daftar', actions: 'removeThread' },
        REFRESH: {
          description: 'Ada perubahan yang terlewat dari siaran langsung → thread dimuat ulang, yang tampil tetap tampil',
          target: 'refreshing',
        },
      },
    },
    refreshing: {
      description: 'Memuat ulang thread anggota; yang tampil tetap tampil',
      invoke: {
        id: 'fetchThreads',
        src: 'fetchThreads',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          description: 'Server mengirim thread terbaru → layar menampilkan daftar yang baru',
          target: 'loaded',
          actions: assign({ threads: ({ event }) => event.output }),
        },
        // What is shown stays; the next change or visit loads it again.
        onError: {
          description: 'Pemuatan ulang gagal → thread yang tampil tetap tampil apa adanya',
          target: 'loaded',
        },
      },
      // A change after the request left may not be in its answer: ask again.
      on: {
        REMOVE: {
          description: 'Pemilik menghapus sebuah thread selama memuat ulang → thread itu hilang dan daftar dimuat ulang sekali lagi',
          target: 'refreshing',
          reenter: true,
          actions: 'removeThread',
        },
        REFRESH: {
          description: 'Ada perubahan lagi selama memuat ulang → thread dimuat ulang sekali lagi dari awal',
          target: 'refreshing',
          reenter: true,
        },
      },
    },
    failed: {
      description: 'Thread gagal dimuat: layar menawarkan coba lagi',
      on: {
        RETRY: { description: 'Anggota menekan ‘Coba lagi’ → thread dimuat ulang', target: 'loading' },
        REFRESH: { description: 'Ada perubahan yang terlewat dari siaran langsung → thread dimuat ulang', target: 'loading' },
      },
    },
  },
});
