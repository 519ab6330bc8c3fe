// Sample events for the question to a member who signs in with the password the reset mail gave:
// keeping it (the server answers, or does not and the question stays) and asking again.
import { mailedPasswordNoticeMachine } from '../../machines/mailed-password-notice.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

const expectations: SpecExpectation[] = [
  {
    spec: '§2 Screens and routes',
    name: 'Halaman akun meminta anggota yang masuk dengan password dari email reset untuk menggantinya',
    when: { event: 'xstate.init' },
    text: ['Password anda dari email reset', 'Ganti password sekarang', 'Tetap pakai password ini'],
  },
  {
    spec: '§7 Calls',
    name: '‘Tetap pakai password ini’ mengirim DELETE /personal-user/mailed-password',
    when: { event: 'KEEP' },
    request: { actor: 'keepMailedPassword', input: undefined, sends: { endpoint: 'keepMailedPassword' } },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Setelah anggota memilih, pengguna saat ini dimuat ulang dan pertanyaannya tidak tampil lagi',
    when: { event: 'xstate.done.actor.keepMailedPassword' },
    actions: ['refreshCurrentUser'],
  },
  {
    spec: '§8 Error catalogue',
    name: 'Pilihan yang gagal dikirim memberi toast ‘Pilihan gagal disimpan, coba lagi’',
    when: { event: 'xstate.error.actor.keepMailedPassword' },
    actions: ['notifyKeepFailed'],
    text: { in: 'toast', says: 'Pilihan gagal disimpan, coba lagi' },
  },
];

export const mailedPasswordNoticeModel = {
  machine: mailedPasswordNoticeMachine,
  expectations,
  actors: ['keepMailedPassword'],
  events: [
    { type: 'KEEP' },
    { type: 'xstate.done.actor.keepMailedPassword' },
    { type: 'xstate.error.actor.keepMailedPassword', error: { status: 0, body: null } },
  ],
};
