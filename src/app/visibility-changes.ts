// Who the member sees changed: a block made or lifted (by either member: the server tells both
// over the live stream, `visibility_changed`), or a mute made or lifted in this tab (the server
// tells no one: a mute is silent). Screens that list other members' content (feed, profile,
// opened post, search results, who is online) load again when it happens.
import { useEffect, useEffectEvent } from 'react';
import { LIVE_EVENT } from '../../contract/live-events.ts';
import type { SafetyChange } from '../../machines/member-safety.machine.ts';
import { useLiveEvent, useLiveStream } from './live-stream.tsx';

type Listener = (change: SafetyChange) => void;

const listeners = new Set<Listener>();

/** Tells this tab's screens that the member blocked, muted, unblocked or unmuted someone. */
export function announceVisibilityChange(change: SafetyChange): void {
  listeners.forEach((listener) => listener(change));
}

const isBlockChange = ({ change }: SafetyChange) => change === 'blocked' || change === 'unblocked';

/** Calls `reload` whenever who the member sees changed. */
export function useVisibilityChange(reload: () => void): void {
  const live = useLiveStream();
  const onChange = useEffectEvent((change: SafetyChange) => {
    // An open stream brings the server's word on a block to this tab too: one reload is enough.
    if (isBlockChange(change) && live?.getSnapshot().hasTag('live')) return;
    reload();
  });
  useEffect(() => {
    const listener: Listener = (change) => onChange(change);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  useLiveEvent(LIVE_EVENT.visibilityChanged, () => reload());
}
