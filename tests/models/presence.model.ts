// Sample events for the online list: each answer of the call, the live stream opening, telling
// that someone came or went (STALE) and dropping, the poll clock while it is down, and the page
// being hidden and shown again. The stream tells only while it is open, and a second change
// told while the list is asked for ends a path. A failed load (a network failure or an aborted
// request answer alike, status 0) is retried: soon after the first failure, at the poll pace
// after the second; a third failure in a row ends a path.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { presenceMachine, type PresenceContext } from '../../machines/presence.machine.ts';
import type { PublicUser } from '../../contract/wire.ts';

export const onlineUsers: PublicUser[] = [
  { first_name: 'Budi', last_name: 'Santoso', username: 'budi', foto_profile: null },
  { first_name: 'Ayu', last_name: 'Lestari', username: 'ayu', foto_profile: 'http://api.test/media/avatar/ayu.jpg' },
];

const answers = [
  { type: 'xstate.done.actor.fetchOnlineUsers', output: onlineUsers },
  { type: 'xstate.error.actor.fetchOnlineUsers', error: { status: 0, body: null } },
];

function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { streamOpen, stale, failures } = snapshot.context as PresenceContext;
  const told = streamOpen && !stale ? [{ type: 'STALE' }] : [];
  if (snapshot.matches('fetching')) return [...(failures < 2 ? answers : answers.slice(0, 1)), { type: 'HIDDEN' }, ...told];
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

export const presenceModel = {
  machine: presenceMachine,
  actors: ['fetchOnlineUsers'],
  events,
};
