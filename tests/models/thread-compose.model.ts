// Sample events for writing a thread: opening the modal, typing, closing it with the draft kept,
// posting, and every server answer (posted, a validation message, an unreachable server).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { threadComposeMachine, type ThreadComposeContext } from '../../machines/thread-compose.machine.ts';

export const typedThread = 'Nonton konser bareng yuk';
export const textMessage = 'Thread wajib diisi';

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.createThread', output: undefined },
  { type: 'xstate.error.actor.createThread', error: { status: 400, body: { validation_errors: { text: [textMessage] } } } },
  { type: 'xstate.error.actor.createThread', error: { status: 0, body: null } },
];

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { text } = snapshot.context as ThreadComposeContext;
  return [
    { type: 'OPEN' },
    { type: 'CLOSE' },
    ...(text === '' ? [{ type: 'TEXT_CHANGED', text: typedThread }] : [{ type: 'SUBMIT' }]),
  ];
}

export const threadComposeModel = {
  machine: threadComposeMachine,
  actors: ['createThread'],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
