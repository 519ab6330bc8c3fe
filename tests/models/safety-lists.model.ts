// Sample events for the account page's block and mute lists: loaded (with members, or none) or
// failed, a retry, a block and a mute lifted, each stored or failing.
import type { SafetyLists } from '../../machines/safety-lists.machine.ts';
import { safetyListsMachine } from '../../machines/safety-lists.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const someLists: SafetyLists = {
  blocks: [{ first_name: 'Citra', last_name: 'Lestari', username: 'citra', foto_profile: null }],
  mutes: [
    { user: { first_name: 'Dodi', last_name: 'Pratama', username: 'dodi', foto_profile: null }, until: '2026-12-04T03:00:00.000Z' },
    { user: { first_name: 'Eka', last_name: 'Putri', username: 'eka', foto_profile: null }, until: null },
  ],
};
export const emptyLists: SafetyLists = { blocks: [], mutes: [] };

const expectations: SpecExpectation[] = [
  {
    spec: '§16 Keamanan',
    name: 'Halaman akun memuat GET /blocks dan GET /mutes',
    when: { event: 'xstate.init' },
    request: { actor: 'loadSafetyLists', input: undefined },
  },
  {
    spec: '§16 Keamanan',
    name: 'Daftar menampilkan yang diblokir dan yang dibisukan dengan akhir bisukannya',
    when: { event: 'xstate.done.actor.loadSafetyLists', with: { output: { blocks: [{ username: 'citra' }] } } },
    text: [
      { in: { list: 'Akun yang anda blokir' }, says: ['citra', 'Citra Lestari', 'Buka blokir'] },
      { in: { list: 'Akun yang anda bisukan' }, says: ['dodi', 'Dibisukan sampai 4 Des 2026', 'eka', 'Dibisukan sampai anda membukanya', 'Buka bisukan'] },
    ],
  },
  {
    spec: '§16 Keamanan',
    name: 'Daftar kosong menyebut ‘Belum ada’',
    when: { event: 'xstate.done.actor.loadSafetyLists', with: { output: { blocks: [] } } },
    text: ['Belum ada akun yang anda blokir', 'Belum ada akun yang anda bisukan'],
  },
  {
    spec: '§16 Keamanan',
    name: 'Daftar gagal dimuat: pesan dan ‘Coba lagi’',
    when: { event: 'xstate.error.actor.loadSafetyLists' },
    text: { in: 'alert', says: ['Daftar blokir dan bisukan gagal dimuat', 'Coba lagi'] },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Buka blokir’ mengirim DELETE /users/{username}/block',
    when: { event: 'UNBLOCK' },
    request: { actor: 'unblockUser', input: { username: 'citra' }, sends: { endpoint: 'unblockUser', params: { username: 'citra' } } },
  },
  {
    spec: '§16 Keamanan',
    name: 'Blokir dibuka: anggota hilang dari daftar, ‘Blokir citra dibuka’',
    when: { event: 'xstate.done.actor.unblockUser' },
    actions: [
      { type: 'notifyUnblocked', params: { username: 'citra' } },
      { type: 'announceChange', params: { username: 'citra', change: 'unblocked' } },
    ],
    text: [{ in: 'toast', says: 'Blokir citra dibuka' }, 'Belum ada akun yang anda blokir'],
  },
  {
    spec: '§16 Keamanan',
    name: 'Buka blokir gagal: anggota tetap di daftar',
    when: { event: 'xstate.error.actor.unblockUser' },
    actions: ['notifyUnblockFailed'],
    text: [{ in: 'toast', says: 'Gagal membuka blokir citra. Coba lagi.' }, { in: { list: 'Akun yang anda blokir' }, says: 'citra' }],
  },
  {
    spec: '§16 Keamanan',
    name: '‘Buka bisukan’ mengirim DELETE /users/{username}/mute',
    when: { event: 'UNMUTE' },
    request: { actor: 'unmuteUser', input: { username: 'dodi' }, sends: { endpoint: 'unmuteUser', params: { username: 'dodi' } } },
  },
  {
    spec: '§16 Keamanan',
    name: 'Bisukan dibuka: anggota hilang dari daftar, ‘Bisukan dodi dibuka’',
    when: { event: 'xstate.done.actor.unmuteUser' },
    actions: [
      { type: 'notifyUnmuted', params: { username: 'dodi' } },
      { type: 'announceChange', params: { username: 'dodi', change: 'unmuted' } },
    ],
    text: { in: 'toast', says: 'Bisukan dodi dibuka' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Buka bisukan gagal: anggota tetap di daftar',
    when: { event: 'xstate.error.actor.unmuteUser' },
    actions: ['notifyUnmuteFailed'],
    text: [{ in: 'toast', says: 'Gagal membuka bisukan dodi. Coba lagi.' }, { in: { list: 'Akun yang anda bisukan' }, says: 'dodi' }],
  },
];

export const safetyListsModel = {
  machine: safetyListsMachine,
  expectations,
  actors: ['loadSafetyLists', 'unblockUser', 'unmuteUser'],
  events: [
    { type: 'xstate.done.actor.loadSafetyLists', output: someLists },
    { type: 'xstate.done.actor.loadSafetyLists', output: emptyLists },
    { type: 'xstate.error.actor.loadSafetyLists', error: { status: 0, body: null } },
    { type: 'RETRY' },
    { type: 'UNBLOCK', username: 'citra' },
    { type: 'UNMUTE', username: 'dodi' },
    { type: 'xstate.done.actor.unblockUser', output: undefined },
    { type: 'xstate.error.actor.unblockUser', error: { status: 0, body: null } },
    { type: 'xstate.done.actor.unmuteUser', output: undefined },
    { type: 'xstate.error.actor.unmuteUser', error: { status: 0, body: null } },
  ],
};
