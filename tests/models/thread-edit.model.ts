// Sample events for the owner's options on one thread: editing (typing, closing with the draft
// kept, saving) with every server answer (saved, too late, a validation message, unreachable),
// and deleting (asked first, cancelled or confirmed) with both answers.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { threadEditMachine, type ThreadEditContext, type ThreadEditInput } from '../../machines/thread-edit.machine.ts';

export const ownThread: ThreadEditInput = { slug: 'slug-77', uuid: 'thread-77', text: 'Halo semua' };
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

/** What the owner does next; once the thread is saved, the edit is over. */
function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { text, draft, error, tooLate } = snapshot.context as ThreadEditContext;
  const saved = text !== ownThread.text;
  const untouched = draft === ownThread.text && error === null && !tooLate;
  if (snapshot.matches('idle')) {
    if (saved) return [];
    return untouched ? [{ type: 'EDIT' }, { type: 'DELETE' }] : [{ type: 'EDIT' }];
  }
  if (snapshot.matches('editing')) {
    const typing = draft === ownThread.text ? [{ type: 'TEXT_CHANGED', text: editedText }] : [{ type: 'SUBMIT' }];
    return [...typing, { type: 'CLOSE' }];
  }
  if (snapshot.matches('confirmingDelete')) return [{ type: 'CONFIRM' }, { type: 'CANCEL' }];
  return [];
}

export const threadEditModel = {
  machine: threadEditMachine,
  actors: ['updateThread', 'deleteThread'],
  inputs: [ownThread],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
