// Session and account flows given their real effects (API calls, storage, toasts).
import { fromPromise } from 'xstate';
import { accountMachine } from '../../../machines/account.machine.ts';
import { changePasswordMachine } from '../../../machines/change-password.machine.ts';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine.ts';
import { loginMachine } from '../../../machines/login.machine.ts';
import { otpVerificationMachine } from '../../../machines/otp-verification.machine.ts';
import { registerMachine } from '../../../machines/register.machine.ts';
import { resetConfirmMachine } from '../../../machines/reset-confirm.machine.ts';
import {
  changePassword,
  confirmPasswordReset,
  login,
  register,
  requestPasswordReset,
  resendOtp,
  verifyOtp,
} from '../../api/auth.ts';
import { tokenStore } from '../../api/token-store.ts';
import { fetchAccount } from '../../api/users.ts';
import type { ChangePasswordRequest, LoginRequest, RegisterRequest } from '../../../contract/wire.ts';
import { text } from '../../text/catalogue.ts';
import { notify } from '../notify.ts';
import { sendToSession } from '../session.tsx';

/**
 * Signing in from login or register: the browser keeps the session and the screen moves on; the
 * route gate picks the stored session up on arrival. Telling the session at once would let the
 * gate, still on the sign-in screen, redirect first (to the feed, where an unverified member
 * coming from login is let through).
 */
function storeSignedIn(token: string, verified: boolean): void {
  tokenStore.setToken(token);
  tokenStore.setVerified(verified);
}

export const accountFlows = {
  login: loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input }: { input: LoginRequest }) => login(input)),
    },
    actions: {
      signIn: (_, { token, verified }) => storeSignedIn(token, verified),
      notifyRateLimited: () => notify.error(text.login.spam),
      notifyInvalid: () => notify.error(text.login.invalid),
    },
  }),

  register: registerMachine.provide({
    actors: {
      register: fromPromise(async ({ input }: { input: RegisterRequest }) => register(input)),
    },
    actions: {
      signIn: (_, { token, email }) => {
        // The OTP screen shows where the code was sent.
        tokenStore.setEmail(email);
        storeSignedIn(token, false);
      },
      notifyFailed: () => notify.error(text.register.failed),
    },
  }),

  otpVerification: otpVerificationMachine.provide({
    actors: {
      verifyOtp: fromPromise(async ({ input }: { input: { otpCode: string } }) => {
        await verifyOtp(input.otpCode);
      }),
      resendOtp: fromPromise(async () => {
        await resendOtp();
      }),
    },
    actions: {
      markVerified: () => {
        tokenStore.removeEmail();
        sendToSession({ type: 'VERIFIED' });
      },
      signOut: () => sendToSession({ type: 'SIGN_OUT' }),
      notifyInvalidCode: () => notify.error(text.otp.invalid),
      notifyVerifyFailed: () => notify.error(text.otp.failed),
      notifyResent: () => notify.success(text.otp.resent),
      notifyRateLimited: () => notify.error(text.otp.spam),
      notifyResendFailed: () => notify.error(text.otp.failed),
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

  resetConfirm: resetConfirmMachine.provide({
    actors: {
      confirmPasswordReset: fromPromise(async ({ input }: { input: { token: string; email: string } }) => {
        await confirmPasswordReset(input.token, input.email);
      }),
    },
  }),

  account: accountMachine.provide({
    actors: {
      fetchAccount: fromPromise(async () => (await fetchAccount()).data),
    },
  }),

  changePassword: changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise(async ({ input }: { input: ChangePasswordRequest }) => {
        await changePassword(input);
      }),
    },
    actions: {
      notifyChanged: () => notify.success(text.account.changed),
      notifyFailed: () => notify.error(text.account.failed),
    },
  }),
};

