// The member shell's live stream, shared through React context: screens take what it pushes
// and poll only while it is down. Outside the shell (guest pages, a screen tested alone) there
// is none, and these hooks do nothing.
import { createContext, useCallback, useContext, useEffect, useEffectEvent, useSyncExternalStore, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LiveStreamEmitted } from '../../machines/live-stream.machine.ts';
import type { Flows } from './flows.ts';

export type LiveStreamActor = ActorRefFrom<Flows['liveStream']>;

const LiveStreamContext = createContext<LiveStreamActor | null>(null);

export function LiveStreamProvider({ actor, children }: { actor: LiveStreamActor; children: ReactNode }) {
  return <LiveStreamContext.Provider value={actor}>{children}</LiveStreamContext.Provider>;
}

export function useLiveStream(): LiveStreamActor | null {
  return useContext(LiveStreamContext);
}

export type LiveEventOf<T extends LiveStreamEmitted['type']> = Extract<LiveStreamEmitted, { type: T }>;

/** Calls `handler` with each event of the given type the stream pushes. */
export function useLiveEvent<T extends LiveStreamEmitted['type']>(type: T, handler: (event: LiveEventOf<T>) => void): void {
  const live = useLiveStream();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!live) return;
    const subscription = live.on(type, (event) => onEvent(event as LiveEventOf<T>));
    return () => subscription.unsubscribe();
  }, [live, type]);
}

/** Whether events arrive now; false without a stream. */
export function useStreamOpen(): boolean {
  const live = useLiveStream();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!live) return () => {};
      const subscription = live.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [live],
  );
  return useSyncExternalStore(subscribe, () => live?.getSnapshot().hasTag('live') ?? false);
}

export type StreamStateEvent = { type: 'STREAM_UP' } | { type: 'STREAM_DOWN' };

/** Tells a polling machine whether the stream is open, so it polls only while it is not. */
export function useStreamFallback(send: (event: StreamStateEvent) => void): void {
  const open = useStreamOpen();
  useEffect(() => send({ type: open ? 'STREAM_UP' : 'STREAM_DOWN' }), [open, send]);
}
