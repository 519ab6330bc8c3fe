// Sample events for the forgot-password machine: typing, submitting and every server answer.
import { forgotPasswordMachine } from '../../machines/forgot-password.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

const answered = 'xstate.done.actor.requestReset';
const failed = 'xstate.error.actor.requestReset';

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'POST /reset-password mengirim e-mail',
    when: { event: 'SUBMIT', to: 'sending' },
    request: { actor: 'requestReset', input: { email: 'budi@contoh.id' }, sends: { endpoint: 'requestPasswordReset', body: { email: 'budi@contoh.id' } } },
  },
  {
    spec: '§8 Error catalogue',
    name: 'E-mail reset terkirim memberi toast “Password terkirim, check email anda”',
    when: { event: answered },
    actions: ['notifySent'],
    text: { in: 'toast', says: 'Password terkirim, check email anda' },
  },
  {
    spec: '§1 What the product does',
    name: 'Password yang terlupa direset lewat e-mail: e-mail yang diketik dikirim, anggota diminta memeriksa e-mailnya',
    when: { event: answered, from: 'sending' },
    actions: ['notifySent'],
    text: { in: 'toast', says: 'check email anda' },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Setelah berhasil tombol bertuliskan “Resend reset password”',
    when: { event: answered },
    text: 'Resend reset password',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Lupa password 429 memberi “SPAM, coba lagi nanti”',
    when: { event: failed, with: { error: { status: 429 } } },
    actions: ['notifyRateLimited'],
    text: { in: 'toast', says: 'SPAM, coba lagi nanti' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Lupa password gagal karena hal lain memberi “Email tidak ditemukan”',
    when: { event: failed, with: { error: { body: { message: 'We cant find that email' } } } },
    actions: ['notifyNotFound'],
    text: { in: 'toast', says: 'Email tidak ditemukan' },
  },
];

export const forgotPasswordModel = {
  expectations,
  machine: forgotPasswordMachine,
  actors: ['requestReset'],
  events: [
    { type: 'EMAIL_CHANGED', email: 'budi@contoh.id' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.requestReset', output: { status: true, message: 'New password send to your mail' } },
    { type: 'xstate.error.actor.requestReset', error: { status: 429, body: { status: false, message: 'Too Many Attempts.' } } },
    {
      type: 'xstate.error.actor.requestReset',
      error: { status: 400, body: { validation_errors: { email: ['Email tidak valid'] } } },
    },
    { type: 'xstate.error.actor.requestReset', error: { status: 400, body: { status: false, message: 'We cant find that email' } } },
  ],
};
