// Forgot password: the member types the registered e-mail and asks for a new password.
// After a first success the button offers a resend; every failure keeps the typed e-mail.
import { assign, fromPromise, setup } from 'xstate';
import { failureStatus, firstFieldErrors, retryAfterOf, type RetryAfter } from '../contract/failure.ts';

export interface ForgotPasswordContext {
  email: string;
  emailError: string | null;
  sentOnce: boolean;
}

export type ForgotPasswordEvent = { type: 'EMAIL_CHANGED'; email: string } | { type: 'SUBMIT' };

/** What the page shows: the send button spinning while the new password is asked for. */
export type ForgotPasswordTag = 'requestingPassword';

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    tags: {} as ForgotPasswordTag,
  },
  actors: {
    requestReset: fromPromise<void, { email: string }>(async () => {
      throw new Error('requestReset is provided by the app');
    }),
  },
  actions: {
    notifySent: () => {},
    notifyRateLimited: (_, _retry: RetryAfter) => {},
    notifyNotFound: () => {},
  },
  guards: {
    hasEmail: ({ context }) => context.email.trim() !== '',
    isRateLimited: ({ event }) => 'error' in event && failureStatus(event.error) === 429,
    isInvalidEmail: ({ event }) => 'error' in event && 'email' in firstFieldErrors(event.error),
  },
}).createMachine({
  description: 'Formulir lupa password',
  id: 'forgotPassword',
  context: { email: '', emailError: null, sentOnce: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'Formulir e-mail terdaftar siap diisi',
      on: {
        EMAIL_CHANGED: {
          description: 'Anggota mengetik di kolom ‘Email terdaftar’',
          actions: assign({ email: ({ event }) => event.email }),
        },
        SUBMIT: { description: 'Anggota menekan ‘Send reset password’ (atau ‘Resend reset password’), e-mail sudah terisi', guard: 'hasEmail', target: 'sending' },
      },
    },
    sending: {
      description: 'Meminta password baru ke server',
      tags: ['requestingPassword'],
      entry: assign({ emailError: null }),
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          description: 'Server mengirim password baru → layar menampilkan ‘Password terkirim, check email anda’',
          target: 'sent',
          actions: [assign({ sentOnce: true }), 'notifySent'],
        },
        onError: [
          {
            description: 'Server menjawab 429 → layar menampilkan ‘SPAM, coba lagi nanti’',
            guard: 'isRateLimited',
            target: 'idle',
            actions: { type: 'notifyRateLimited', params: ({ event }) => ({ retryAfterSeconds: retryAfterOf(event.error) }) },
          },
          {
            description: 'Server menolak bentuk e-mail → pesan dari server tampil di bawah kolom e-mail',
            guard: 'isInvalidEmail',
            target: 'idle',
            actions: assign({ emailError: ({ event }) => firstFieldErrors(event.error).email ?? null }),
          },
          { description: 'E-mail tidak terdaftar → layar menampilkan ‘Email tidak ditemukan’', target: 'idle', actions: 'notifyNotFound' },
        ],
      },
    },
    sent: {
      description: 'Password terkirim: tombol menawarkan kirim ulang',
      on: {
        EMAIL_CHANGED: {
          description: 'Anggota mengubah e-mail setelah password terkirim → formulir kembali siap dikirim',
          target: 'idle',
          actions: assign({ email: ({ event }) => event.email }),
        },
        SUBMIT: { description: 'Anggota menekan ‘Resend reset password’ → password baru diminta lagi', target: 'sending' },
      },
    },
  },
});
