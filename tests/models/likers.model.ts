// Sample events for the likers list: a list, an empty list, a failure and the retry.
import { likersMachine } from '../../machines/likers.machine.ts';
import { sampleLikers } from '../helpers/post-samples.ts';

export const likersModel = {
  machine: likersMachine,
  actors: ['fetchLikers'],
  inputs: [{ postId: 41 }],
  events: [
    { type: 'xstate.done.actor.fetchLikers', output: sampleLikers },
    { type: 'xstate.done.actor.fetchLikers', output: [] },
    { type: 'xstate.error.actor.fetchLikers', error: { status: 0, body: null } },
    { type: 'RETRY' },
  ],
};
