// The community's emergency calls on a member's screen, as red banners above the page: the last
// call of the past 24 hours when the app opens (so a member who was away when it was sent sees
// it too), and each call the live stream announces while it is open (the member shell tells it:
// EMERGENCY_ANNOUNCED). Both are read from the server (GET /emergency/latest), which names the
// sender and leaves out one the member does not see. A dismissed call goes, and this device
// remembers it for the member, so it never returns. When the server cannot be asked after an
// announcement (offline for a moment, or failing), the call shows as the stream announced it,
// without its time; a later answer of the server takes its place. Retrying the read instead
// would show nothing while the server fails, when the banner matters most; the stream's call is
// not filtered by the server's view of blocked senders until the server answers again.
import { assign, fromPromise, setup } from 'xstate';
import { SHELL_LINK, unlinkedShell } from './shell-link.ts';
import type { EmergencyBroadcast } from '../contract/wire.ts';
import type { LiveEventPayload } from '../contract/live-events.ts';

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

/** A call as the live stream announces it: without its id and time. */
export type AnnouncedCall = LiveEventPayload<'emergency'>;

/** A call shown as a banner; one known only from the stream has no time (`created_at` null). */
export type ShownCall = Omit<EmergencyBroadcast, 'created_at'> & { created_at: string | null };

export interface EmergencyNoticeContext {
  member: string;
  /** Shown, newest first. */
  calls: ShownCall[];
  dismissed: number[];
  /** The call the stream announced last, until the server answers (or fails to). */
  announced: AnnouncedCall | null;
}

export type EmergencyNoticeEvent =
  /** The live stream announced a new call. */
  | { type: 'EMERGENCY_ANNOUNCED'; call: AnnouncedCall }
  | { type: 'DISMISS'; id: number };

/**
 * A call known only from the stream stands for its sender's call of these 24 hours (one a day
 * each): it is named after the sender, below every id the server gives.
 */
const streamedIdOf = (senderId: number) => -senderId;

function shownFromStream(call: AnnouncedCall): ShownCall {
  return { ...call, id: streamedIdOf(call.sender_id), map: call.map ?? '', created_at: null };
}

export const emergencyNoticeMachine = setup({
  types: {
    context: {} as EmergencyNoticeContext,
    events: {} as EmergencyNoticeEvent,
    input: {} as EmergencyNoticeInput,
  },
  actors: {
    shellLink: unlinkedShell,
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
    /** The stream announced a call the screen does not show yet (a sender's call shown is that call: one a day). */
    hasUnshownAnnouncement: ({ context }) => {
      const announced = context.announced;
      return (
        announced !== null &&
        !context.dismissed.includes(streamedIdOf(announced.sender_id)) &&
        !context.calls.some((shown) => shown.sender_id === announced.sender_id)
      );
    },
  },
}).createMachine({
  id: 'emergencyNotice',
  description: 'Spanduk merah panggilan darurat di atas halaman anggota',
  context: ({ input }) => ({ member: input.member, calls: [], dismissed: [...input.dismissed], announced: null }),
  initial: 'loading',
  invoke: { id: SHELL_LINK, src: 'shellLink', input: ({ self }) => ({ screen: self }) },
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
            // The server's answer replaces the same sender's call shown from the stream.
            actions: assign({
              calls: ({ context, event }) => [
                event.output!,
                ...context.calls.filter((shown) => shown.id !== streamedIdOf(event.output!.sender_id)),
              ],
              announced: null,
            }),
          },
          {
            description: 'Tidak ada panggilan darurat baru dalam 24 jam (atau sudah ditutup) → tidak ada spanduk baru',
            target: 'watching',
            actions: assign({ announced: null }),
          },
        ],
        onError: [
          {
            description:
              'Server tidak menjawab setelah siaran langsung mengabarkan panggilan → spanduk merah tetap tampil dari siaran itu (pengirim, pesan, lokasi)',
            guard: 'hasUnshownAnnouncement',
            target: 'watching',
            actions: assign({
              calls: ({ context }) => [shownFromStream(context.announced!), ...context.calls],
              announced: null,
            }),
          },
          {
            // The mail reaches everyone anyway; the next announcement asks again.
            description: 'Server tidak menjawab → tidak ada spanduk baru, panggilan berikutnya ditanyakan lagi',
            target: 'watching',
            actions: assign({ announced: null }),
          },
        ],
      },
      on: {
        EMERGENCY_ANNOUNCED: {
          description: 'Panggilan darurat lain diumumkan saat server ditanya → server ditanya lagi',
          target: 'loading',
          reenter: true,
          actions: assign({ announced: ({ event }) => event.call }),
        },
      },
    },
    watching: {
      description: 'Spanduk yang belum ditutup tampil; siaran langsung mengabarkan panggilan baru',
      on: {
        EMERGENCY_ANNOUNCED: {
          description: 'Siaran langsung mengabarkan panggilan darurat → server ditanya panggilan terakhirnya',
          target: 'loading',
          actions: assign({ announced: ({ event }) => event.call }),
        },
      },
    },
  },
});
