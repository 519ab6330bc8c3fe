// The app-wide session given its real effects: the current-user call, sign out, storage.
import { fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine.ts';
import { logout } from '../../api/auth.ts';
import { tokenStore } from '../../api/token-store.ts';
import { fetchPersonalUser } from '../../api/users.ts';

export const sessionFlows = {
  session: sessionMachine.provide({
    actors: {
      fetchCurrentUser: fromPromise(async () => (await fetchPersonalUser()).data),
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
