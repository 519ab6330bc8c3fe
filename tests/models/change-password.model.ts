// Sample events for changing the password, as a person sends them: the three fields filled in
// order, then submitted; after field errors the new password is corrected and sent again. Every
// server answer is tried after each submit.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ChangePasswordContext, ChangePasswordField } from '../../machines/change-password.machine.ts';
import { changePasswordMachine } from '../../machines/change-password.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const typedValues: Record<ChangePasswordField, string> = {
  current_password: 'rahasia123',
  password: 'baru1',
  password_confirmation: 'baru1',
};

export const correctedPassword = 'barulebihpanjang';

export const passwordMessages = ['Password minimal 6 karakter', 'Konfirmasi password tidak sesuai'];
export const currentPasswordMessage = 'Password saat ini harus diisi';

const FIELD_ORDER: ChangePasswordField[] = ['current_password', 'password', 'password_confirmation'];

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.changePassword', output: undefined },
  {
    type: 'xstate.error.actor.changePassword',
    error: { status: 422, body: { status: false, message: 'Current password not match' } },
  },
  {
    type: 'xstate.error.actor.changePassword',
    error: {
      status: 400,
      body: { validation_errors: { current_password: [currentPasswordMessage], password: passwordMessages } },
    },
  },
  { type: 'xstate.error.actor.changePassword', error: { status: 0, body: null } },
];

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { values, errors } = snapshot.context as ChangePasswordContext;
  const nextEmpty = FIELD_ORDER.find((field) => values[field] === '');
  if (nextEmpty) return [{ type: 'FIELD_CHANGED', field: nextEmpty, value: typedValues[nextEmpty] }];
  const refused = errors.currentPasswordWrong || errors.currentPassword !== null || errors.newPassword !== null;
  return refused && values.password !== correctedPassword
    ? [{ type: 'FIELD_CHANGED', field: 'password', value: correctedPassword }, { type: 'SUBMIT' }]
    : [{ type: 'SUBMIT' }];
}

const failed = 'xstate.error.actor.changePassword';

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'PUT /reset-password mengirim current_password, password, password_confirmation',
    when: { event: 'SUBMIT', to: 'submitting' },
    request: {
      actor: 'changePassword',
      input: ({ events }) => ({
        current_password: 'rahasia123',
        password: events.some((event) => event.value === correctedPassword) ? correctedPassword : 'baru1',
        password_confirmation: 'baru1',
      }),
      sends: (_path, body) => ({ endpoint: 'changePassword', body }),
    },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Password diganti memberi toast “Password berhasil dirubah”',
    when: { event: 'xstate.done.actor.changePassword' },
    actions: ['notifyChanged'],
    text: { in: 'toast', says: 'Password berhasil dirubah' },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Password diganti: pengguna saat ini dimuat ulang, pertanyaan soal password dari email reset selesai',
    when: { event: 'xstate.done.actor.changePassword' },
    actions: ['refreshCurrentUser'],
  },
  {
    spec: '§8 Error catalogue',
    name: 'Ganti password 422 menampilkan “Password saat ini salah”',
    when: { event: failed, with: { error: { status: 422 } } },
    text: { in: { fieldError: 'Password saat ini' }, says: 'Password saat ini salah' },
  },
  {
    spec: '§5 Validation rules',
    name: 'Ganti password menggabungkan validation_errors.password dengan “ , ”',
    when: { event: failed, with: { error: { status: 400 } } },
    text: { in: { fieldError: 'Password Baru' }, says: 'Password minimal 6 karakter , Konfirmasi password tidak sesuai' },
  },
];

export const changePasswordModel = {
  expectations,
  machine: changePasswordMachine,
  actors: ['changePassword'],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
