// Reset-password confirmation: opening the mailed link confirms the reset at once. A link whose
// e-mail segment could not be decoded is invalid without asking the server.
import { fromPromise, setup } from 'xstate';

export interface ResetConfirmInput {
  token: string;
  /** The e-mail from the link, decoded; null when the link's segment was not readable. */
  email: string | null;
}

/** What the page shows: a spinner while the reset is confirmed. */
export type ResetConfirmTag = 'confirmingReset';

export const resetConfirmMachine = setup({
  types: {
    context: {} as ResetConfirmInput,
    input: {} as ResetConfirmInput,
    tags: {} as ResetConfirmTag,
  },
  actors: {
    confirmPasswordReset: fromPromise<void, { token: string; email: string }>(async () => {
      throw new Error('confirmPasswordReset is provided by the app');
    }),
  },
  guards: {
    hasEmail: ({ context }) => context.email !== null,
  },
}).createMachine({
  description: 'Konfirmasi reset password dari tautan e-mail',
  id: 'resetConfirm',
  context: ({ input }) => ({ token: input.token, email: input.email }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Membaca e-mail dari tautan',
      always: [
        { description: 'E-mail pada tautan terbaca → reset password dikonfirmasi ke server', guard: 'hasEmail', target: 'loading' },
        {
          description: 'E-mail pada tautan tidak terbaca → layar menampilkan ‘Token reset password tidak valid, silahkan reset kembali’',
          target: 'invalid',
        },
      ],
    },
    loading: {
      description: 'Mengonfirmasi reset password ke server',
      tags: ['confirmingReset'],
      invoke: {
        id: 'confirmPasswordReset',
        src: 'confirmPasswordReset',
        // Only reached with an e-mail (see opening).
        input: ({ context }) => ({ token: context.token, email: context.email ?? '' }),
        onDone: {
          description: 'Server menerima reset → layar menampilkan ‘Password reset berhasil, silahkan login dengan password yang baru’',
          target: 'success',
        },
        onError: {
          description: 'Server menolak token → layar menampilkan ‘Token reset password tidak valid, silahkan reset kembali’',
          target: 'invalid',
        },
      },
    },
    success: { description: 'Layar mengatakan reset berhasil, silakan login dengan password baru', type: 'final' },
    invalid: { description: 'Layar mengatakan token reset tidak valid', type: 'final' },
  },
});
