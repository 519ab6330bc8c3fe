// Sample events for the login machine: typing both fields, submitting, and every server answer
// (a suspended member's refusal among them).
import { loginMachine } from '../../machines/login.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

const failed = 'xstate.error.actor.login';
const answered = 'xstate.done.actor.login';
const suspendedUntil = 'Akun ditangguhkan hingga 4 Desember 2026';

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'POST /login mengirim user_mail dan password sesuai ketikan',
    when: { event: 'SUBMIT', to: 'submitting' },
    request: {
      actor: 'login',
      input: { user_mail: 'budi@contoh.id', password: 'rahasia123' },
      sends: { endpoint: 'login', body: { user_mail: 'budi@contoh.id', password: 'rahasia123' } },
    },
  },
  {
    spec: '§4 States and transitions',
    name: 'Login berhasil menyimpan token, sudah terverifikasi',
    when: { event: answered, with: { output: { verified: true } } },
    actions: [{ type: 'signIn', params: { token: 'token-verified', verified: true } }],
  },
  {
    spec: '§4 States and transitions',
    name: 'Login berhasil menyimpan token, belum terverifikasi',
    when: { event: answered, with: { output: { verified: false } } },
    actions: [{ type: 'signIn', params: { token: 'token-unverified', verified: false } }],
  },
  {
    spec: '§8 Error catalogue',
    name: 'Login 429 memberi toast “SPAM, coba lagi nanti” dengan kapan mencoba lagi dari Retry-After',
    when: { event: failed, with: { error: { status: 429 } } },
    actions: [{ type: 'notifyRateLimited', params: { retryAfterSeconds: 42 } }],
    text: { in: 'toast', says: ['SPAM, coba lagi nanti', 'Coba lagi dalam 42 detik'] },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Login gagal karena hal lain memberi “Data tidak valid 😟”',
    when: { event: failed, with: { error: { status: 400 } } },
    actions: ['notifyInvalid'],
    text: { in: 'toast', says: 'Data tidak valid 😟' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Login 403 akun ditangguhkan memberi toast dengan pesan server sampai kapan',
    when: { event: failed, with: { error: { status: 403 } } },
    actions: [{ type: 'notifySuspended', params: { message: suspendedUntil } }],
    text: { in: 'toast', says: suspendedUntil },
  },
];

export const loginModel = {
  machine: loginMachine,
  actors: ['login'],
  expectations,
  events: [
    { type: 'FIELD_CHANGED', field: 'user_mail', value: 'budi@contoh.id' },
    { type: 'FIELD_CHANGED', field: 'password', value: 'rahasia123' },
    { type: 'SUBMIT' },
    {
      type: 'xstate.done.actor.login',
      output: { status: true, message: 'Login Success', token: 'token-verified', verified: true },
    },
    {
      type: 'xstate.done.actor.login',
      output: { status: true, message: 'Login Success', token: 'token-unverified', verified: false },
    },
    {
      type: 'xstate.error.actor.login',
      error: { status: 429, body: { status: false, message: 'Too Many Attempts.' }, retryAfterSeconds: 42 },
    },
    { type: 'xstate.error.actor.login', error: { status: 400, body: { status: false, message: 'Credentials not match' } } },
    { type: 'xstate.error.actor.login', error: { status: 403, body: { status: false, message: suspendedUntil } } },
  ],
};
