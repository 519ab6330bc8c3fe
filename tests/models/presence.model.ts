// Sample events for the online list: each answer of the call, the live stream opening, telling
// that someone came or went (STALE) and dropping, the poll clock while it is down, and the page
// being hidden and shown again. The stream tells only while it is open, and a second change
// told while the list is asked for ends a path. A failed load (a network failure or an aborted
// request answer alike, status 0) is retried: soon after the first failure, at the poll pace
// after the second; a third failure in a row ends a path. The first load may also find nobody
// online, which ends a path.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { presenceMachine, type PresenceContext } from '../../machines/presence.machine.ts';
import type { PublicUser } from '../../contract/wire.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const onlineUsers: PublicUser[] = [
  { first_name: 'Budi', last_name: 'Santoso', username: 'budi', foto_profile: null },
  { first_name: 'Ayu', last_name: 'Lestari', username: 'ayu', foto_profile: 'http://api.test/media/avatar/ayu.jpg' },
];

const answers = [
  { type: 'xstate.done.actor.fetchOnlineUsers', output: onlineUsers },
  { type: 'xstate.error.actor.fetchOnlineUsers', error: { status: 0, body: null } },
];

const nobodyOnline = { type: 'xstate.done.actor.fetchOnlineUsers', output: [] };

function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { users, streamOpen, stale, failures } = snapshot.context as PresenceContext;
  if (users?.length === 0 && failures === 0) return [];
  const told = streamOpen && !stale ? [{ type: 'STALE' }] : [];
  if (snapshot.matches('fetching')) {
    const first = users === null && failures === 0 ? [nobodyOnline] : [];
    return [...(failures < 2 ? answers : answers.slice(0, 1)), ...first, { type: 'HIDDEN' }, ...told];
  }
  if (snapshot.matches('retrying')) {
    const retry = failures === 1 ? 'RETRY_DELAY' : 'POLL_INTERVAL';
    return [{ type: `xstate.after.${retry}.presence.retrying` }, { type: 'HIDDEN' }, ...told, { type: 'STREAM_UP' }];
  }
  if (snapshot.matches('polling')) {
    return [{ type: 'xstate.after.POLL_INTERVAL.presence.polling' }, { type: 'HIDDEN' }, { type: 'STREAM_UP' }];
  }
  if (snapshot.matches('listening')) return [{ type: 'STALE' }, { type: 'STREAM_DOWN' }, { type: 'HIDDEN' }];
  return [{ type: 'VISIBLE' }];
}

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Daftar pengguna login diminta dengan GET /login-user saat dibuka',
    when: { event: 'xstate.init' },
    request: { actor: 'fetchOnlineUsers', input: undefined, sends: { endpoint: 'onlineUsers' } },
  },
  {
    spec: '§7 Calls',
    name: 'Tanpa aliran langsung, GET /login-user ditanyakan lagi secara berkala',
    when: { event: 'xstate.after.POLL_INTERVAL.presence.polling' },
    request: { actor: 'fetchOnlineUsers', input: undefined, sends: { endpoint: 'onlineUsers' } },
  },
  {
    spec: '§7 Calls',
    name: 'Halaman tersembunyi tidak menanyakan daftar pengguna login',
    when: { event: 'HIDDEN' },
    noRequest: ['fetchOnlineUsers'],
  },
  {
    spec: '§2 Screens and routes',
    name: 'Panel “Pengguna login saat ini” menampilkan nama tiap pengguna login',
    when: { event: 'xstate.done.actor.fetchOnlineUsers', with: { output: [{ username: 'budi' }, { username: 'ayu' }] } },
    text: ['Pengguna login saat ini', 'Budi Santoso', 'Ayu Lestari'],
  },
  {
    spec: '§8 Error catalogue',
    name: 'Tanpa pengguna login tampil “Tidak ada User login”',
    when: { event: 'xstate.done.actor.fetchOnlineUsers', with: { output: [] } },
    text: 'Tidak ada User login',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Kegagalan GET /login-user hanya dicatat',
    when: { event: 'xstate.error.actor.fetchOnlineUsers' },
    actions: ['logFailure'],
  },
];

export const presenceModel = {
  machine: presenceMachine,
  expectations,
  actors: ['fetchOnlineUsers'],
  events,
};
