// The account page's two lists (contract §16): the members the viewer blocked, each with
// 'Buka blokir', and those they muted, each with the end of the mute and 'Buka bisukan'.
// One change runs at a time; its outcome is said in a toast, and a lifted block or mute leaves
// its list at once.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import type { PublicUser } from '../contract/wire.ts';
import type { SafetyChange } from './member-safety.machine.ts';

export interface MutedMember {
  user: PublicUser;
  /** When the mute ends (ISO-8601), null until it is lifted. */
  until: string | null;
}

export interface SafetyLists {
  blocks: PublicUser[];
  mutes: MutedMember[];
}

export interface SafetyListsContext extends SafetyLists {
  /** The member whose block or mute is being lifted. */
  changing: string | null;
}

export type SafetyListsEvent = { type: 'RETRY' } | { type: 'UNBLOCK'; username: string } | { type: 'UNMUTE'; username: string };

export type SafetyListsTag = 'loadingLists' | 'unblocking' | 'unmuting';

export const safetyListsMachine = setup({
  types: {
    context: {} as SafetyListsContext,
    events: {} as SafetyListsEvent,
    tags: {} as SafetyListsTag,
  },
  actors: {
    shellLink: unlinkedShell,
    loadSafetyLists: fromPromise<SafetyLists>(async () => {
      throw new Error('loadSafetyLists is provided by the app');
    }),
    unblockUser: fromPromise<void, { username: string }>(async () => {
      throw new Error('unblockUser is provided by the app');
    }),
    unmuteUser: fromPromise<void, { username: string }>(async () => {
      throw new Error('unmuteUser is provided by the app');
    }),
  },
  actions: {
    notifyUnblocked: (_, _params: { username: string }) => {},
    notifyUnmuted: (_, _params: { username: string }) => {},
    notifyUnblockFailed: (_, _params: { username: string }) => {},
    notifyUnmuteFailed: (_, _params: { username: string }) => {},
    announceChange: (_, _params: SafetyChange) => {},
  },
  guards: {
    isBlockedMember: ({ context, event }) =>
      event.type === 'UNBLOCK' && context.blocks.some((user) => user.username === event.username),
    isMutedMember: ({ context, event }) =>
      event.type === 'UNMUTE' && context.mutes.some((muted) => muted.user.username === event.username),
  },
}).createMachine({
  description: 'Daftar anggota yang diblokir dan dibisukan di halaman akun',
  id: 'safetyLists',
  context: { blocks: [], mutes: [], changing: null },
  initial: 'loading',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  states: {
    loading: {
      description: 'Memuat daftar blokir dan bisukan dari server',
      tags: ['loadingLists'],
      invoke: {
        id: 'loadSafetyLists',
        src: 'loadSafetyLists',
        onDone: {
          description: 'Server mengirim kedua daftar → layar menampilkannya, atau ‘Belum ada’ bila kosong',
          target: 'ready',
          actions: assign({ blocks: ({ event }) => event.output.blocks, mutes: ({ event }) => event.output.mutes }),
        },
        onError: {
          description: 'Daftar gagal dimuat → layar menampilkan ‘Daftar gagal dimuat’ dan tombol ‘Coba lagi’',
          target: 'failed',
        },
      },
    },
    failed: {
      description: 'Daftar gagal dimuat: layar menawarkan coba lagi',
      on: { RETRY: { description: 'Anggota menekan ‘Coba lagi’ → daftar dimuat ulang', target: 'loading' } },
    },
    ready: {
      description: 'Layar menampilkan kedua daftar',
      initial: 'idle',
      states: {
        idle: {
          description: 'Tombol ‘Buka blokir’ dan ‘Buka bisukan’ siap ditekan',
          on: {
            UNBLOCK: {
              description: 'Anggota menekan ‘Buka blokir’ → blokir dibuka di server',
              guard: 'isBlockedMember',
              target: 'unblocking',
              actions: assign({ changing: ({ event }) => event.username }),
            },
            UNMUTE: {
              description: 'Anggota menekan ‘Buka bisukan’ → bisukan dibuka di server',
              guard: 'isMutedMember',
              target: 'unmuting',
              actions: assign({ changing: ({ event }) => event.username }),
            },
          },
        },
        unblocking: {
          description: 'Blokir sedang dibuka; tombol lain menunggu',
          tags: ['unblocking'],
          invoke: {
            id: 'unblockUser',
            src: 'unblockUser',
            input: ({ context }) => ({ username: context.changing! }),
            onDone: {
              description: 'Server membuka blokir → anggota hilang dari daftar dan layar menampilkan ‘Blokir {username} dibuka’',
              target: 'idle',
              actions: [
                { type: 'notifyUnblocked', params: ({ context }) => ({ username: context.changing! }) },
                { type: 'announceChange', params: ({ context }) => ({ username: context.changing!, change: 'unblocked' as const }) },
                assign({
                  blocks: ({ context }) => context.blocks.filter((user) => user.username !== context.changing),
                  changing: null,
                }),
              ],
            },
            onError: {
              description: 'Blokir gagal dibuka → anggota tetap di daftar dan layar menampilkan ‘Gagal membuka blokir’',
              target: 'idle',
              actions: [
                { type: 'notifyUnblockFailed', params: ({ context }) => ({ username: context.changing! }) },
                assign({ changing: null }),
              ],
            },
          },
        },
        unmuting: {
          description: 'Bisukan sedang dibuka; tombol lain menunggu',
          tags: ['unmuting'],
          invoke: {
            id: 'unmuteUser',
            src: 'unmuteUser',
            input: ({ context }) => ({ username: context.changing! }),
            onDone: {
              description: 'Server membuka bisukan → anggota hilang dari daftar dan layar menampilkan ‘Bisukan {username} dibuka’',
              target: 'idle',
              actions: [
                { type: 'notifyUnmuted', params: ({ context }) => ({ username: context.changing! }) },
                { type: 'announceChange', params: ({ context }) => ({ username: context.changing!, change: 'unmuted' as const }) },
                assign({
                  mutes: ({ context }) => context.mutes.filter((muted) => muted.user.username !== context.changing),
                  changing: null,
                }),
              ],
            },
            onError: {
              description: 'Bisukan gagal dibuka → anggota tetap di daftar dan layar menampilkan ‘Gagal membuka bisukan’',
              target: 'idle',
              actions: [
                { type: 'notifyUnmuteFailed', params: ({ context }) => ({ username: context.changing! }) },
                assign({ changing: null }),
              ],
            },
          },
        },
      },
    },
  },
});
