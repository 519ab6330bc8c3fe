// The app-wide session given its real effects: the current-user call, sign out, storage.
import { fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine.ts';
import { logout } from '../../api/auth.ts';
import { failureStatus } from '../../../contract/failure.ts';
import { tokenStore } from '../../api/token-store.ts';
import { fetchPersonalUser } from '../../api/users.ts';

/**
 * Leaving the page (reload, another address) cancels a running call, which then fails like an
 * unreachable server. The page is gone within this time, so only a failure that outlives it
 * ends the session.
 */
const LEAVING_PAGE_MS = 1000;

async function fetchCurrentUser() {
  try {
    return (await fetchPersonalUser()).data;
  } catch (failure) {
    if (failureStatus(failure) === 0) await new Promise((resolve) => setTimeout(resolve, LEAVING_PAGE_MS));
    throw failure;
  }
}

export const sessionFlows = {
  session: sessionMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(fetchCurrentUser),
      logout: fromPromise(async ({ input }: { input: { token: string | null } }) => {
        if (input.token) await logout(input.token);
      }),
    },
    actions: {
      storeSession: (_, stored) => {
        if (stored.token) tokenStore.setToken(stored.token);
        tokenStore.setVerified(stored.verified);
      },
      clearStorage: () => tokenStore.clear(),
    },
  }),
};
