// Login: the member signs in with e-mail or username and password. Success signs the session in
// and ends the flow holding whether the e-mail is verified, which decides the next screen.
// A refusal keeps everything typed; a suspended member is told until when (contract §16).
import { assign, fromPromise, setup } from 'xstate';
import { failureStatus, isApiFailure, retryAfterOf, type RetryAfter } from '../contract/failure.ts';
import { suspendedLoginMessage } from '../contract/moderation.ts';
import type { LoginRequest, LoginResponse } from '../contract/wire.ts';
import { formFields, type FieldChanged } from './form-fields.ts';

export type LoginField = keyof LoginRequest;

/** The password is sent as typed, so spaces alone fill it. */
const loginForm = formFields<LoginField>({ fields: ['user_mail', 'password'], keptAsTyped: ['password'] });

/** What the login screen shows: the fields locked and Sign in spinning. */
export type LoginTag = 'signingIn';

export interface LoginContext {
  values: LoginRequest;
  verified: boolean;
}

export type LoginEvent = FieldChanged<LoginField> | { type: 'SUBMIT' };

export interface SignedIn {
  token: string;
  verified: boolean;
}

/** The server's words for a suspension, which carry its end date ("Akun ditangguhkan hingga …"). */
function suspensionOf(error: unknown): { message: string } {
  const message = isApiFailure(error) ? (error.body as { message?: unknown } | null)?.message : undefined;
  return { message: typeof message === 'string' ? message : suspendedLoginMessage(null) };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as LoginTag,
  },
  actors: {
    login: fromPromise<LoginResponse, LoginRequest>(async () => {
      throw new Error('login is provided by the app');
    }),
  },
  actions: {
    signIn: (_, _signedIn: SignedIn) => {},
    notifyRateLimited: (_, _retry: RetryAfter) => {},
    notifyInvalid: () => {},
    notifySuspended: (_, _suspension: { message: string }) => {},
  },
  guards: {
    isFilled: loginForm.isFilled,
    isRateLimited: ({ event }) => 'error' in event && failureStatus(event.error) === 429,
    isSuspended: ({ event }) => 'error' in event && failureStatus(event.error) === 403,
  },
}).createMachine({
  description: 'Formulir login',
  id: 'login',
  context: { values: loginForm.empty, verified: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'Formulir login siap diisi',
      on: {
        FIELD_CHANGED: {
          description: 'Anggota mengetik di kolom Email / Username atau Password',
          actions: assign({ values: loginForm.afterTyping }),
        },
        SUBMIT: { description: 'Anggota menekan ‘Sign in’, kedua kolom sudah terisi', guard: 'isFilled', target: 'submitting' },
      },
    },
    submitting: {
      description: 'Mengirim data login ke server',
      tags: ['signingIn'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ user_mail: context.values.user_mail.trim(), password: context.values.password }),
        onDone: {
          description: 'Server menerima login',
          target: 'signedIn',
          actions: [
            assign({ verified: ({ event }) => event.output.verified === true }),
            {
              type: 'signIn',
              params: ({ event }) => ({ token: event.output.token, verified: event.output.verified === true }),
            },
          ],
        },
        onError: [
          {
            description: 'Server menjawab 429: layar menampilkan “SPAM, coba lagi nanti”',
            guard: 'isRateLimited',
            target: 'idle',
            actions: { type: 'notifyRateLimited', params: ({ event }) => ({ retryAfterSeconds: retryAfterOf(event.error) }) },
          },
          {
            description: 'Server menjawab 403 (akun ditangguhkan): layar menampilkan pesan server “Akun ditangguhkan hingga …”',
            guard: 'isSuspended',
            target: 'idle',
            actions: { type: 'notifySuspended', params: ({ event }) => suspensionOf(event.error) },
          },
          { description: 'Server menolak: layar menampilkan “Data tidak valid 😟”', target: 'idle', actions: 'notifyInvalid' },
        ],
      },
    },
    signedIn: { description: 'Anggota sudah masuk', type: 'final' },
  },
});
