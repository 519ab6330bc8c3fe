// The community's emergency calls on a member's screen, as red banners above the page: the last
// call of the past 24 hours when the app opens (so a member who was away when it was sent sees
// it too), and each call the live stream announces while it is open. Both are read from the
// server (GET /emergency/latest), which names the sender and leaves out one the member does not
// see. A dismissed call goes, and this device remembers it for the member, so it never returns.
import { assign, fromPromise, setup } from 'xstate';
import type { EmergencyBroadcast } from '../contract/wire.ts';

export interface EmergencyNoticeInput {
  /** The signed-in member's username. */
  member: string;
  /** The calls the member dismissed on this device, by id. */
  dismissed: readonly number[];
}

/** What this device keeps for the member. */
export interface DismissedCalls {
  member: string;
  dismissed: number[];
}

export interface EmergencyNoticeContext {
  member: string;
  /** Shown, newest first. */
  calls: EmergencyBroadcast[];
  dismissed: number[];
}

export type EmergencyNoticeEvent =
  /** The live stream announced a new call. */
  | { type: 'ANNOUNCED' }
  | { type: 'DISMISS'; id: number };

export const emergencyNoticeMachine = setup({
  types: {
    context: {} as EmergencyNoticeContext,
    events: {} as EmergencyNoticeEvent,
    input: {} as EmergencyNoticeInput,
  },
  actors: {
    /** The last call of the past 24 hours the member sees, or null. */
    fetchLatest: fromPromise<EmergencyBroadcast | null>(async () => {
      throw new Error('fetchLatest is provided by the app');
    }),
  },
  actions: {
    /** Keeps the member's dismissed calls on this device. */
    rememberDismissed: (_, _calls: DismissedCalls) => {},
  },
  guards: {
    /** The answer is a call neither shown nor dismissed yet. */
    isUnseenCall: ({ context }, call: EmergencyBroadcast | null) =>
      call !== null && !context.dismissed.includes(call.id) && !context.calls.some((shown) => shown.id === call.id),
  },
}).createMachine({
  id: 'emergencyNotice',
  description: 'Spanduk merah panggilan darurat di atas halaman anggota',
  context: ({ input }) => ({ member: input.member, calls: [], dismissed: [...input.dismissed] }),
  initial: 'loading',
  on: {
    DISMISS: {
      description: 'Anggota menekan ‘Tutup panggilan darurat’ → spanduk itu hilang dan tidak tampil lagi di perangkat ini',
      actions: [
        assign(({ context, event }) => ({
          calls: context.calls.filter((call) => call.id !== event.id),
          dismissed: context.dismissed.includes(event.id) ? context.dismissed : [...context.dismissed, event.id],
        })),
        { type: 'rememberDismissed', params: ({ context }) => ({ member: context.member, dismissed: context.dismissed }) },
      ],
    },
  },
  states: {
    loading: {
      description: 'Menanyakan panggilan darurat terakhir dalam 24 jam ke server',
      invoke: {
        id: 'fetchLatest',
        src: 'fetchLatest',
        onDone: [
          {
            description: 'Server mengirim panggilan darurat yang belum ditutup anggota → spanduk merah menyebut pengirimnya, pesan dan lokasinya',
            guard: { type: 'isUnseenCall', params: ({ event }) => event.output },
            target: 'watching',
            actions: assign({ calls: ({ context, event }) => [event.output!, ...context.calls] }),
          },
          {
            description: 'Tidak ada panggilan darurat baru dalam 24 jam (atau sudah ditutup) → tidak ada spanduk baru',
            target: 'watching',
          },
        ],
        onError: {
          // The mail reaches everyone anyway; the next announcement asks again.
          description: 'Server tidak menjawab → tidak ada spanduk baru, panggilan berikutnya ditanyakan lagi',
          target: 'watching',
        },
      },
      on: {
        ANNOUNCED: {
          description: 'Panggilan darurat lain diumumkan saat server ditanya → server ditanya lagi',
          target: 'loading',
          reenter: true,
        },
      },
    },
    watching: {
      description: 'Spanduk yang belum ditutup tampil; siaran langsung mengabarkan panggilan baru',
      on: {
        ANNOUNCED: { description: 'Siaran langsung mengabarkan panggilan darurat → server ditanya panggilan terakhirnya', target: 'loading' },
      },
    },
  },
});
