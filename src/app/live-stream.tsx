// The member shell's live part (machines/member-shell.machine.ts), shared through React context:
// its lists and stream are its children, and screens' actors link to it (shell-link.ts) to hear
// what the server pushed. Outside the shell (guest pages, a screen tested alone) there is none,
// and these hooks give null.
import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
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

/** Who is online, while some list shows it (see OnlineUsersList); null otherwise. */
export function usePresence(): PresenceActor | null {
  const shell = useMemberShell();
  return useSelector(shell ?? undefined, (snapshot) => (snapshot?.children.presence as PresenceActor | undefined) ?? null);
}
