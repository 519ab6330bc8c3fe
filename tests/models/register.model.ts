// Sample events for the register machine, as a person sends them: the form filled top to bottom
// (the username with characters that get stripped and more than fit), then submitted; after
// field errors the username is corrected and the form sent again. Every server answer is tried
// after each submit. (Offering every field at every step would make each combination of filled
// fields its own state.)
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { REGISTER_FIELDS, registerMachine, type RegisterContext, type RegisterField } from '../../machines/register.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const typedValues: Record<RegisterField, string> = {
  first_name: 'Budi',
  last_name: 'Santoso',
  username: `budi santoso!@fans_${'x'.repeat(40)}`,
  email: 'budi@contoh.id',
  password: 'rahasia123',
  password_confirmation: 'rahasia123',
  address: 'Jalan Merdeka 1',
};

export const correctedUsername = 'budi_baru';

export const serverFieldErrors = {
  first_name: ['Nama depan minimal 3 karakter'],
  last_name: ['Nama belakang minimal 3 karakter'],
  username: ['Username sudah dipakai', 'Username terlalu panjang'],
  email: ['Email sudah dipakai'],
  password: ['Password minimal 6 karakter'],
  address: ['Alamat maksimal 255 karakter'],
  password_confirmation: ['Konfirmasi tidak punya tempat'],
};

const changed = (field: RegisterField, value: string) => ({ type: 'FIELD_CHANGED', field, value });

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.register', output: { status: true, message: 'Success Registration', token: 'token-baru' } },
  { type: 'xstate.error.actor.register', error: { status: 400, body: { validation_errors: serverFieldErrors } } },
  { type: 'xstate.error.actor.register', error: { status: 0, body: null } },
];

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { values, errors } = snapshot.context as RegisterContext;
  const nextEmpty = REGISTER_FIELDS.find((field) => values[field] === '');
  if (nextEmpty) return [changed(nextEmpty, typedValues[nextEmpty])];
  const hasErrors = Object.keys(errors).length > 0;
  return hasErrors && values.username !== correctedUsername
    ? [changed('username', correctedUsername), { type: 'SUBMIT' }]
    : [{ type: 'SUBMIT' }];
}

/** The typed username with only letters, digits, _ and @ kept, cut to 50 characters. */
const strippedUsername = `budisantoso@fans_${'x'.repeat(33)}`;

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'POST /register mengirim tujuh kolom, username dibersihkan',
    when: { event: 'SUBMIT', to: 'submitting' },
    request: {
      actor: 'register',
      input: ({ events }) => ({
        first_name: 'Budi',
        last_name: 'Santoso',
        username: events.some((event) => event.value === correctedUsername) ? correctedUsername : strippedUsername,
        email: 'budi@contoh.id',
        password: 'rahasia123',
        password_confirmation: 'rahasia123',
        address: 'Jalan Merdeka 1',
      }),
      sends: (_path, body) => ({ endpoint: 'register', body }),
    },
  },
  {
    spec: '§4 States and transitions',
    name: 'Registrasi berhasil menyimpan token dan e-mail',
    when: { event: 'xstate.done.actor.register' },
    actions: [{ type: 'signIn', params: { token: 'token-baru', email: 'budi@contoh.id' } }],
  },
  {
    spec: '§1 What the product does',
    name: 'Setelah mendaftar anggota memverifikasi e-mailnya dengan kode sekali pakai (OTP): aplikasi pindah ke /auth/verification',
    when: { event: 'xstate.done.actor.register' },
    text: '/auth/verification',
  },
  {
    spec: '§5 Validation rules',
    name: 'Registrasi menampilkan pesan server pertama di bawah tiap kolom',
    when: { event: 'xstate.error.actor.register', with: { error: { status: 400 } } },
    text: [
      'Nama depan minimal 3 karakter',
      'Nama belakang minimal 3 karakter',
      'Username sudah dipakai',
      'Email sudah dipakai',
      'Password minimal 6 karakter',
      'Alamat maksimal 255 karakter',
    ],
  },
];

export const registerModel = {
  expectations,
  machine: registerMachine,
  actors: ['register'],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
