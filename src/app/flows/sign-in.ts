// The guest screens' flows (sign in, register, verify the e-mail, reset a forgotten password),
// built from their dependencies: the auth calls, toasts, and the session they sign in and verify.
// Apart from the member's account flows so that a guest's screens carry none of those machines.
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine.ts';
import { loginMachine } from '../../../machines/login.machine.ts';
import { otpVerificationMachine } from '../../../machines/otp-verification.machine.ts';
import { registerMachine } from '../../../machines/register.machine.ts';
import { resetConfirmMachine } from '../../../machines/reset-confirm.machine.ts';
import { confirmPasswordReset, login, register, requestPasswordReset, resendOtp, verifyOtp } from '../../api/auth.ts';
import type { LoginRequest, RegisterRequest } from '../../../contract/wire.ts';
import type { RetryAfter } from '../../../contract/failure.ts';
import { text } from '../../text/sign-in-texts.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';

/** The toast's second line when the server said when trying again makes sense. */
const tryAgainIn = ({ retryAfterSeconds }: RetryAfter) =>
  retryAfterSeconds === null ? undefined : text.common.tryAgainIn(retryAfterSeconds);

export const signInApi = {
  login,
  register,
  verifyOtp,
  resendOtp,
  requestPasswordReset,
  confirmPasswordReset,
};

export function createSignInFlows({ api, notify, session }: FlowDeps<typeof signInApi>) {
  return lazyFlows({
    login: () => loginMachine.provide({
      actors: {
        login: fromPromise(async ({ input }: { input: LoginRequest }) => api.login(input)),
      },
      actions: {
        signIn: (_, { token, verified }) => session.send({ type: 'SIGNED_IN', token, verified }),
        notifyRateLimited: (_, retry: RetryAfter) => notify.error(text.login.spam, { detail: tryAgainIn(retry) }),
        notifyInvalid: () => notify.error(text.login.invalid),
        notifySuspended: (_, { message }) => notify.error(message),
      },
    }),

    register: () => registerMachine.provide({
      actors: {
        register: fromPromise(async ({ input }: { input: RegisterRequest }) => api.register(input)),
      },
      actions: {
        // The OTP screen shows where the code was sent (spec §2: the e-mail the session keeps).
        signIn: (_, { token, email }) => session.send({ type: 'SIGNED_IN', token, verified: false, email }),
        notifyFailed: () => notify.error(text.register.failed),
      },
    }),

    otpVerification: () => otpVerificationMachine.provide({
      actors: {
        verifyOtp: fromPromise(async ({ input }: { input: { otpCode: string } }) => {
          await api.verifyOtp(input.otpCode);
        }),
        resendOtp: fromPromise(async () => {
          await api.resendOtp();
        }),
      },
      actions: {
        markVerified: () => session.send({ type: 'VERIFIED' }),
        signOut: () => session.send({ type: 'SIGN_OUT' }),
        notifyInvalidCode: () => notify.error(text.otp.invalid),
        notifyVerifyFailed: () => notify.error(text.otp.failed),
        notifyResent: () => notify.success(text.otp.resent),
        notifyRateLimited: (_, retry: RetryAfter) => notify.error(text.otp.spam, { detail: tryAgainIn(retry) }),
        notifyResendFailed: () => notify.error(text.otp.failed),
      },
    }),

    forgotPassword: () => forgotPasswordMachine.provide({
      actors: {
        requestReset: fromPromise(async ({ input }: { input: { email: string } }) => {
          await api.requestPasswordReset(input.email);
        }),
      },
      actions: {
        notifySent: () => notify.success(text.forgotPassword.sent),
        notifyRateLimited: (_, retry: RetryAfter) => notify.error(text.forgotPassword.spam, { detail: tryAgainIn(retry) }),
        notifyNotFound: () => notify.error(text.forgotPassword.notFound),
      },
    }),

    resetConfirm: () => resetConfirmMachine.provide({
      actors: {
        confirmPasswordReset: fromPromise(async ({ input }: { input: { token: string; email: string } }) => {
          await api.confirmPasswordReset(input.token, input.email);
        }),
      },
    }),
  });
}

export type SignInFlows = ReturnType<typeof createSignInFlows>;

/** The guest screens' flows of this app. */
export const useSignInFlows = areaFlowsHook(createSignInFlows, signInApi);
