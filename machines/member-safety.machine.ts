// Reporting, blocking or muting one other member from a post's, comment's or profile's menu
// (contract §16). A report runs in its own dialog (report.machine.ts), which may hand over to
// a block or mute of the author once it is sent. A block is asked for once more first: it hides both members from each other. A mute
// asks for how long (1, 7 or 30 days, or until unmuted) and is silent for the muted member;
// where the screen knows the member is muted (the profile), the mute is lifted at once instead.
// Either outcome is said in a toast, and the screen is told what changed so it can drop the
// member's content at once.
import { assign, fromPromise, not, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import { failureStatus } from '../contract/failure.ts';
import { MUTE_DAYS } from '../contract/safety.ts';

/** How long a mute lasts, in days; null until it is lifted. */
export const MUTE_DURATIONS = [...MUTE_DAYS, null] as const;
export type MuteDays = (typeof MUTE_DURATIONS)[number];

export interface MemberSafetyInput {
  username: string;
  /** Whether the viewer has muted the member, where the screen knows it (the profile). */
  muted?: boolean;
}

export interface MemberSafetyContext {
  username: string;
  muted: boolean;
  days: MuteDays;
}

export type MemberSafetyEvent =
  | { type: 'REPORT' }
  /** The report dialog closed without handing over to a block or mute. */
  | { type: 'REPORT_CLOSED' }
  | { type: 'BLOCK' }
  | { type: 'MUTE' }
  | { type: 'UNMUTE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'MUTE_FOR'; days: MuteDays };

/** What the screen shows: the report dialog, the block confirmation or the mute choice busy while the server stores it, or a mute being lifted. */
export type MemberSafetyTag = 'reporting' | 'confirmingBlock' | 'blockingMember' | 'choosingMute' | 'mutingMember' | 'unmutingMember';

/** What changed for the screens: the viewer blocked or muted the member, or lifted that. */
export interface SafetyChange {
  username: string;
  change: 'blocked' | 'muted' | 'unblocked' | 'unmuted';
}

const NOT_FOUND = 404;

export const memberSafetyMachine = setup({
  types: {
    context: {} as MemberSafetyContext,
    events: {} as MemberSafetyEvent,
    input: {} as MemberSafetyInput,
    tags: {} as MemberSafetyTag,
  },
  actors: {
    shellLink: unlinkedShell,
    blockUser: fromPromise<void, { username: string }>(async () => {
      throw new Error('blockUser is provided by the app');
    }),
    muteUser: fromPromise<void, { username: string; days: MuteDays }>(async () => {
      throw new Error('muteUser is provided by the app');
    }),
    unmuteUser: fromPromise<void, { username: string }>(async () => {
      throw new Error('unmuteUser is provided by the app');
    }),
  },
  actions: {
    notifyBlocked: (_, _params: { username: string }) => {},
    notifyMuted: (_, _params: { username: string; days: MuteDays }) => {},
    notifyUnmuted: (_, _params: { username: string }) => {},
    notifyBlockFailed: (_, _params: { username: string }) => {},
    notifyMuteFailed: (_, _params: { username: string }) => {},
    notifyUnmuteFailed: (_, _params: { username: string }) => {},
    notifyMemberGone: (_, _params: { username: string }) => {},
    /** Tells the screens showing this member's content that it is hidden now. */
    announceChange: (_, _params: SafetyChange) => {},
  },
  guards: {
    notFound: ({ event }) => failureStatus((event as { error?: unknown }).error) === NOT_FOUND,
    isMutedMember: ({ context }) => context.muted,
  },
}).createMachine({
  description: 'Laporkan, blokir dan bisukan satu anggota dari menu',
  id: 'memberSafety',
  context: ({ input }) => ({ username: input.username, muted: input.muted ?? false, days: null }),
  initial: 'idle',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
  states: {
    idle: {
      description: 'Menu tersedia; tidak ada yang ditanyakan',
      on: {
        REPORT: { description: 'Anggota memilih ‘Laporkan’ → dialog laporan terbuka', target: 'reporting' },
        BLOCK: { description: 'Anggota memilih ‘Blokir’ → konfirmasi blokir tampil', target: 'confirmingBlock' },
        MUTE: {
          description: 'Anggota yang belum membisukan memilih ‘Bisukan’ → pilihan lama bisukan tampil',
          guard: not('isMutedMember'),
          target: 'choosingMute',
        },
        UNMUTE: {
          description: 'Anggota yang sudah membisukan memilih ‘Buka bisukan’ → bisukan dibuka di server',
          guard: 'isMutedMember',
          target: 'unmuting',
        },
      },
    },
    reporting: {
      description: 'Dialog laporan terbuka',
      tags: ['reporting'],
      on: {
        REPORT_CLOSED: { description: 'Dialog laporan tertutup → menu kembali tersedia', target: 'idle' },
        BLOCK: { description: 'Setelah melapor, anggota memilih memblokir penulisnya → konfirmasi blokir tampil', target: 'confirmingBlock' },
        MUTE: { description: 'Setelah melapor, anggota memilih membisukan penulisnya → pilihan lama bisukan tampil', target: 'choosingMute' },
      },
    },
    confirmingBlock: {
      description: 'Konfirmasi blokir: menjelaskan akibatnya, menunggu jawaban',
      tags: ['confirmingBlock'],
      on: {
        CONFIRM: { description: 'Anggota menekan ‘Blokir’ di konfirmasi → blokir dikirim', target: 'blocking' },
        CANCEL: { description: 'Anggota membatalkan → tidak ada yang diblokir', target: 'idle' },
      },
    },
    blocking: {
      description: 'Blokir sedang disimpan; konfirmasi menunggu',
      tags: ['confirmingBlock', 'blockingMember'],
      invoke: {
        id: 'blockUser',
        src: 'blockUser',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          description: 'Server menyimpan blokir → layar menampilkan ‘{username} diblokir’ dan kontennya hilang dari layar',
          target: 'idle',
          actions: [
            { type: 'notifyBlocked', params: ({ context }) => ({ username: context.username }) },
            { type: 'announceChange', params: ({ context }) => ({ username: context.username, change: 'blocked' as const }) },
          ],
        },
        onError: [
          {
            description: 'Server menjawab 404 → layar menampilkan bahwa anggota itu tidak ditemukan',
            guard: 'notFound',
            target: 'idle',
            actions: { type: 'notifyMemberGone', params: ({ context }) => ({ username: context.username }) },
          },
          {
            description: 'Blokir gagal disimpan → layar menampilkan ‘Gagal memblokir’, konfirmasi tetap terbuka untuk dicoba lagi',
            target: 'confirmingBlock',
            actions: { type: 'notifyBlockFailed', params: ({ context }) => ({ username: context.username }) },
          },
        ],
      },
    },
    choosingMute: {
      description: 'Pilihan lama bisukan: 1 hari, 7 hari, 30 hari, atau sampai dibuka',
      tags: ['choosingMute'],
      on: {
        MUTE_FOR: {
          description: 'Anggota memilih lama bisukan → bisukan dikirim',
          target: 'muting',
          actions: assign({ days: ({ event }) => event.days }),
        },
        CANCEL: { description: 'Anggota membatalkan → tidak ada yang dibisukan', target: 'idle' },
      },
    },
    muting: {
      description: 'Bisukan sedang disimpan; pilihan menunggu',
      tags: ['choosingMute', 'mutingMember'],
      invoke: {
        id: 'muteUser',
        src: 'muteUser',
        input: ({ context }) => ({ username: context.username, days: context.days }),
        onDone: {
          description: 'Server menyimpan bisukan → layar menampilkan ‘{username} dibisukan’ dan postingnya hilang dari beranda',
          target: 'idle',
          actions: [
            assign({ muted: true }),
            { type: 'notifyMuted', params: ({ context }) => ({ username: context.username, days: context.days }) },
            { type: 'announceChange', params: ({ context }) => ({ username: context.username, change: 'muted' as const }) },
          ],
        },
        onError: [
          {
            description: 'Server menjawab 404 saat membisukan → layar menampilkan bahwa anggota itu tidak ditemukan',
            guard: 'notFound',
            target: 'idle',
            actions: { type: 'notifyMemberGone', params: ({ context }) => ({ username: context.username }) },
          },
          {
            description: 'Bisukan gagal disimpan → layar menampilkan ‘Gagal membisukan’, pilihan tetap terbuka untuk dicoba lagi',
            target: 'choosingMute',
            actions: { type: 'notifyMuteFailed', params: ({ context }) => ({ username: context.username }) },
          },
        ],
      },
    },
    unmuting: {
      description: 'Bisukan sedang dibuka; menu menunggu',
      tags: ['unmutingMember'],
      invoke: {
        id: 'unmuteUser',
        src: 'unmuteUser',
        input: ({ context }) => ({ username: context.username }),
        onDone: {
          description: 'Server membuka bisukan → layar menampilkan ‘Bisukan {username} dibuka’ dan menu menawarkan ‘Bisukan’ lagi',
          target: 'idle',
          actions: [
            assign({ muted: false }),
            { type: 'notifyUnmuted', params: ({ context }) => ({ username: context.username }) },
            { type: 'announceChange', params: ({ context }) => ({ username: context.username, change: 'unmuted' as const }) },
          ],
        },
        onError: [
          {
            description: 'Server menjawab 404 saat membuka bisukan → layar menampilkan bahwa anggota itu tidak ditemukan',
            guard: 'notFound',
            target: 'idle',
            actions: { type: 'notifyMemberGone', params: ({ context }) => ({ username: context.username }) },
          },
          {
            description: 'Bisukan gagal dibuka → layar menampilkan ‘Gagal membuka bisukan’, menu tetap menawarkan ‘Buka bisukan’',
            target: 'idle',
            actions: { type: 'notifyUnmuteFailed', params: ({ context }) => ({ username: context.username }) },
          },
        ],
      },
    },
  },
});
