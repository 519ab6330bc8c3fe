// Sample events for the safety options on another member's content: a report opened and closed
// or handing over, a block asked for, cancelled or confirmed, a mute for 7 days or until lifted,
// a mute lifted at once where the member is known muted (the profile), and every answer of the
// server (stored, member gone, unreachable).
import { memberSafetyMachine, type MemberSafetyInput } from '../../machines/member-safety.machine.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const otherMember: MemberSafetyInput = { username: 'aldi' };
/** The same member on their profile, which says the viewer has muted them. */
export const mutedMember: MemberSafetyInput = { username: 'aldi', muted: true };

const expectations: SpecExpectation[] = [
  {
    spec: '§16 Keamanan',
    name: '‘Laporkan’ membuka dialog laporan',
    when: { event: 'REPORT' },
    text: { in: { dialog: true }, says: 'Apa masalahnya?' },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Blokir’ menanyakan dulu dan menjelaskan akibatnya',
    when: { event: 'BLOCK' },
    text: { in: { dialog: 'Blokir aldi?' }, says: ['tidak akan saling melihat', 'Batal', 'Blokir'] },
  },
  {
    spec: '§16 Keamanan',
    name: 'Konfirmasi blokir mengirim POST /users/{username}/block',
    when: { event: 'CONFIRM' },
    request: { actor: 'blockUser', input: { username: 'aldi' }, sends: { endpoint: 'blockUser', params: { username: 'aldi' } } },
  },
  {
    spec: '§16 Keamanan',
    name: 'Blokir tersimpan: ‘aldi diblokir’ dan layar diberi tahu',
    when: { event: 'xstate.done.actor.blockUser' },
    actions: [
      { type: 'notifyBlocked', params: { username: 'aldi' } },
      { type: 'announceChange', params: { username: 'aldi', change: 'blocked' } },
    ],
    text: { in: 'toast', says: 'aldi diblokir' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Blokir gagal: konfirmasi tetap terbuka dan ‘Gagal memblokir aldi’',
    when: { event: 'xstate.error.actor.blockUser', with: { error: { status: 0 } } },
    actions: ['notifyBlockFailed'],
    text: { in: 'toast', says: 'Gagal memblokir aldi. Coba lagi.' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Anggota yang sudah tidak ada (404): ‘Akun aldi tidak ditemukan’',
    when: { event: 'xstate.error.actor.blockUser', with: { error: { status: 404 } } },
    actions: ['notifyMemberGone'],
    text: { in: 'toast', says: 'Akun aldi tidak ditemukan' },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Bisukan’ menawarkan 1 hari, 7 hari, 30 hari atau sampai dibuka',
    when: { event: 'MUTE', to: 'choosingMute' },
    text: { in: { dialog: 'Bisukan aldi' }, says: ['1 hari', '7 hari', '30 hari', 'Sampai saya membukanya'] },
  },
  {
    spec: '§16 Keamanan',
    name: '7 hari mengirim POST /users/{username}/mute dengan days 7',
    when: { event: 'MUTE_FOR', with: { days: 7 } },
    request: {
      actor: 'muteUser',
      input: { username: 'aldi', days: 7 },
      sends: { endpoint: 'muteUser', params: { username: 'aldi' }, body: { days: 7 } },
    },
  },
  {
    spec: '§16 Keamanan',
    name: 'Sampai dibuka mengirim POST /users/{username}/mute dengan days null',
    when: { event: 'MUTE_FOR', with: { days: null } },
    request: {
      actor: 'muteUser',
      input: { username: 'aldi', days: null },
      sends: { endpoint: 'muteUser', params: { username: 'aldi' }, body: { days: null } },
    },
  },
  {
    spec: '§16 Keamanan',
    name: 'Bisukan tersimpan: ‘aldi dibisukan’ dan layar diberi tahu',
    when: { event: 'xstate.done.actor.muteUser' },
    actions: [
      { type: 'notifyMuted', params: { username: 'aldi' } },
      { type: 'announceChange', params: { username: 'aldi', change: 'muted' } },
    ],
    text: { in: 'toast', says: 'aldi dibisukan' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Bisukan gagal: pilihan tetap terbuka dan ‘Gagal membisukan aldi’',
    when: { event: 'xstate.error.actor.muteUser', with: { error: { status: 0 } } },
    actions: ['notifyMuteFailed'],
    text: { in: 'toast', says: 'Gagal membisukan aldi. Coba lagi.' },
  },
  {
    spec: '§16 Keamanan',
    name: '‘Buka bisukan’ mengirim DELETE /users/{username}/mute',
    when: { event: 'UNMUTE' },
    request: { actor: 'unmuteUser', input: { username: 'aldi' }, sends: { endpoint: 'unmuteUser', params: { username: 'aldi' } } },
  },
  {
    spec: '§16 Keamanan',
    name: 'Bisukan dibuka: ‘Bisukan aldi dibuka’ dan layar diberi tahu',
    when: { event: 'xstate.done.actor.unmuteUser' },
    actions: [
      { type: 'notifyUnmuted', params: { username: 'aldi' } },
      { type: 'announceChange', params: { username: 'aldi', change: 'unmuted' } },
    ],
    text: { in: 'toast', says: 'Bisukan aldi dibuka' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Membuka bisukan gagal: ‘Gagal membuka bisukan aldi’',
    when: { event: 'xstate.error.actor.unmuteUser', with: { error: { status: 0 } } },
    actions: ['notifyUnmuteFailed'],
    text: { in: 'toast', says: 'Gagal membuka bisukan aldi. Coba lagi.' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Membuka bisukan anggota yang sudah tidak ada (404): ‘Akun aldi tidak ditemukan’',
    when: { event: 'xstate.error.actor.unmuteUser', with: { error: { status: 404 } } },
    actions: ['notifyMemberGone'],
    text: { in: 'toast', says: 'Akun aldi tidak ditemukan' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Bisukan gagal karena anggota sudah tidak ada (404): ‘Akun aldi tidak ditemukan’',
    when: { event: 'xstate.error.actor.muteUser', with: { error: { status: 404 } } },
    actions: ['notifyMemberGone'],
    text: { in: 'toast', says: 'Akun aldi tidak ditemukan' },
  },
  {
    spec: '§16 Keamanan',
    name: 'Membatalkan blokir tidak mengirim apa pun',
    when: { event: 'CANCEL', from: 'confirmingBlock' },
    noRequest: ['blockUser'],
  },
];

export const memberSafetyModel = {
  machine: memberSafetyMachine,
  expectations,
  actors: ['blockUser', 'muteUser', 'unmuteUser'],
  inputs: [otherMember, mutedMember],
  events: [
    { type: 'REPORT' },
    { type: 'REPORT_CLOSED' },
    { type: 'BLOCK' },
    { type: 'MUTE' },
    { type: 'UNMUTE' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    { type: 'MUTE_FOR', days: 7 },
    { type: 'MUTE_FOR', days: null },
    { type: 'xstate.done.actor.blockUser', output: undefined },
    { type: 'xstate.error.actor.blockUser', error: { status: 404, body: { status: false, message: 'Not found' } } },
    { type: 'xstate.error.actor.blockUser', error: { status: 0, body: null } },
    { type: 'xstate.done.actor.muteUser', output: undefined },
    { type: 'xstate.error.actor.muteUser', error: { status: 404, body: { status: false, message: 'Not found' } } },
    { type: 'xstate.error.actor.muteUser', error: { status: 0, body: null } },
    { type: 'xstate.done.actor.unmuteUser', output: undefined },
    { type: 'xstate.error.actor.unmuteUser', error: { status: 404, body: { status: false, message: 'Not found' } } },
    { type: 'xstate.error.actor.unmuteUser', error: { status: 0, body: null } },
  ],
};
