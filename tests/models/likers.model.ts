// Sample events for the likers list: a list, an empty list, a failure and the retry.
import { likersMachine } from '../../machines/likers.machine.ts';
import { sampleLikers } from '../helpers/post-samples.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'GET /post/likes/{post_id} diminta dengan post_id post',
    when: { to: 'loading' },
    request: { actor: 'fetchLikers', input: { postId: 41 }, sends: { endpoint: 'likers', params: { post_id: 41 } } },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Daftar “Menyukai” menampilkan username dan nama depan tiap penyuka',
    when: { event: 'xstate.done.actor.fetchLikers', with: { output: [{ username: 'aldi' }, { username: 'citra' }] } },
    text: { in: { dialog: true }, says: ['Menyukai', 'aldi', 'Aldi', 'citra', 'Citra'] },
  },
];

export const likersModel = {
  machine: likersMachine,
  expectations,
  actors: ['fetchLikers'],
  inputs: [{ postId: 41 }],
  events: [
    { type: 'xstate.done.actor.fetchLikers', output: sampleLikers },
    { type: 'xstate.done.actor.fetchLikers', output: [] },
    { type: 'xstate.error.actor.fetchLikers', error: { status: 0, body: null } },
    { type: 'RETRY' },
  ],
};
