// Who is online: asked for on start and every 30 seconds while the page is visible. A hidden
// page stops asking; becoming visible again asks at once. Failures are only logged (spec): the
// last list stays, and a first failure shows an empty list rather than a spinner forever.
import { assign, fromPromise, setup } from 'xstate';
import type { PublicUser } from '../src/api/wire.ts';
import { POLL_INTERVAL_MS } from './polling.ts';

export interface PresenceContext {
  /** null until the first answer. */
  users: PublicUser[] | null;
}

export type PresenceEvent = { type: 'HIDDEN' } | { type: 'VISIBLE' };

export const presenceMachine = setup({
  types: {
    context: {} as PresenceContext,
    events: {} as PresenceEvent,
  },
  actors: {
    fetchOnlineUsers: fromPromise<PublicUser[]>(async () => {
      throw new Error('fetchOnlineUsers is provided by the app');
    }),
  },
  actions: {
    logFailure: () => {},
  },
  delays: {
    POLL_INTERVAL: POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'presence',
  context: { users: null },
  initial: 'fetching',
  states: {
    fetching: {
      tags: ['loading'],
      on: { HIDDEN: 'paused' },
      invoke: {
        id: 'fetchOnlineUsers',
        src: 'fetchOnlineUsers',
        onDone: { target: 'live', actions: assign({ users: ({ event }) => event.output }) },
        onError: { target: 'live', actions: ['logFailure', assign({ users: ({ context }) => context.users ?? [] })] },
      },
    },
    live: {
      on: { HIDDEN: 'paused' },
      after: { POLL_INTERVAL: 'fetching' },
    },
    paused: {
      on: { VISIBLE: 'fetching' },
    },
  },
});
