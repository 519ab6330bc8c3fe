// Sample events for the session: navigations with and without a stored token, sign in from
// the login flow, verification, sign out, a 401 anywhere, and both server answers of each call.
import { sessionMachine } from '../../machines/session.machine.ts';
import type { PersonalUser } from '../../contract/wire.ts';

export const sessionUser: PersonalUser = {
  first_name: 'Budi',
  last_name: 'Santoso',
  username: 'budi',
  foto_profile: null,
  bio: null,
  address: null,
  phone_number: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  notification_list: null,
  readed_notif: 0,
};

export const storedSession = { token: 'stored-token', verified: true };

export const sessionModel = {
  machine: sessionMachine,
  actors: ['fetchCurrentUser', 'logout'],
  inputs: [storedSession, { token: null, verified: false }],
  events: [
    { type: 'NAVIGATED', route: 'explorer', stored: storedSession },
    { type: 'NAVIGATED', route: 'explorer', stored: { token: null, verified: false } },
    { type: 'NAVIGATED', route: 'login', stored: { token: null, verified: false } },
    { type: 'SIGNED_IN', token: 'stored-token', verified: true },
    { type: 'VERIFIED' },
    { type: 'SIGN_OUT' },
    { type: 'UNAUTHENTICATED' },
    { type: 'xstate.done.actor.fetchCurrentUser', output: sessionUser },
    { type: 'xstate.error.actor.fetchCurrentUser', error: { status: 401, body: { message: 'Unauthenticated.' } } },
    { type: 'xstate.done.actor.logout', output: undefined },
    { type: 'xstate.error.actor.logout', error: { status: 0, body: null } },
  ],
};
