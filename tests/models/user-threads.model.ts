// Sample events for one member's threads: a list, an empty list, a failure and the retry, and
// the owner deleting the newest thread.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { userThreadsMachine, type UserThreadsContext } from '../../machines/user-threads.machine.ts';
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

export const userThreadsModel = {
  machine: userThreadsMachine,
  actors: ['fetchThreads'],
  inputs: [{ username: threadsOwner }],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers],
};
