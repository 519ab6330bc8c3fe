// Sample events for the report dialog on another member's post: a reason chosen, a note longer
// than the limit typed (it is cut), the report sent, every answer of the server (accepted,
// already reported, gone, own content, unreachable), a second try, closing, and once sent the
// hand-over to a block or a mute of the author.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { REPORT_NOTE_MAX_LENGTH } from '../../contract/limits.ts';
import { reportMachine, type ReportContext, type ReportInput } from '../../machines/report.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const reportedPost: ReportInput = { target: { kind: 'post', id: 'x8Kp2LmQ9aZr4TbW1' }, author: 'aldi' };

/** Longer than a note may be: the dialog keeps its first 500 characters. */
export const longNote = 'Akun ini terus mengirim tautan promosi ke kolom komentar saya. '.repeat(9);
export const sentNote = longNote.slice(0, REPORT_NOTE_MAX_LENGTH).trim();

const sentReport = { target: reportedPost.target, category: 'harassment', note: sentNote };

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.createReport', output: undefined },
  { type: 'xstate.error.actor.createReport', error: { status: 409, body: { status: false, message: 'Sudah dilaporkan' } } },
  { type: 'xstate.error.actor.createReport', error: { status: 404, body: { status: false, message: 'Not found' } } },
  { type: 'xstate.error.actor.createReport', error: { status: 422, body: { status: false, message: 'Tidak dapat melaporkan diri sendiri' } } },
  { type: 'xstate.error.actor.createReport', error: { status: 0, body: null } },
];

/** What the member does next: a reason first, then the note, then send; close at any time. */
function memberEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('sent')) return [{ type: 'BLOCK_AUTHOR' }, { type: 'MUTE_AUTHOR' }, { type: 'CLOSE' }];
  if (!snapshot.matches('writing')) return [];
  const { category, note } = snapshot.context as ReportContext;
  if (category === null) return [{ type: 'CATEGORY_CHOSEN', category: 'harassment' }, { type: 'CLOSE' }];
  if (note === '') return [{ type: 'NOTE_CHANGED', note: longNote }, { type: 'CLOSE' }];
  return [{ type: 'SUBMIT' }, { type: 'CLOSE' }];
}

const expectations: SpecExpectation[] = [
  {
    spec: '§16 Keamanan',
    name: 'Dialog laporan menawarkan lima alasan',
    when: { event: 'xstate.init' },
    text: { in: { dialog: 'Laporkan postingan' }, says: ['Spam', 'Pelecehan', 'Konten sensitif', 'Peniruan identitas', 'Lainnya'] },
  },
  {
    spec: '§16 Keamanan',
    name: 'Catatan dipotong pada 500 karakter',
    when: { event: 'NOTE_CHANGED' },
    text: { in: { dialog: 'Laporkan postingan' }, says: '500/500' },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Kirim laporan’ mengirim POST /reports dengan target, alasan dan catatan',
    when: { event: 'SUBMIT', to: 'sending' },
    request: { actor: 'createReport', input: sentReport, sends: { endpoint: 'createReport', body: sentReport } },
  },
  {
    spec: '§16 Keamanan',
    name: 'Laporan diterima: ‘Laporan terkirim’ dan tawaran memblokir atau membisukan penulisnya',
    when: { event: 'xstate.done.actor.createReport' },
    text: { in: { dialog: 'Laporan terkirim' }, says: ['Tidak ingin melihat aldi lagi?', 'Blokir aldi', 'Bisukan aldi', 'Selesai'] },
  },
  {
    spec: '§16 Keamanan',
    name: '409: dialog menyebut laporan yang masih ditinjau, alasan dan catatan tetap',
    when: { event: 'xstate.error.actor.createReport', with: { error: { status: 409 } } },
    text: { in: 'alert', says: 'Anda sudah melaporkan ini. Laporan anda masih ditinjau moderator.' },
  },
  {
    spec: '§16 Keamanan',
    name: '404: dialog menyebut konten yang sudah tidak ada',
    when: { event: 'xstate.error.actor.createReport', with: { error: { status: 404 } } },
    text: { in: 'alert', says: 'Konten ini sudah tidak ada, jadi tidak dapat dilaporkan.' },
  },
  {
    spec: '§16 Keamanan',
    name: '422: dialog menyebut bahwa konten sendiri tidak dapat dilaporkan',
    when: { event: 'xstate.error.actor.createReport', with: { error: { status: 422 } } },
    text: { in: 'alert', says: 'Anda tidak dapat melaporkan konten atau akun anda sendiri.' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Tanpa jaringan: dialog menyebut laporan gagal dikirim',
    when: { event: 'xstate.error.actor.createReport', with: { error: { status: 0 } } },
    text: { in: 'alert', says: 'Laporan gagal dikirim. Periksa koneksi internet anda, lalu coba lagi.' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Menutup dialog tidak mengirim laporan',
    when: { event: 'CLOSE', from: 'writing' },
    noRequest: ['createReport'],
  },
];

export const reportModel = {
  machine: reportMachine,
  expectations,
  actors: ['createReport'],
  inputs: [reportedPost],
  events: (snapshot: AnyMachineSnapshot) => [...memberEvents(snapshot), ...(snapshot.matches('sending') ? serverAnswers : [])],
};
