// A real session actor that starts signed out and, once signed in, loads the given member.
import { createActor, fromPromise } from 'xstate';
import type { PersonalUser } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import type { SessionActor } from '../../src/app/session.tsx';

export function guestSession(member: PersonalUser): SessionActor {
  const logic = liveFlows.session.provide({
    actors: {
      fetchCurrentUser: fromPromise(async () => member),
      logout: fromPromise(async () => {}),
    },
  });
  return createActor(logic, { input: { token: null, verified: false } }).start();
}
