// The member shell's live part (machines/member-shell.machine.ts), shared through React context:
// its lists and stream are its children, and screens hear what the server pushed as its emitted
// events. Outside the shell (guest pages, a screen tested alone) there is none, and these hooks
// do nothing.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useEffectEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LiveStreamEmitted } from '../../machines/live-stream.machine.ts';
import type { Flows } from './flows.ts';

export type MemberShellActor = ActorRefFrom<Flows['memberShell']>;
export type LiveStreamActor = ActorRefFrom<Flows['liveStream']>;
export type NotificationsActor = ActorRefFrom<Flows['notifications']>;
export type PresenceActor = ActorRefFrom<Flows['presence']>;

const MemberShellContext = createContext<MemberShellActor | null>(null);

export function MemberShellProvider({ shell, children }: { shell: MemberShellActor; children: ReactNode }) {
  return <MemberShellContext.Provider value={shell}>{children}</MemberShellContext.Provider>;
}

export function useMemberShell(): MemberShellActor | null {
  return useContext(MemberShellContext);
}

/** The shell's live stream; null outside the shell. */
export function useLiveStream(): LiveStreamActor | null {
  const shell = useMemberShell();
  return (shell?.getSnapshot().children.liveStream as LiveStreamActor | undefined) ?? null;
}

/** Who is online, while some list shows it (see OnlineUsersList); null otherwise. */
export function usePresence(): PresenceActor | null {
  const shell = useMemberShell();
  return useSelector(shell ?? undefined, (snapshot) => (snapshot?.children.presence as PresenceActor | undefined) ?? null);
}

export type LiveEventOf<T extends LiveStreamEmitted['type']> = Extract<LiveStreamEmitted, { type: T }>;

/** Calls `handler` with each event of the given type the server pushes (screens' own reloads). */
export function useLiveEvent<T extends LiveStreamEmitted['type']>(type: T, handler: (event: LiveEventOf<T>) => void): void {
  const shell = useMemberShell();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!shell) return;
    const subscription = shell.on(type, (event) => onEvent(event as LiveEventOf<T>));
    return () => subscription.unsubscribe();
  }, [shell, type]);
}
