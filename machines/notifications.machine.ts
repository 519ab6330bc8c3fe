// The notification bell. The list comes from the current user: first from the session, then
// from the session's refetch on each navigation (SYNCED) and from a poll every 30 seconds while
// the page is visible, so the badge moves without navigating. Opening the list marks everything
// read at once (the badge clears before the server answers); 'Bersihkan' empties it on the server.
// The list opens as a dropdown under the top bar's bell or as a sheet from the bottom bar.
import { assign, fromPromise, setup } from 'xstate';
import type { NotificationItem } from '../src/api/wire.ts';
import { parseNotificationList, readCountFrom, type ServerNotifications } from './notification-list.ts';
import { POLL_INTERVAL_MS } from './polling.ts';

export interface NotificationsContext {
  /** Newest first. */
  items: NotificationItem[];
  /** How many of the oldest items the server counts as seen. */
  readCount: number;
  /** How many items were unread when the list was opened: they stay bold until it closes. */
  openedUnread: number;
}

export type NotificationsEvent =
  | { type: 'OPEN'; view: 'dropdown' | 'sheet' }
  | { type: 'CLOSE' }
  | { type: 'CLEAR' }
  | ({ type: 'SYNCED' } & ServerNotifications)
  | { type: 'HIDDEN' }
  | { type: 'VISIBLE' };

/** The badge: items the member has not seen. */
export const unreadCount = (context: NotificationsContext): number =>
  Math.max(0, context.items.length - context.readCount);

/** How many of the newest items show as unread: those new since opening and those new at opening. */
export const boldCount = (context: NotificationsContext): number => unreadCount(context) + context.openedUnread;

function fromServer({ notificationList, readedNotif }: ServerNotifications) {
  return { items: parseNotificationList(notificationList), readCount: readCountFrom(readedNotif) };
}

const markReadOnOpen = { guard: 'hasUnread', target: 'markingRead', actions: 'markAllRead' } as const;
const clearOnRequest = { guard: 'hasItems', target: 'clearing' } as const;

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as ServerNotifications,
  },
  actors: {
    fetchNotifications: fromPromise<ServerNotifications>(async () => {
      throw new Error('fetchNotifications is provided by the app');
    }),
    markRead: fromPromise<void, { readedNotif: number }>(async () => {
      throw new Error('markRead is provided by the app');
    }),
    clearNotifications: fromPromise<void>(async () => {
      throw new Error('clearNotifications is provided by the app');
    }),
  },
  actions: {
    logFailure: () => {},
    notifyClearFailed: () => {},
    takeServerList: assign((_, server: ServerNotifications) => fromServer(server)),
    markAllRead: assign(({ context }) => ({ openedUnread: unreadCount(context), readCount: context.items.length })),
  },
  guards: {
    hasUnread: ({ context }) => unreadCount(context) > 0,
    hasItems: ({ context }) => context.items.length > 0,
    opensSheet: ({ event }) => event.type === 'OPEN' && event.view === 'sheet',
  },
  delays: {
    POLL_INTERVAL: POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ ...fromServer(input), openedUnread: 0 }),
  type: 'parallel',
  states: {
    list: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            OPEN: [{ guard: 'opensSheet', target: 'sheet' }, { target: 'dropdown' }],
          },
        },
        dropdown: {
          on: { CLOSE: { target: 'closed', actions: assign({ openedUnread: 0 }) } },
        },
        sheet: {
          on: { CLOSE: { target: 'closed', actions: assign({ openedUnread: 0 }) } },
        },
      },
    },
    server: {
      initial: 'watching',
      states: {
        watching: {
          initial: 'waiting',
          // A hidden page stops polling; an answer still running is dropped, and the refresh on
          // return shows what the server holds.
          on: { HIDDEN: 'paused' },
          states: {
            waiting: {
              after: { POLL_INTERVAL: 'refreshing' },
              on: {
                SYNCED: { actions: { type: 'takeServerList', params: ({ event }) => event } },
                OPEN: markReadOnOpen,
                CLEAR: clearOnRequest,
              },
            },
            refreshing: {
              invoke: {
                id: 'fetchNotifications',
                src: 'fetchNotifications',
                onDone: { target: 'waiting', actions: { type: 'takeServerList', params: ({ event }) => event.output } },
                onError: { target: 'waiting', actions: 'logFailure' },
              },
              on: {
                OPEN: markReadOnOpen,
                CLEAR: clearOnRequest,
              },
            },
            markingRead: {
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ readedNotif: context.items.length }),
                onDone: 'waiting',
                // Only logged (spec); the next refresh shows what the server counts as read.
                onError: { target: 'waiting', actions: 'logFailure' },
              },
              on: { CLEAR: clearOnRequest },
            },
            clearing: {
              tags: ['clearing'],
              invoke: {
                id: 'clearNotifications',
                src: 'clearNotifications',
                onDone: { target: 'waiting', actions: assign({ items: [], readCount: 0, openedUnread: 0 }) },
                onError: { target: 'waiting', actions: ['logFailure', 'notifyClearFailed'] },
              },
            },
          },
        },
        paused: {
          on: {
            VISIBLE: 'watching.refreshing',
            SYNCED: { actions: { type: 'takeServerList', params: ({ event }) => event } },
          },
        },
      },
    },
  },
});
