// A session that is already signed in, as member screens find it once the route gate let them in
// (the gate waits for the first current user), so cards know the viewer from their first render.
import { createActor } from 'xstate';
import type { PersonalUser } from '../../contract/wire.ts';
import { liveFlows } from './live-flows.ts';
import type { SessionActor } from '../../src/app/session.tsx';

export function signedInSession(user: PersonalUser): SessionActor {
  const logic = liveFlows.session;
  const snapshot = logic.resolveState({
    value: 'signedIn',
    context: { token: 'test-token', verified: true, email: null, user, landing: null, revokingToken: null, checkFailed: false, signedOutBecause: null },
  });
  // The input only starts a fresh session; the snapshot given here replaces it.
  return createActor(logic, { snapshot, input: { token: 'test-token', verified: true } }).start();
}
