// Sample events for one like button, liked or not at the start: a press, a double-click on the
// photo, and the server's answers, which may differ from what the press showed (someone else
// liked meanwhile, or the post was unliked elsewhere), or a failure; and a new total told by the
// live stream (others liked).
import type { LikeToggleInput } from '../../machines/like-toggle.machine.ts';
import { likeToggleMachine } from '../../machines/like-toggle.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const notLikedYet: LikeToggleInput = { uuid: 'album-41', postId: 41, liked: false, total: 2 };
export const alreadyLiked: LikeToggleInput = { uuid: 'album-41', postId: 41, liked: true, total: 3 };

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Menekan tombol suka mengirim PUT /like/{uuid} untuk post itu',
    when: { event: 'TOGGLE', to: 'sending' },
    request: { actor: 'toggleLike', input: { uuid: 'album-41' }, sends: { endpoint: 'toggleLike', params: { uuid: 'album-41' } } },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Klik ganda pada foto menyukai post yang belum disukai',
    when: { event: 'LIKE', to: 'sending' },
    request: { actor: 'toggleLike', input: { uuid: 'album-41' }, sends: { endpoint: 'toggleLike', params: { uuid: 'album-41' } } },
  },
  {
    spec: '§4 States and transitions',
    name: 'Jawaban “Liked” dari server: jumlah suka dari server tampil',
    when: { event: 'xstate.done.actor.toggleLike', with: { output: { like: 'Liked', total_like: 5 } } },
    text: '5 Suka',
  },
  {
    spec: '§4 States and transitions',
    name: 'Jawaban selain “Liked”: tidak disukai, jumlah suka dari server tampil',
    when: { event: 'xstate.done.actor.toggleLike', with: { output: { like: 'Unliked', total_like: 1 } } },
    text: '1 Suka',
  },
];

export const likeToggleModel = {
  machine: likeToggleMachine,
  expectations,
  actors: ['toggleLike'],
  inputs: [notLikedYet, alreadyLiked],
  events: [
    { type: 'TOGGLE' },
    { type: 'LIKE' },
    { type: 'xstate.done.actor.toggleLike', output: { like: 'Liked', total_like: 5 } },
    { type: 'xstate.done.actor.toggleLike', output: { like: 'Unliked', total_like: 1 } },
    { type: 'xstate.error.actor.toggleLike', error: { status: 0, body: null } },
    { type: 'LIKES_COUNTED', postId: 41, total: 7 },
  ],
};
