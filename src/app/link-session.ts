// Starts the app-wide session, the one owner of the token, with the HTTP client linked to it:
// each call asks it for the token, and a 401 reaches it as an event.
import { createActor, type InspectionEvent } from 'xstate';
import { linkSession } from '../api/http.ts';
import type { StoredSession } from '../../machines/session.machine.ts';
import type { SessionFlows } from './flows/session.ts';
import type { SessionActor } from './session.tsx';

export function startSession(
  flow: SessionFlows['session'],
  stored: StoredSession,
  inspect?: (event: InspectionEvent) => void,
): SessionActor {
  const session = createActor(flow, { input: stored, inspect });
  // Linked before it starts: its first call (the current user) already carries the token.
  linkSession({
    token: () => session.getSnapshot().context.token,
    unauthenticated: (because) =>
      session.send(because === null ? { type: 'UNAUTHENTICATED' } : { type: 'SIGNED_OUT_BY_SERVER', message: because }),
  });
  return session.start();
}
