// Sample events for the moderation screen, as a moderator and the server send them: the open
// reports arrive (some, none, or not at all), the resolved ones, the log; reload; open the
// action dialog on the reported thread, then close it or take a decision (the dialog tells the
// queue; here the test sends what the dialog would).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { moderationQueueMachine, type ModerationQueueContext } from '../../machines/moderation-queue.machine.ts';
import { targetKey } from '../../machines/moderation.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';
import { logEntries, openReports, reportedThread, resolvedReports } from './moderation-samples.ts';

export const threadKey = targetKey(reportedThread);

const unreachable = { status: 0, body: null };

const reportsArrive = (output: unknown): AnyEventObject => ({ type: 'xstate.done.actor.moderationReports', output });
const reportsFail: AnyEventObject = { type: 'xstate.error.actor.moderationReports', error: unreachable };
const logAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.moderationLog', output: logEntries },
  { type: 'xstate.done.actor.moderationLog', output: [] },
  { type: 'xstate.error.actor.moderationLog', error: unreachable },
];

/**
 * What happens next. Each answer and each button is tried where it first matters; once a
 * decision is taken, or the resolved reports or the log are shown, the path ends soon (every
 * shown list and tab would otherwise be walked again through every other).
 */
function nextEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { status, groups, log, lastDecision } = snapshot.context as ModerationQueueContext;
  if (lastDecision !== null) return [reportsArrive(openReports)];
  if (status === 'resolved') return [reportsArrive(resolvedReports), { type: 'SHOW_STATUS', status: 'open' }];
  // ‘Muat ulang’ waits while a list loads.
  const reload: AnyEventObject[] = snapshot.hasTag('loading') ? [] : [{ type: 'RELOAD' }];
  if (snapshot.matches('log')) return log.length > 0 ? [] : [...logAnswers, ...reload, { type: 'SHOW_REPORTS' }];
  if (snapshot.matches('acting')) return [{ type: 'ACTION.CLOSED' }, { type: 'ACTION.DONE', action: 'remove' }];
  if (groups.length > 0) return [{ type: 'ACT', key: threadKey }, ...reload, { type: 'SHOW_STATUS', status: 'resolved' }];
  return [reportsArrive(openReports), reportsArrive([]), reportsFail, ...reload, { type: 'SHOW_LOG' }];
}

const reportsAnswer = 'xstate.done.actor.moderationReports';

const expectations: SpecExpectation[] = [
  {
    spec: '§16 Keamanan',
    name: 'Layar moderasi meminta laporan yang terbuka',
    when: { event: 'xstate.init' },
    request: {
      actor: 'moderationReports',
      input: { status: 'open' },
      sends: { endpoint: 'moderationReports', query: { status: 'open' } },
    },
    text: ['Moderasi', 'Laporan', 'Log tindakan'],
  },
  {
    spec: '§16 Keamanan',
    name: 'Laporan tampil per konten: isinya, penulisnya, berapa kali dilaporkan dan alasannya',
    when: { event: reportsAnswer, with: { output: openReports } },
    text: {
      in: { list: 'Laporan per konten' },
      says: [
        'Beli followers murah di sini!!!',
        'milik @budi',
        'Dilaporkan 2 kali',
        'Spam',
        'Jualan akun palsu',
        'Pelecehan',
        'dilaporkan oleh @rina',
        'Menyamar sebagai orang lain',
      ],
    },
  },
  {
    spec: '§16 Keamanan',
    name: 'Tanpa laporan terbuka layar menyebut “Tidak ada laporan yang menunggu”',
    when: { event: reportsAnswer, with: { output: [] }, to: 'reports.empty' },
    text: 'Tidak ada laporan yang menunggu',
  },
  {
    spec: '§16 Keamanan',
    name: 'Laporan gagal dimuat: layar menyebutnya dan menawarkan coba lagi',
    when: { event: 'xstate.error.actor.moderationReports' },
    text: { in: 'alert', says: ['Laporan gagal dimuat', 'Coba lagi'] },
  },
  {
    spec: '§16 Keamanan',
    name: 'Pilihan ‘Selesai’ meminta laporan yang sudah ditinjau',
    when: { event: 'SHOW_STATUS', with: { status: 'resolved' } },
    request: {
      actor: 'moderationReports',
      input: { status: 'resolved' },
      sends: { endpoint: 'moderationReports', query: { status: 'resolved' } },
    },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Muat ulang’ meminta laporan lagi dengan status yang sama',
    when: { event: 'RELOAD', to: 'reports.loading' },
    request: { actor: 'moderationReports', input: ({ before }) => ({ status: (before.context as ModerationQueueContext).status }) },
  },
  {
    spec: '§16 Keamanan',
    name: 'Tab ‘Log tindakan’ meminta log',
    when: { event: 'SHOW_LOG' },
    request: { actor: 'moderationLog', input: undefined, sends: { endpoint: 'moderationLog' } },
  },
  {
    spec: '§16 Keamanan',
    name: 'Log menyebut siapa, tindakan apa, pada apa, alasannya',
    when: { event: 'xstate.done.actor.moderationLog', with: { output: logEntries } },
    text: {
      in: { list: 'Log tindakan moderator' },
      says: ['@sari_mod', 'Tangguhkan akun', '@rina', 'Menyamar sebagai artis', 'Abaikan laporan', 'Bukan konten sensitif'],
    },
  },
  {
    spec: '§16 Keamanan',
    name: 'Log kosong menyebut “Belum ada tindakan moderator”',
    when: { event: 'xstate.done.actor.moderationLog', with: { output: [] } },
    text: 'Belum ada tindakan moderator',
  },
  {
    spec: '§16 Keamanan',
    name: 'Log gagal dimuat: layar menyebutnya',
    when: { event: 'xstate.error.actor.moderationLog' },
    text: { in: 'alert', says: 'Log tindakan gagal dimuat' },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Tindak’ membuka dialog tindakan atas konten itu',
    when: { event: 'ACT' },
    noRequest: ['moderationReports'],
    text: { in: { dialog: 'Tindak laporan' }, says: ['Beli followers murah di sini!!!', 'Abaikan laporan', 'Tangguhkan akun'] },
  },
  {
    spec: '§16 Keamanan',
    name: 'Dialog ditutup tanpa tindakan: antrean tidak dimuat ulang',
    when: { event: 'ACTION.CLOSED' },
    noRequest: ['moderationReports'],
  },
  {
    spec: '§16 Keamanan',
    name: 'Keputusan tercatat: layar memberi tahu dan antrean dimuat ulang',
    when: { event: 'ACTION.DONE' },
    actions: [{ type: 'notifyDecision', params: { action: 'remove' } }],
    request: { actor: 'moderationReports', input: { status: 'open' } },
    text: { in: 'toast', says: 'Konten dihapus' },
  },
];

export const moderationQueueModel = {
  machine: moderationQueueMachine,
  expectations,
  actors: ['moderationReports', 'moderationLog'],
  events: nextEvents,
};
