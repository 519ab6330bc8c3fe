// Sample events for the action dialog, as a moderator sends them: dismiss (with a reason that is
// too long first), or press ‘Lanjut’ with nothing chosen and then suspend for 30 days or
// permanently; confirm or change it, cancel at any point; and every answer of the send (recorded,
// refused because the author is out of reach, the report already gone, unreachable).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { MODERATION_REASON_MAX_LENGTH } from '../../contract/limits.ts';
import {
  moderationActionMachine,
  type ModerationActionContext,
  type ModerationActionInput,
} from '../../machines/moderation-action.machine.ts';
import type { PathSoFar, SpecExpectation } from '../helpers/model/expectation-types.ts';
import { reportedThread } from './moderation-samples.ts';

export const actionInput: ModerationActionInput = { reportId: 11, target: reportedThread };
export const typedReason = '  Promosi jual-beli akun berulang kali  ';
export const tooLongReason = 'x'.repeat(MODERATION_REASON_MAX_LENGTH + 1);

const recorded: AnyEventObject = { type: 'xstate.done.actor.resolveReport', output: undefined };
const refusals: AnyEventObject[] = [
  { type: 'xstate.error.actor.resolveReport', error: { status: 403, body: { status: false, message: 'Forbidden action' } } },
  { type: 'xstate.error.actor.resolveReport', error: { status: 404, body: { status: false, message: 'Not found' } } },
  { type: 'xstate.error.actor.resolveReport', error: { status: 0, body: null } },
];

/** Every answer once, on the permanent suspension; the other decisions are only recorded. */
function answers(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { action, days, failure } = snapshot.context as ModerationActionContext;
  return action === 'suspend' && days === null && failure === null ? [recorded, ...refusals] : [recorded];
}

/** What the moderator does next in the form: one field at a time, so the paths stay readable. */
function formEvents({ action, reason, days, showProblems }: ModerationActionContext): AnyEventObject[] {
  if (action === null) {
    return showProblems ? [{ type: 'CHOOSE', action: 'suspend' }] : [{ type: 'SUBMIT' }, { type: 'CHOOSE', action: 'dismiss' }];
  }
  if (reason === '') {
    return action === 'dismiss'
      ? [{ type: 'REASON', reason: typedReason }, { type: 'REASON', reason: tooLongReason }]
      : [{ type: 'REASON', reason: typedReason }];
  }
  if (reason === tooLongReason) return showProblems ? [{ type: 'REASON', reason: typedReason }] : [{ type: 'SUBMIT' }];
  if (action === 'suspend' && days === 7) return [{ type: 'DAYS', days: 30 }, { type: 'DAYS', days: null }];
  return [{ type: 'SUBMIT' }];
}

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as ModerationActionContext;
  if (snapshot.matches({ editing: 'choosing' })) return [...formEvents(context), { type: 'CANCEL' }];
  if (snapshot.matches({ editing: 'confirming' })) return [{ type: 'CONFIRM' }, { type: 'BACK' }, { type: 'CANCEL' }];
  if (snapshot.matches({ editing: 'failed' })) return [{ type: 'RETRY' }, { type: 'BACK' }, { type: 'CANCEL' }];
  return [];
}

/** The request the dialog sends: the chosen action, the reason without edge spaces, days only for a suspension. */
const chosenDecision = ({ before }: PathSoFar) => {
  const { action, days } = before.context as ModerationActionContext;
  return { reportId: actionInput.reportId, action, reason: typedReason.trim(), days: action === 'suspend' ? days : null };
};

const expectations: SpecExpectation[] = [
  {
    spec: '§16 Keamanan',
    name: '‘Lanjut’ dengan isian kurang tidak mengirim apa pun dan meminta isian dilengkapi',
    when: { event: 'SUBMIT', to: 'editing.choosing' },
    noRequest: ['resolveReport'],
    text: { in: 'alert', says: 'Lengkapi isian sebelum melanjutkan' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Tindakan dan alasan terisi: dialog bertanya sekali lagi sebelum mengirim',
    when: { event: 'SUBMIT', to: 'editing.confirming' },
    noRequest: ['resolveReport'],
    text: { in: { dialog: 'Tindak laporan' }, says: ['@budi', 'Ya, lakukan', 'Ubah'] },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Ya, lakukan’ mengirim tindakan, alasan tanpa spasi tepi dan lama penangguhan (hanya untuk penangguhan)',
    when: { event: 'CONFIRM', to: 'sending' },
    request: { actor: 'resolveReport', input: chosenDecision },
    text: { in: { dialog: 'Tindak laporan' }, says: 'Mengirim...' },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Coba lagi’ mengirim penangguhan permanen yang sama lagi: POST /moderation/reports/{id}/resolve',
    when: { event: 'RETRY' },
    request: {
      actor: 'resolveReport',
      input: chosenDecision,
      sends: {
        endpoint: 'resolveReport',
        params: { id: actionInput.reportId },
        body: { action: 'suspend', reason: typedReason.trim(), days: null },
      },
    },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Batal’ menutup dialog tanpa mengirim apa pun',
    when: { event: 'CANCEL' },
    noRequest: ['resolveReport'],
  },
  {
    spec: '§16 Keamanan',
    name: 'Menindak admin atau diri sendiri (403) menyebut “Anda tidak boleh menindak akun ini”',
    when: { event: 'xstate.error.actor.resolveReport', with: { error: { status: 403 } } },
    text: { in: 'alert', says: 'Anda tidak boleh menindak akun ini' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Laporan yang sudah tidak ada (404) menyebut “Laporan ini sudah tidak ada”',
    when: { event: 'xstate.error.actor.resolveReport', with: { error: { status: 404 } } },
    text: { in: 'alert', says: 'Laporan ini sudah tidak ada' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Tanpa koneksi dialog menyebut “Tidak dapat terhubung ke server”',
    when: { event: 'xstate.error.actor.resolveReport', with: { error: { status: 0 } } },
    text: { in: 'alert', says: 'Tidak dapat terhubung ke server' },
  },
];

export const moderationActionModel = {
  machine: moderationActionMachine,
  expectations,
  actors: ['resolveReport'],
  inputs: [actionInput],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...answers(snapshot)],
};
