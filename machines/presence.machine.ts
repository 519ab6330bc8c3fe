// Who is online: asked for on start, then again whenever the live stream says someone came or
// went (STALE), or every 30 seconds while the stream is down. A hidden page stops asking;
// becoming visible again asks at once. Failures are only logged (spec): the last list stays,
// and a first failure shows an empty list rather than a spinner forever. A load that got no
// answer (failed, or its request aborted under it) is asked again, also while the stream is
// open: the stream only tells of changes, so it would never fill a list that missed its
// answer. The first failure is retried after a second, each next one at the poll interval.
import { assign, fromPromise, setup } from 'xstate';
import type { PublicUser } from '../contract/wire.ts';
import { POLL_INTERVAL_MS } from './polling.ts';

/** The wait before asking again after a first failed load (a further one waits the poll interval). */
export const FIRST_RETRY_MS = 1000;

export interface PresenceContext {
  /** null until the first answer. */
  users: PublicUser[] | null;
  /** The live stream is open: changes are pushed, so nothing is polled. */
  streamOpen: boolean;
  /** The stream said the list changed since it was last asked for. */
  stale: boolean;
  /** Loads that failed in a row. */
  failures: number;
}

export type PresenceEvent =
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'STREAM_UP' }
  | { type: 'STREAM_DOWN' }
  | { type: 'STALE' };

export const presenceMachine = setup({
  types: {
    context: {} as PresenceContext,
    events: {} as PresenceEvent,
  },
  actors: {
    fetchOnlineUsers: fromPromise<PublicUser[]>(async () => {
      throw new Error('fetchOnlineUsers is provided by the app');
    }),
  },
  actions: {
    logFailure: () => {},
  },
  guards: {
    isStale: ({ context }) => context.stale,
    streamOpen: ({ context }) => context.streamOpen,
    streamDown: ({ context }) => !context.streamOpen,
    firstFailure: ({ context }) => context.failures === 1,
  },
  delays: {
    POLL_INTERVAL: POLL_INTERVAL_MS,
    RETRY_DELAY: FIRST_RETRY_MS,
  },
}).createMachine({
  description: 'Daftar pengguna yang sedang online',
  id: 'presence',
  context: { users: null, streamOpen: false, stale: false, failures: 0 },
  initial: 'fetching',
  on: {
    STREAM_UP: { description: 'Siaran langsung tersambung', actions: assign({ streamOpen: true }) },
    STREAM_DOWN: { description: 'Siaran langsung terputus', actions: assign({ streamOpen: false }) },
    STALE: { description: 'Siaran langsung mengabarkan ada pengguna yang datang atau pergi', actions: assign({ stale: true }) },
  },
  states: {
    fetching: {
      description: 'Memuat daftar pengguna online dari server',
      entry: assign({ stale: false }),
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
      on: { HIDDEN: { description: 'Halaman disembunyikan → tidak ada yang ditanyakan', target: 'paused' } },
      after: {
        RETRY_DELAY: {
          description: 'Satu detik setelah kegagalan pertama → daftar dimuat lagi',
          guard: 'firstFailure',
          target: 'fetching',
        },
        POLL_INTERVAL: { description: '30 detik setelah kegagalan berikutnya → daftar dimuat lagi', target: 'fetching' },
      },
    },
    polling: {
      description: 'Aliran langsung mati: daftar ditanyakan lagi tiap 30 detik',
      always: [
        { description: 'Ada kabar pengguna datang atau pergi → daftar langsung dimuat lagi', guard: 'isStale', target: 'fetching' },
        { description: 'Siaran langsung tersambung → daftar hanya dimuat saat ada kabar', guard: 'streamOpen', target: 'listening' },
      ],
      on: { HIDDEN: { description: 'Halaman disembunyikan → tidak ada yang ditanyakan', target: 'paused' } },
      after: { POLL_INTERVAL: { description: '30 detik lewat → daftar dimuat lagi', target: 'fetching' } },
    },
    listening: {
      description: 'Aliran langsung hidup: daftar ditanyakan saat ada yang datang atau pergi',
      always: [
        { description: 'Siaran langsung mengabarkan pengguna datang atau pergi → daftar dimuat lagi', guard: 'isStale', target: 'fetching' },
        { description: 'Siaran langsung terputus → daftar ditanyakan tiap 30 detik', guard: 'streamDown', target: 'polling' },
      ],
      on: { HIDDEN: { description: 'Halaman disembunyikan → tidak ada yang ditanyakan', target: 'paused' } },
    },
    paused: {
      description: 'Halaman tersembunyi: tidak ada yang ditanyakan sampai dilihat lagi',
      on: { VISIBLE: { description: 'Halaman dilihat lagi → daftar langsung dimuat', target: 'fetching' } },
    },
  },
});
