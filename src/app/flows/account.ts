// The member's account flows (the account page, changing the password, the mailed-password
// notice), built from their dependencies: the account calls, toasts, and the session they refresh.
// The guest screens' flows are in ./sign-in.ts.
import { fromPromise } from 'xstate';
import { accountMachine } from '../../../machines/account.machine.ts';
import { changePasswordMachine } from '../../../machines/change-password.machine.ts';
import { mailedPasswordNoticeMachine } from '../../../machines/mailed-password-notice.machine.ts';
import { changePassword } from '../../api/auth.ts';
import { fetchAccount, keepMailedPassword } from '../../api/users.ts';
import type { ChangePasswordRequest } from '../../../contract/wire.ts';
import { text } from '../../text/catalogue.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';

export const accountApi = {
  changePassword,
  fetchAccount,
  keepMailedPassword,
};

export function createAccountFlows({ api, notify, session }: FlowDeps<typeof accountApi>) {
  return lazyFlows({
    account: () => accountMachine.provide({
      actors: {
        fetchAccount: fromPromise(async () => (await api.fetchAccount()).data),
      },
    }),

    changePassword: () => changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }: { input: ChangePasswordRequest }) => {
          await api.changePassword(input);
        }),
      },
      actions: {
        notifyChanged: () => notify.success(text.account.changed),
        notifyFailed: () => notify.error(text.account.failed),
        refreshCurrentUser: () => session.send({ type: 'PROFILE_CHANGED' }),
      },
    }),

    mailedPasswordNotice: () => mailedPasswordNoticeMachine.provide({
      actors: {
        keepMailedPassword: fromPromise(async () => {
          await api.keepMailedPassword();
        }),
      },
      actions: {
        refreshCurrentUser: () => session.send({ type: 'PROFILE_CHANGED' }),
        notifyKeepFailed: () => notify.error(text.account.mailedPassword.keepFailed),
      },
    }),
  });
}

export type AccountFlows = ReturnType<typeof createAccountFlows>;

/** The member's account flows of this app. */
export const useAccountFlows = areaFlowsHook(createAccountFlows, accountApi);
