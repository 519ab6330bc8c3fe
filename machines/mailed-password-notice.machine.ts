// The account page's question to a member who signs in with the password the reset mail gave
// (GET /personal-user's `password_mailed`): change it, or keep it. The page shows the question
// while the server says the password is still the mailed one; keeping it is told to the server
// (DELETE /personal-user/mailed-password) and the current user is loaded again, so the question
// goes on every device; changing the password ends it the same way (change-password machine).
import { fromPromise, setup } from 'xstate';

export type MailedPasswordNoticeEvent = { type: 'KEEP' };

/** The keep button spins while the server is told. */
export type MailedPasswordNoticeTag = 'keepingPassword';

export const mailedPasswordNoticeMachine = setup({
  types: {
    events: {} as MailedPasswordNoticeEvent,
    tags: {} as MailedPasswordNoticeTag,
  },
  actors: {
    keepMailedPassword: fromPromise<void>(async () => {
      throw new Error('keepMailedPassword is provided by the app');
    }),
  },
  actions: {
    refreshCurrentUser: () => {},
    notifyKeepFailed: () => {},
  },
}).createMachine({
  id: 'mailedPasswordNotice',
  description: 'Halaman akun meminta anggota mengganti password yang dikirim lewat email reset',
  initial: 'asking',
  states: {
    asking: {
      description: 'Pemberitahuan tampil: ganti password, atau tetap pakai password dari email',
      on: {
        KEEP: { description: 'Anggota menekan ‘Tetap pakai password ini’ → pilihannya dikirim ke server', target: 'keeping' },
      },
    },
    keeping: {
      description: 'Mengirim pilihan tetap memakai password dari email ke server',
      tags: ['keepingPassword'],
      invoke: {
        id: 'keepMailedPassword',
        src: 'keepMailedPassword',
        onDone: {
          description: 'Server mencatat pilihannya → pengguna saat ini dimuat ulang dan pemberitahuan hilang',
          target: 'kept',
          actions: 'refreshCurrentUser',
        },
        onError: {
          description: 'Pilihan gagal dikirim → layar menampilkan ‘Pilihan gagal disimpan, coba lagi’ dan pemberitahuan tetap ada',
          target: 'asking',
          actions: 'notifyKeepFailed',
        },
      },
    },
    kept: { description: 'Anggota memilih tetap memakai password dari email: pemberitahuan tidak tampil lagi', type: 'final' },
  },
});
