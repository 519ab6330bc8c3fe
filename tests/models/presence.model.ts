// Sample events for the online list: each answer of the call, the poll clock, and the page being
// hidden and shown again.
import { presenceMachine } from '../../machines/presence.machine.ts';
import type { PublicUser } from '../../src/api/wire.ts';

export const onlineUsers: PublicUser[] = [
  { first_name: 'Budi', last_name: 'Santoso', username: 'budi', foto_profile: null },
  { first_name: 'Ayu', last_name: 'Lestari', username: 'ayu', foto_profile: 'http://api.test/media/avatar/ayu.jpg' },
];

export const presenceModel = {
  machine: presenceMachine,
  actors: ['fetchOnlineUsers'],
  events: [
    { type: 'xstate.done.actor.fetchOnlineUsers', output: onlineUsers },
    { type: 'xstate.error.actor.fetchOnlineUsers', error: { status: 0, body: null } },
    { type: 'xstate.after.POLL_INTERVAL.presence.live' },
    { type: 'HIDDEN' },
    { type: 'VISIBLE' },
  ],
};
