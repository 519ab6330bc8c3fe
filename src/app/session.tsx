// The one app-wide session actor, shared through React context.
import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SessionEvent } from '../../machines/session.machine.ts';
import type { Flows } from './flows.ts';

export type SessionActor = ActorRefFrom<Flows['session']>;
export type SessionSnapshot = SnapshotFrom<Flows['session']>;

const SessionContext = createContext<SessionActor | null>(null);

/** The provided session, for flows whose effects change it (sign in, verified). */
let boundSession: SessionActor | null = null;

export function sendToSession(event: SessionEvent): void {
  boundSession?.send(event);
}

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  boundSession = actor;
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession needs a SessionProvider');
  return actor;
}

export function useSessionSelector<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useSession(), selector, compare);
}
