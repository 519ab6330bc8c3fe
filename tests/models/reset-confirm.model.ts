// Sample inputs and events for the reset confirmation: a link with a readable e-mail (the server
// confirms or refuses) and one whose e-mail segment was not readable.
import { resetConfirmMachine, type ResetConfirmInput } from '../../machines/reset-confirm.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const readableLink: ResetConfirmInput = { token: 'r4nd0mT0ken', email: 'budi@contoh.id' };
export const unreadableLink: ResetConfirmInput = { token: 'r4nd0mT0ken', email: null };

const invalidText = 'Token reset password tidak valid, silahkan reset kembali';

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Saat dibuka POST /reset-password/{token}/{email} dengan e-mail yang sudah didekode',
    when: { event: 'xstate.init', to: 'loading' },
    request: {
      actor: 'confirmPasswordReset',
      input: { token: 'r4nd0mT0ken', email: 'budi@contoh.id' },
      sends: { endpoint: 'confirmPasswordReset', params: { token: 'r4nd0mT0ken', email: 'budi@contoh.id' } },
    },
    text: 'Loading...',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Enkode e-mail rusak: tidak ada yang dikirim, “Token reset password tidak valid”',
    when: { event: 'xstate.init', to: 'invalid' },
    noRequest: ['confirmPasswordReset'],
    text: { in: 'alert', says: invalidText },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Reset selesai: login dengan password baru',
    when: { event: 'xstate.done.actor.confirmPasswordReset' },
    text: 'Password reset berhasil, silahkan login dengan password yang baru',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Konfirmasi reset gagal memberi “Token reset password tidak valid”',
    when: { event: 'xstate.error.actor.confirmPasswordReset' },
    text: { in: 'alert', says: invalidText },
  },
];

export const resetConfirmModel = {
  expectations,
  machine: resetConfirmMachine,
  actors: ['confirmPasswordReset'],
  inputs: [readableLink, unreadableLink],
  events: [
    { type: 'xstate.done.actor.confirmPasswordReset', output: undefined },
    { type: 'xstate.error.actor.confirmPasswordReset', error: { status: 404, body: { status: false, message: 'Token not valid' } } },
    {
      type: 'xstate.error.actor.confirmPasswordReset',
      error: { status: 422, body: { status: false, message: 'Failed reset password, please try again to make reset request' } },
    },
  ],
};
