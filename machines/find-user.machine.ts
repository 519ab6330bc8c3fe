// The search results page (/find-user?keyword=…): every match for the keyword, what to do when
// there is no keyword, or the failure view when the call fails. A new keyword in the address
// loads again.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import type { MatchUser } from '../contract/wire.ts';

export interface FindUserContext {
  keyword: string;
  users: MatchUser[];
}

export type FindUserEvent =
  | { type: 'RETRY' }
  | { type: 'KEYWORD_CHANGED'; keyword: string }
  /** Who the member sees changed (a block or mute): the results are searched again. */
  | { type: 'REFRESH' };

/** What the page shows: a spinner above the results while they are searched. */
export type FindUserTag = 'searchingUsers';

export const findUserMachine = setup({
  types: {
    context: {} as FindUserContext,
    events: {} as FindUserEvent,
    input: {} as { keyword: string },
    tags: {} as FindUserTag,
  },
  actors: {
    shellLink: unlinkedShell,
    findAllUsers: fromPromise<MatchUser[], { keyword: string }>(async () => {
      throw new Error('findAllUsers is provided by the app');
    }),
  },
  guards: {
    hasKeyword: ({ context }) => context.keyword.trim() !== '',
    isOtherKeyword: ({ context, event }) => event.type === 'KEYWORD_CHANGED' && event.keyword !== context.keyword,
  },
}).createMachine({
  description: 'Halaman hasil pencarian pengguna',
  id: 'findUser',
  context: ({ input }) => ({ keyword: input.keyword, users: [] }),
  initial: 'starting',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  on: {
    KEYWORD_CHANGED: {
      description: 'Anggota mencari kata kunci lain → hasil pencarian dimuat ulang untuk kata kunci baru',
      guard: 'isOtherKeyword',
      target: '.starting',
      reenter: true,
      actions: assign({ keyword: ({ event }) => event.keyword, users: [] }),
    },
  },
  states: {
    starting: {
      description: 'Membaca kata kunci dari alamat halaman',
      always: [
        { description: 'Alamat halaman memuat kata kunci → pengguna yang cocok dicari', guard: 'hasKeyword', target: 'loading' },
        {
          description: 'Alamat halaman tanpa kata kunci → layar menampilkan ‘Ketik nama atau username di kotak pencarian di atas untuk mencari.’',
          target: 'noKeyword',
        },
      ],
    },
    loading: {
      description: 'Mencari pengguna yang cocok di server',
      tags: ['searchingUsers'],
      invoke: {
        id: 'findAllUsers',
        src: 'findAllUsers',
        input: ({ context }) => ({ keyword: context.keyword.trim() }),
        onDone: {
          description: 'Server mengirim hasil → layar menampilkan semua pengguna yang cocok, atau ‘Tidak ada hasil saat ini’',
          target: 'found',
          actions: assign({ users: ({ event }) => event.output }),
        },
        onError: {
          description: 'Pencarian gagal → layar menampilkan ‘Hasil pencarian gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
        },
      },
    },
    found: {
      description: 'Layar menampilkan semua pengguna yang cocok',
      on: {
        REFRESH: {
          description: 'Anggota memblokir atau membuka blokir seseorang → hasil pencarian dimuat ulang tanpa anggota yang tersembunyi',
          target: 'loading',
        },
      },
    },
    failed: {
      description: 'Pencarian gagal: layar menawarkan coba lagi',
      on: { RETRY: { description: 'Anggota menekan ‘Coba lagi’ → pencarian diulang', target: 'loading' } },
    },
    noKeyword: { description: 'Tanpa kata kunci: layar menjelaskan apa yang bisa dilakukan' },
  },
});
