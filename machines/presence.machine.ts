// Who is online: asked for on start, then again whenever the live stream says someone came or
// went (STALE), or every 30 seconds while the stream is down (the polled-list part of
// polled-list.ts). The member shell runs it while a list shows it. A hidden page stops asking;
// becoming visible again asks at once. Failures are only logged (spec): the last list stays,
// and a first failure shows an empty list rather than a spinner forever. A load that got no
// answer (failed, or its request aborted under it) is asked again, also while the stream is
// open: the stream only tells of changes, so it would never fill a list that missed its
// answer. The first failure is retried after a second, each next one at the poll interval.
import { assign, fromPromise, setup } from 'xstate';
import type { PublicUser } from '../contract/wire.ts';
import {
  polledListContext,
  polledListImplementations,
  polledListSignals,
  polledListStates,
  type PolledListContext,
  type PolledListEvent,
} from './polled-list.ts';

/** The wait before asking again after a first failed load (a further one waits the poll interval). */
export const FIRST_RETRY_MS = 1000;

export interface PresenceContext extends PolledListContext {
  /** null until the first answer. */
  users: PublicUser[] | null;
  /** Loads that failed in a row. */
  failures: number;
}

export type PresenceEvent = PolledListEvent;

const polledList = polledListImplementations<PresenceContext, PresenceEvent>();
const NEWS = 'pengguna datang atau pergi';
const hide = { HIDDEN: { description: 'Halaman disembunyikan → tidak ada yang ditanyakan', target: 'paused' } } as const;

export const presenceMachine = setup({
  types: {
    context: {} as PresenceContext,
    events: {} as PresenceEvent,
    /** Whether the live stream is open when the list starts (a list opened later joins it open). */
    input: {} as { streamOpen: boolean } | undefined,
  },
  actors: {
    fetchOnlineUsers: fromPromise<PublicUser[]>(async () => {
      throw new Error('fetchOnlineUsers is provided by the app');
    }),
  },
  actions: {
    ...polledList.actions,
    logFailure: () => {},
  },
  guards: {
    ...polledList.guards,
    firstFailure: ({ context }) => context.failures === 1,
  },
  delays: {
    ...polledList.delays,
    RETRY_DELAY: FIRST_RETRY_MS,
  },
}).createMachine({
  description: 'Daftar pengguna yang sedang online',
  id: 'presence',
  context: ({ input }) => ({ users: null, ...polledListContext, streamOpen: input?.streamOpen ?? false, failures: 0 }),
  initial: 'fetching',
  on: polledListSignals(NEWS),
  states: {
    fetching: {
      description: 'Memuat daftar pengguna online dari server',
      entry: 'markFresh',
      on: { HIDDEN: { description: 'Halaman disembunyikan selagi memuat → pemuatan dihentikan', target: 'paused' } },
      invoke: {
        id: 'fetchOnlineUsers',
        src: 'fetchOnlineUsers',
        onDone: {
          description: 'Server mengirim daftar pengguna online → layar ‘Pengguna login saat ini’ menampilkannya, atau ‘Tidak ada User login 😟’',
          target: 'polling',
          actions: assign({ users: ({ event }) => event.output, failures: 0 }),
        },
        onError: {
          description: 'Daftar gagal dimuat → kegagalan dicatat, daftar terakhir tetap tampil (atau daftar kosong bila belum pernah dimuat)',
          target: 'retrying',
          actions: [
            'logFailure',
            assign({ users: ({ context }) => context.users ?? [], failures: ({ context }) => context.failures + 1 }),
          ],
        },
      },
    },
    retrying: {
      description: 'Daftar gagal dimuat: ditanyakan lagi sebentar lagi',
      always: {
        description: 'Ada kabar pengguna datang atau pergi → daftar langsung dimuat lagi',
        guard: 'isStale',
        target: 'fetching',
      },
      on: hide,
      after: {
        RETRY_DELAY: {
          description: 'Satu detik setelah kegagalan pertama → daftar dimuat lagi',
          guard: 'firstFailure',
          target: 'fetching',
        },
        POLL_INTERVAL: { description: '30 detik setelah kegagalan berikutnya → daftar dimuat lagi', target: 'fetching' },
      },
    },
    ...polledListStates({ fetching: 'fetching', news: NEWS, on: hide }),
    paused: {
      description: 'Halaman tersembunyi: tidak ada yang ditanyakan sampai dilihat lagi',
      on: { VISIBLE: { description: 'Halaman dilihat lagi → daftar langsung dimuat', target: 'fetching' } },
    },
  },
});
