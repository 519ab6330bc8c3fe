// Sample events for the results page: opened with a keyword or without one, the search answered
// (with matches, or none) or failed, a retry, a new keyword in the address, and a block or mute
// that changes who the member sees.
import { findUserMachine } from '../../machines/find-user.machine.ts';
import type { MatchUser } from '../../contract/wire.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const keyword = 'bu di';

export const allMatches: MatchUser[] = [
  { first_name: 'Budi', last_name: 'Santoso', username: 'budi', foto_profile: null, bio: null },
  { first_name: 'Ayu', last_name: 'Budiman', username: 'ayu_b', foto_profile: 'http://api.test/media/avatar/ayu.jpg', bio: null },
];

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Halaman hasil meminta semua pengguna yang cocok dengan kata kunci di alamat',
    when: { event: 'xstate.init', to: 'loading' },
    request: { actor: 'findAllUsers', input: { keyword }, sends: { endpoint: 'findUsers', query: { user_keyword: keyword, fetch_all: 'true' } } },
    text: `Hasil pencarian untuk "${keyword}"`,
  },
  {
    spec: '§7 Calls',
    name: 'Kata kunci baru di alamat meminta hasil untuk kata kunci itu',
    when: { event: 'KEYWORD_CHANGED', with: { keyword: 'ayu' } },
    request: { actor: 'findAllUsers', input: { keyword: 'ayu' }, sends: { endpoint: 'findUsers', query: { user_keyword: 'ayu', fetch_all: 'true' } } },
    text: 'Hasil pencarian untuk "ayu"',
  },
  {
    spec: '§16 Keamanan',
    name: 'Blokir atau bisukan yang berubah mencari ulang kata kunci yang sama',
    when: { event: 'REFRESH' },
    request: { actor: 'findAllUsers', input: ({ before }) => ({ keyword: (before.context as { keyword: string }).keyword.trim() }) },
  },
  {
    spec: '§5 Validation rules',
    name: 'Tanpa kata kunci tidak ada permintaan pencarian',
    when: { to: 'noKeyword' },
    noRequest: ['findAllUsers'],
  },
  {
    spec: '§2 Screens and routes',
    name: 'Tiap hasil menampilkan username serta nama depan dan belakang',
    when: { event: 'xstate.done.actor.findAllUsers', with: { output: [{ username: 'budi' }, { username: 'ayu_b' }] } },
    text: { in: { list: true }, says: ['budi', 'Budi Santoso', 'ayu_b', 'Ayu Budiman'] },
  },
  {
    spec: '§8 Error catalogue',
    name: 'Tanpa hasil tampil “Tidak ada hasil saat ini”',
    when: { event: 'xstate.done.actor.findAllUsers', with: { output: [] } },
    text: 'Tidak ada hasil saat ini',
  },
];

export const findUserModel = {
  machine: findUserMachine,
  expectations,
  actors: ['findAllUsers'],
  inputs: [{ keyword }, { keyword: '' }],
  events: [
    { type: 'xstate.done.actor.findAllUsers', output: allMatches },
    { type: 'xstate.done.actor.findAllUsers', output: [] },
    { type: 'xstate.error.actor.findAllUsers', error: { status: 500, body: null } },
    { type: 'RETRY' },
    { type: 'KEYWORD_CHANGED', keyword: 'ayu' },
    { type: 'KEYWORD_CHANGED', keyword: '' },
    { type: 'REFRESH' },
  ],
};
