// The app's flows: each pure machine given its real effects (API calls, storage, toasts).
// Tests take a flow from here and replace only its actors with stubs.
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../machines/forgot-password.machine.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { logout, requestPasswordReset } from '../api/auth.ts';
import { tokenStore } from '../api/token-store.ts';
import { fetchPersonalUser } from '../api/users.ts';
import { text } from '../text/catalogue.ts';
import { notify } from './notify.ts';

export const liveFlows = {
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

  forgotPassword: forgotPasswordMachine.provide({
    actors: {
      requestReset: fromPromise(async ({ input }: { input: { email: string } }) => {
        await requestPasswordReset(input.email);
      }),
    },
    actions: {
      notifySent: () => notify.success(text.forgotPassword.sent),
      notifyRateLimited: () => notify.error(text.forgotPassword.spam),
      notifyNotFound: () => notify.error(text.forgotPassword.notFound),
    },
  }),
};

export type Flows = typeof liveFlows;
