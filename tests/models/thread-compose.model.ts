// Sample events for writing a thread: opening the modal, typing, closing it with the draft kept,
// posting, and every server answer (posted, a validation message, an unreachable server).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { threadComposeMachine, type ThreadComposeContext } from '../../machines/thread-compose.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

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

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'POST /thread mengirim teks',
    when: { event: 'SUBMIT', to: 'open.posting' },
    request: { actor: 'createThread', input: { text: typedThread }, sends: { endpoint: 'createThread', body: { text: typedThread } } },
  },
  {
    spec: '§3 Entities and their fields',
    name: 'Payload thread hanya berisi kolom text',
    when: { event: 'SUBMIT', to: 'open.posting' },
    request: { actor: 'createThread', input: { text: typedThread }, sends: { endpoint: 'createThread', body: { text: typedThread } } },
  },
  {
    spec: '§4 States and transitions',
    name: 'Thread terposting memberi toast “Thread dibuat”',
    when: { event: 'xstate.done.actor.createThread' },
    actions: ['notifyPosted'],
    text: { in: 'toast', says: 'Thread dibuat' },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Formulir thread bertuliskan “Tulis thread hari ini” dengan tombol Posting',
    when: { event: 'OPEN' },
    text: ['Tulis thread hari ini', 'Posting'],
  },
];

export const threadComposeModel = {
  expectations,
  machine: threadComposeMachine,
  actors: ['createThread'],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
