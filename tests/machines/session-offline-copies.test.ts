// Signing out empties the service worker's caches through the session's named action (contract §18).
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.ts';
import type { PersonalUser } from '../../contract/wire.ts';

function signedInSession(forgetOfflineCopies: () => void) {
  const machine = sessionMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(async () => ({ email_verified_at: '2026-01-01T00:00:00Z' }) as PersonalUser),
      logout: fromPromise(async () => {}),
      followStorage: fromPromise(async () => {}) as never,
    },
    actions: { forgetOfflineCopies },
  });
  return createActor(machine, { input: { token: 'token', verified: true } }).start();
}

describe('the session and the offline copies', () => {
  it('forgets them when the member signs out, and not before', async () => {
    const forget = vi.fn();
    const session = signedInSession(forget);
    await waitFor(session, (snapshot) => snapshot.matches('signedIn'));
    expect(forget).not.toHaveBeenCalled();
    session.send({ type: 'SIGN_OUT' });
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'));
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('forgets them when the server no longer knows the token', async () => {
    const forget = vi.fn();
    const session = signedInSession(forget);
    await waitFor(session, (snapshot) => snapshot.matches('signedIn'));
    session.send({ type: 'UNAUTHENTICATED' });
    expect(forget).toHaveBeenCalledTimes(1);
  });
});
