// Register: all fields are required here; the server's first message per field is shown under
// it (the confirmation has no slot: a mismatch is reported under password). Earlier messages go
// away on each attempt; nothing typed is lost. Success signs the session in, still unverified.
import { assign, fromPromise, setup } from 'xstate';
import { firstFieldErrors } from '../contract/failure.ts';
import type { RegisterRequest, RegisterResponse } from '../contract/wire.ts';
import { formFields, type FieldChanged } from './form-fields.ts';

export const REGISTER_FIELDS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'password_confirmation',
  'address',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;

const registerForm = formFields<RegisterField>({ fields: REGISTER_FIELDS });

/** What the sign-up screen shows: the fields locked and Sign up spinning. */
export type RegisterTag = 'signingUp';

/** The fields with a place for the server's message. */
const FIELDS_WITH_ERRORS = ['first_name', 'last_name', 'username', 'email', 'password', 'address'] as const;
export type RegisterErrors = Partial<Record<(typeof FIELDS_WITH_ERRORS)[number], string>>;

function shownErrors(error: unknown): RegisterErrors {
  const errors = firstFieldErrors(error);
  return Object.fromEntries(FIELDS_WITH_ERRORS.filter((field) => field in errors).map((field) => [field, errors[field]]));
}

/** Passwords are sent as typed; other fields without surrounding spaces. */
function registerRequest(values: RegisterValues): RegisterRequest {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    username: values.username,
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    address: values.address.trim(),
  };
}

export interface RegisterContext {
  values: RegisterValues;
  errors: RegisterErrors;
}

export type RegisterEvent = FieldChanged<RegisterField> | { type: 'SUBMIT' };

export interface Registered {
  token: string;
  email: string;
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    tags: {} as RegisterTag,
  },
  actors: {
    register: fromPromise<RegisterResponse, RegisterRequest>(async () => {
      throw new Error('register is provided by the app');
    }),
  },
  actions: {
    signIn: (_, _registered: Registered) => {},
    notifyFailed: () => {},
  },
  guards: {
    isFilled: registerForm.isFilled,
    hasFieldErrors: ({ event }) => 'error' in event && Object.keys(shownErrors(event.error)).length > 0,
  },
}).createMachine({
  description: 'Formulir daftar akun',
  id: 'register',
  context: { values: registerForm.empty, errors: {} },
  initial: 'idle',
  states: {
    idle: {
      description: 'Formulir daftar siap diisi (pesan galat tampil di bawah kolomnya)',
      on: {
        FIELD_CHANGED: {
          description: 'Anggota mengetik di salah satu kolom formulir daftar',
          actions: assign({ values: registerForm.afterTyping }),
        },
        SUBMIT: { description: 'Anggota menekan ‘Sign Up’, semua kolom sudah terisi', guard: 'isFilled', target: 'submitting' },
      },
    },
    submitting: {
      description: 'Mengirim data pendaftaran ke server',
      tags: ['signingUp'],
      entry: assign({ errors: {} }),
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registerRequest(context.values),
        onDone: {
          description: 'Server mendaftarkan akun → anggota masuk dan diarahkan ke verifikasi OTP',
          target: 'registered',
          actions: {
            type: 'signIn',
            params: ({ context, event }) => ({ token: event.output.token, email: context.values.email.trim() }),
          },
        },
        onError: [
          {
            description: 'Server menolak isian → pesan dari server tampil di bawah kolom yang salah, isian tetap ada',
            guard: 'hasFieldErrors',
            target: 'idle',
            actions: assign({ errors: ({ event }) => shownErrors(event.error) }),
          },
          {
            description: 'Pendaftaran gagal tanpa pesan per kolom → layar menampilkan ‘Pendaftaran gagal, coba lagi nanti’',
            target: 'idle',
            actions: 'notifyFailed',
          },
        ],
      },
    },
    registered: { description: 'Akun terdaftar; anggota masuk, belum terverifikasi', type: 'final' },
  },
});
