// The app-wide session, built from its dependencies: the current-user and sign-out calls, and
// the browser's storage that carries the session across reloads and tabs.
import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type SessionEvent } from '../../../machines/session.machine.ts';
import { logout } from '../../api/auth.ts';
import type { tokenStore } from '../../api/token-store.ts';
import { failureStatus } from '../../../contract/failure.ts';
import { fetchPersonalUser } from '../../api/users.ts';
import { forgetOfflineCopies } from '../offline/offline-copies.ts';

/**
 * Leaving the page (reload, another address) cancels a running call, which then fails like an
 * unreachable server. The page is gone within this time, so only a failure that outlives it
 * ends the session.
 */
const LEAVING_PAGE_MS = 1000;

export const sessionApi = { fetchPersonalUser, logout };

export interface SessionDeps {
  api: typeof sessionApi;
  /** Where the browser keeps the session. */
  storage: typeof tokenStore;
}

export function createSessionFlows({ api, storage }: SessionDeps) {
  async function fetchCurrentUser() {
    try {
      return (await api.fetchPersonalUser()).data;
    } catch (failure) {
      if (failureStatus(failure) === 0) await new Promise((resolve) => setTimeout(resolve, LEAVING_PAGE_MS));
      throw failure;
    }
  }

  return {
    session: sessionMachine.provide({
      actors: {
        fetchCurrentUser: fromPromise(fetchCurrentUser),
        logout: fromPromise(async ({ input }: { input: { token: string | null } }) => {
          if (input.token) await api.logout(input.token);
        }),
        followStorage: fromCallback<SessionEvent>(({ sendBack }) =>
          storage.follow((stored) => sendBack({ type: 'STORAGE_CHANGED', stored })),
        ),
      },
      actions: {
        storeSession: (_, stored) => storage.write(stored),
        clearStorage: () => storage.clear(),
        forgetOfflineCopies: () => void forgetOfflineCopies(),
      },
    }),
  };
}

export type SessionFlows = ReturnType<typeof createSessionFlows>;
