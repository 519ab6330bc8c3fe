// Sample events for one member's threads: a list, an empty list, a failure and the retry, the
// owner deleting the newest thread, and the live stream's resync (REFRESH).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { userThreadsMachine, type UserThreadsContext } from '../../machines/user-threads.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';
import { threadPost } from '../helpers/post-samples.ts';

export const threadsOwner = 'budi';
export const ownThreads = [threadPost(12, threadsOwner), threadPost(11, threadsOwner, { liker: [threadsOwner] })];

const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.fetchThreads', output: ownThreads },
  { type: 'xstate.done.actor.fetchThreads', output: [] },
  { type: 'xstate.error.actor.fetchThreads', error: { status: 0, body: null } },
];

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const [newest] = (snapshot.context as UserThreadsContext).threads;
  return [{ type: 'RETRY' }, ...(newest ? [{ type: 'REMOVE', uuid: newest.uuid }] : [])];
}

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Aliran yang tidak bisa mengulang yang terlewat memuat ulang thread yang tampil',
    when: { event: 'REFRESH', from: 'loaded', to: 'refreshing' },
    request: { actor: 'fetchThreads', input: { username: threadsOwner }, sends: { endpoint: 'userThreads', params: { username: threadsOwner } } },
  },
  {
    spec: '§4 States and transitions',
    name: 'Thread yang dihapus saat daftar thread dimuat ulang ditanyakan lagi',
    when: { event: 'REMOVE', from: 'refreshing', to: 'refreshing' },
    request: { actor: 'fetchThreads', input: { username: threadsOwner }, sends: { endpoint: 'userThreads', params: { username: threadsOwner } } },
  },
];

export const userThreadsModel = {
  expectations,
  machine: userThreadsMachine,
  actors: ['fetchThreads'],
  inputs: [{ username: threadsOwner }],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), { type: 'REFRESH' }, ...serverAnswers],
};
