// Sample events for the results page: opened with a keyword or without one, the search answered
// (with matches, or none) or failed, a retry, and a new keyword in the address.
import { findUserMachine } from '../../machines/find-user.machine.ts';
import type { MatchUser } from '../../contract/wire.ts';

export const keyword = 'bu di';

export const allMatches: MatchUser[] = [
  { first_name: 'Budi', last_name: 'Santoso', username: 'budi', foto_profile: null, bio: null },
  { first_name: 'Ayu', last_name: 'Budiman', username: 'ayu_b', foto_profile: 'http://api.test/media/avatar/ayu.jpg', bio: null },
];

export const findUserModel = {
  machine: findUserMachine,
  actors: ['findAllUsers'],
  inputs: [{ keyword }, { keyword: '' }],
  events: [
    { type: 'xstate.done.actor.findAllUsers', output: allMatches },
    { type: 'xstate.done.actor.findAllUsers', output: [] },
    { type: 'xstate.error.actor.findAllUsers', error: { status: 500, body: null } },
    { type: 'RETRY' },
    { type: 'KEYWORD_CHANGED', keyword: 'ayu' },
    { type: 'KEYWORD_CHANGED', keyword: '' },
  ],
};
