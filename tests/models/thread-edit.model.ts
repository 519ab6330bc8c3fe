// Sample events for the owner's options on one thread: editing (typing, closing with the draft
// kept, saving) with every server answer (saved, too late, a validation message, unreachable),
// the thread's first hour ending (before an edit, or while the edit is open), and deleting
// (asked first, cancelled or confirmed) with both answers.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { threadEditMachine, type ThreadEditContext, type ThreadEditInput } from '../../machines/thread-edit.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const ownThread: ThreadEditInput = {
  slug: 'slug-77',
  uuid: 'thread-77',
  text: 'Halo semua',
  createdAt: '2026-11-27T09:30:00.000Z',
};
export const editedText = 'Halo semua, apa kabar?';
export const textMessage = 'Thread wajib diisi';

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.updateThread', output: editedText },
  { type: 'xstate.error.actor.updateThread', error: { status: 403, body: { status: false, message: 'Cant update to late 1 hours' } } },
  { type: 'xstate.error.actor.updateThread', error: { status: 400, body: { validation_errors: { text: [textMessage] } } } },
  { type: 'xstate.error.actor.updateThread', error: { status: 0, body: null } },
  { type: 'xstate.done.actor.deleteThread', output: undefined },
  { type: 'xstate.error.actor.deleteThread', error: { status: 0, body: null } },
];

const editWindowEnds: AnyEventObject = { type: 'xstate.done.actor.waitForEditWindowEnd', output: undefined };

/** What the owner does next; once the thread is saved, the edit is over. */
function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { text, draft, error, tooLate, windowClosed } = snapshot.context as ThreadEditContext;
  const saved = text !== ownThread.text;
  const untouched = draft === ownThread.text && error === null && !tooLate;
  if (snapshot.matches('idle')) {
    if (saved || windowClosed) return [];
    return untouched ? [{ type: 'EDIT' }, { type: 'DELETE' }] : [{ type: 'EDIT' }];
  }
  if (snapshot.matches('editing')) {
    const typing = draft === ownThread.text ? [{ type: 'TEXT_CHANGED', text: editedText }] : [{ type: 'SUBMIT' }];
    return [...typing, { type: 'CLOSE' }];
  }
  if (snapshot.matches('confirmingDelete')) return [{ type: 'CONFIRM' }, { type: 'CANCEL' }];
  return [];
}

/** The hour ends before the thread is touched, or right after its edit opened. */
function hourCanEnd(snapshot: AnyMachineSnapshot): boolean {
  const { draft, error, tooLate, windowClosed } = snapshot.context as ThreadEditContext;
  const untouched = draft === ownThread.text && error === null && !tooLate && !windowClosed;
  return untouched && (snapshot.matches('idle') || snapshot.matches('editing'));
}

const expectations: SpecExpectation[] = [
  {
    spec: '§2 Screens and routes',
    name: 'Edit membuka “Perbarui thread anda”',
    when: { event: 'EDIT' },
    text: { in: { dialog: true }, says: 'Perbarui thread anda' },
  },
  {
    spec: '§7 Calls',
    name: 'PUT /thread/{slug} mengirim teks yang diedit',
    when: { event: 'SUBMIT', to: 'updating' },
    request: {
      actor: 'updateThread',
      input: { slug: 'slug-77', text: editedText },
      sends: { endpoint: 'updateThread', params: { slug: 'slug-77' }, body: { text: editedText } },
    },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Thread diperbarui memberi toast “Thread diperbarui”',
    when: { event: 'xstate.done.actor.updateThread' },
    actions: ['notifyUpdated'],
    text: { in: 'toast', says: 'Thread diperbarui' },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Pembaruan thread 403 memberi “Tidak dapat update lebih dari 1 jam”',
    when: { event: 'xstate.error.actor.updateThread', with: { error: { status: 403 } } },
    actions: ['notifyTooLate'],
    text: { in: 'toast', says: 'Tidak dapat update lebih dari 1 jam' },
  },
  {
    spec: '§9 Business constants and limits',
    name: 'Setelah satu jam pertama, ‘Edit’ mati dan menyebut “Tidak dapat update lebih dari 1 jam”',
    when: { event: 'xstate.done.actor.waitForEditWindowEnd', from: 'idle' },
    text: 'Tidak dapat update lebih dari 1 jam',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Satu jam habis saat jendela ubah terbuka: jendela tertutup dengan “Tidak dapat update lebih dari 1 jam”',
    when: { event: 'xstate.done.actor.waitForEditWindowEnd', from: 'editing' },
    actions: ['notifyWindowClosed'],
    text: { in: 'toast', says: 'Tidak dapat update lebih dari 1 jam' },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Delete menanyakan “Lanjut Hapus Thread?”',
    when: { event: 'DELETE' },
    text: { in: { dialog: true }, says: 'Lanjut Hapus Thread?' },
  },
  {
    spec: '§7 Calls',
    name: 'POST /thread/{uuid}/force-delete menyebut thread yang dihapus',
    when: { event: 'CONFIRM', to: 'deleting' },
    request: { actor: 'deleteThread', input: { uuid: 'thread-77' }, sends: { endpoint: 'deleteThread', params: { uuid: 'thread-77' } } },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Thread dihapus memberi toast “Thread terhapus”',
    when: { event: 'xstate.done.actor.deleteThread' },
    actions: ['notifyDeleted'],
    text: { in: 'toast', says: 'Thread terhapus' },
  },
];

export const threadEditModel = {
  expectations,
  machine: threadEditMachine,
  actors: ['updateThread', 'deleteThread', 'waitForEditWindowEnd'],
  inputs: [ownThread],
  events: (snapshot: AnyMachineSnapshot) => [
    ...personEvents(snapshot),
    ...serverAnswers,
    ...(hourCanEnd(snapshot) ? [editWindowEnds] : []),
  ],
};
