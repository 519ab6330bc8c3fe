// Change password: current, new and confirmation. A wrong current password (422) is said under
// the current field; validation messages of the new password are all shown, joined, under it.
// Success empties the form; a refusal keeps what was typed.
import { assign, fromPromise, setup } from 'xstate';
import { failureStatus, fieldMessages, firstFieldErrors } from '../contract/failure.ts';
import type { ChangePasswordRequest } from '../contract/wire.ts';
import { formFields, type FieldChanged } from './form-fields.ts';

export type ChangePasswordField = keyof ChangePasswordRequest;

/** Passwords are sent as typed, so spaces alone fill them. */
const passwordForm = formFields<ChangePasswordField>({
  fields: ['current_password', 'password', 'password_confirmation'],
  keptAsTyped: ['current_password', 'password', 'password_confirmation'],
});

/** What the form shows: the fields locked and Change Password spinning. */
export type ChangePasswordTag = 'savingPassword';

export interface ChangePasswordErrors {
  /** The server refused the current password (its text is the screen's). */
  currentPasswordWrong: boolean;
  currentPassword: string | null;
  newPassword: string | null;
}

export interface ChangePasswordContext {
  values: ChangePasswordRequest;
  errors: ChangePasswordErrors;
}

export type ChangePasswordEvent = FieldChanged<ChangePasswordField> | { type: 'SUBMIT' };

const noErrors: ChangePasswordErrors = { currentPasswordWrong: false, currentPassword: null, newPassword: null };

function validationErrors(error: unknown): ChangePasswordErrors {
  return {
    currentPasswordWrong: false,
    currentPassword: firstFieldErrors(error).current_password ?? null,
    newPassword: fieldMessages(error, 'password').join(' , ') || null,
  };
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as ChangePasswordTag,
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordRequest>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
  },
  actions: {
    notifyChanged: () => {},
    notifyFailed: () => {},
    /** The current user is loaded again: a password that came by mail is no longer flagged. */
    refreshCurrentUser: () => {},
  },
  guards: {
    isFilled: passwordForm.isFilled,
    isWrongCurrentPassword: ({ event }) => 'error' in event && failureStatus(event.error) === 422,
    hasFieldErrors: ({ event }) => {
      if (!('error' in event)) return false;
      const errors = validationErrors(event.error);
      return errors.currentPassword !== null || errors.newPassword !== null;
    },
  },
}).createMachine({
  description: 'Formulir ganti password',
  id: 'changePassword',
  context: { values: passwordForm.empty, errors: noErrors },
  initial: 'idle',
  states: {
    idle: {
      description: 'Formulir ganti password siap diisi (pesan galat tampil di bawah kolomnya)',
      on: {
        FIELD_CHANGED: {
          description: 'Anggota mengetik di salah satu kolom password',
          actions: assign({ values: passwordForm.afterTyping }),
        },
        SUBMIT: {
          description: 'Anggota menekan ‘Change Password’, ketiga kolom sudah terisi',
          guard: 'isFilled',
          target: 'submitting',
        },
      },
    },
    submitting: {
      description: 'Mengirim password lama dan baru ke server',
      tags: ['savingPassword'],
      entry: assign({ errors: noErrors }),
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.values,
        onDone: {
          description: 'Server mengganti password → formulir dikosongkan, layar menampilkan ‘Password berhasil dirubah’',
          target: 'idle',
          actions: [assign({ values: passwordForm.empty }), 'notifyChanged', 'refreshCurrentUser'],
        },
        onError: [
          {
            description: 'Server menjawab 422 → di bawah kolom password saat ini tampil ‘Password saat ini salah’',
            guard: 'isWrongCurrentPassword',
            target: 'idle',
            actions: assign({ errors: { ...noErrors, currentPasswordWrong: true } }),
          },
          {
            description: 'Server menolak password baru → pesan-pesan dari server tampil di bawah kolomnya, isian tetap ada',
            guard: 'hasFieldErrors',
            target: 'idle',
            actions: assign({ errors: ({ event }) => validationErrors(event.error) }),
          },
          {
            description: 'Ganti password gagal karena hal lain → layar menampilkan ‘Gagal mengganti password, coba lagi nanti’',
            target: 'idle',
            actions: 'notifyFailed',
          },
        ],
      },
    },
  },
});
