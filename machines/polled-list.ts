// The part of a chart that keeps a list (who is online, notifications) following the server while
// the page is visible: while the live stream is open the list is asked for when the stream says it
// changed (STALE); while it is down, every 30 seconds. The member shell tells it whether the stream
// is up and what it said. A machine takes the part's implementations into its setup, its signals
// into its root `on`, and its polling and listening states beside its own fetching state.
import { assign, type EventObject } from 'xstate';

/** The pace of asking while the stream is down (and the page visible). */
export const POLL_INTERVAL_MS = 30_000;

export interface PolledListContext {
  /** The live stream is open: changes are told, so nothing is polled. */
  streamOpen: boolean;
  /** The stream told of a change since the list was last asked for. */
  stale: boolean;
}

export type PolledListEvent =
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' }
  | { type: 'STREAM_UP' }
  | { type: 'STREAM_DOWN' }
  | { type: 'STALE' };

export const polledListContext: PolledListContext = { streamOpen: false, stale: false };

/** The actions, guards and delay the part names, typed for the machine that takes it. */
export function polledListImplementations<TContext extends PolledListContext, TEvent extends EventObject>() {
  const set = (change: Partial<PolledListContext>) => assign<TContext, TEvent, undefined, TEvent, never>(() => change as Partial<TContext>);
  return {
    actions: {
      streamUp: set({ streamOpen: true }),
      streamDown: set({ streamOpen: false }),
      markStale: set({ stale: true }),
      /** Entered on asking: what the stream told until now is in the answer. */
      markFresh: set({ stale: false }),
    },
    guards: {
      isStale: ({ context }: { context: PolledListContext }) => context.stale,
      streamOpen: ({ context }: { context: PolledListContext }) => context.streamOpen,
      streamDown: ({ context }: { context: PolledListContext }) => !context.streamOpen,
    },
    delays: { POLL_INTERVAL: POLL_INTERVAL_MS },
  };
}

/** The root `on` of the part; `news` says what the stream tells of (Indonesian, for descriptions). */
export const polledListSignals = (news: string) =>
  ({
    STREAM_UP: { description: 'Siaran langsung tersambung', actions: 'streamUp' },
    STREAM_DOWN: { description: 'Siaran langsung terputus', actions: 'streamDown' },
    STALE: { description: `Siaran langsung mengabarkan ${news}`, actions: 'markStale' },
  }) as const;

/**
 * The states `polling` and `listening`: both go to `fetching` when the stream told of a change,
 * and take `on` (the machine's own events there) besides.
 */
export function polledListStates<TOn extends object, TFetching extends string>({
  fetching,
  news,
  on,
}: {
  fetching: TFetching;
  news: string;
  on: TOn;
}) {
  return {
    polling: {
      description: 'Aliran langsung mati: daftar ditanyakan lagi tiap 30 detik',
      always: [
        { description: `Ada kabar ${news} → daftar langsung dimuat`, guard: 'isStale', target: fetching },
        { description: 'Siaran langsung tersambung → daftar hanya dimuat saat ada kabar', guard: 'streamOpen', target: 'listening' },
      ],
      after: { POLL_INTERVAL: { description: '30 detik lewat → daftar dimuat lagi', target: fetching } },
      on,
    },
    listening: {
      description: `Aliran langsung hidup: daftar ditanyakan saat ada kabar ${news}`,
      always: [
        { description: `Siaran langsung mengabarkan ${news} → daftar dimuat`, guard: 'isStale', target: fetching },
        { description: 'Siaran langsung terputus → daftar ditanyakan tiap 30 detik', guard: 'streamDown', target: 'polling' },
      ],
      on,
    },
  } as const;
}
