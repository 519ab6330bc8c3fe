// The notification bell. The list comes from the current user: first from the session, then
// from the session's refetch on each navigation (SYNCED), and is asked for again when the live
// stream tells of a new notification (STALE), or every 30 seconds while the stream is down (the
// polled-list part of polled-list.ts, told by the member shell); so the badge moves without navigating. A hidden page asks for nothing. Opening the list marks everything
// read at once (the badge clears before the server answers); 'Bersihkan' empties it on the server.
// The list opens as a dropdown under the top bar's bell or as a sheet from the bottom bar.
import { assign, fromPromise, setup } from 'xstate';
import type { NotificationItem } from '../contract/wire.ts';
import { parseNotificationList, readCountFrom, type ServerNotifications } from './notification-list.ts';
import {
  polledListContext,
  polledListImplementations,
  polledListSignals,
  polledListStates,
  type PolledListContext,
  type PolledListEvent,
} from './polled-list.ts';

export interface NotificationsContext extends PolledListContext {
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
  | PolledListEvent;

/** The badge: items the member has not seen. */
export const unreadCount = (context: NotificationsContext): number =>
  Math.max(0, context.items.length - context.readCount);

/** How many of the newest items show as unread: those new since opening and those new at opening. */
export const boldCount = (context: NotificationsContext): number => unreadCount(context) + context.openedUnread;

function fromServer({ notificationList, readedNotif }: ServerNotifications) {
  return { items: parseNotificationList(notificationList), readCount: readCountFrom(readedNotif) };
}

const markReadOnOpen = {
  description: 'Anggota membuka daftar, ada notifikasi belum dibaca → lencana langsung hilang dan semuanya ditandai dibaca di server',
  guard: 'hasUnread',
  target: 'markingRead',
  actions: 'markAllRead',
} as const;
const clearOnRequest = {
  description: 'Anggota menekan ‘Bersihkan’, daftar tidak kosong → daftar dikosongkan di server',
  guard: 'hasItems',
  target: 'clearing',
} as const;

/** What the list shows: “Bersihkan” spinning while the list is emptied. */
export type NotificationsTag = 'clearingNotifications';

const polledList = polledListImplementations<NotificationsContext, NotificationsEvent>();
const NEWS = 'notifikasi baru';
const followingServer = {
  SYNCED: {
    description: 'Anggota berpindah halaman dan sesi memuat ulang datanya → daftar dan lencana mengikuti server',
    actions: { type: 'takeServerList', params: ({ event }: { event: NotificationsEvent }) => event as ServerNotifications },
  },
  OPEN: markReadOnOpen,
  CLEAR: clearOnRequest,
} as const;

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as ServerNotifications,
    tags: {} as NotificationsTag,
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
    ...polledList.actions,
    logFailure: () => {},
    notifyClearFailed: () => {},
    takeServerList: assign((_, server: ServerNotifications) => fromServer(server)),
    markAllRead: assign(({ context }) => ({ openedUnread: unreadCount(context), readCount: context.items.length })),
  },
  guards: {
    hasUnread: ({ context }) => unreadCount(context) > 0,
    hasItems: ({ context }) => context.items.length > 0,
    opensSheet: ({ event }) => event.type === 'OPEN' && event.view === 'sheet',
    ...polledList.guards,
  },
  delays: polledList.delays,
}).createMachine({
  description: 'Lonceng notifikasi dan daftarnya',
  id: 'notifications',
  context: ({ input }) => ({ ...fromServer(input), openedUnread: 0, ...polledListContext }),
  type: 'parallel',
  on: polledListSignals(NEWS),
  states: {
    list: {
      description: 'Apakah daftar notifikasi tampil, dan di mana',
      initial: 'closed',
      states: {
        closed: {
          description: 'Hanya lencana jumlah yang tampil',
          on: {
            OPEN: [
              {
                description: 'Anggota menekan ‘Notifikasi’ di bilah bawah → daftar terbuka sebagai lembar dari bawah',
                guard: 'opensSheet',
                target: 'sheet',
              },
              { description: 'Anggota menekan lonceng ‘Notifikasi’ di bilah atas → daftar terbuka di bawah lonceng', target: 'dropdown' },
            ],
          },
        },
        dropdown: {
          description: 'Daftar terbuka di bawah lonceng bilah atas',
          on: {
            CLOSE: {
              description: 'Anggota menutup daftar di bilah atas → notifikasi yang tadi baru tidak lagi tebal',
              target: 'closed',
              actions: assign({ openedUnread: 0 }),
            },
          },
        },
        sheet: {
          description: 'Daftar terbuka sebagai lembar dari bilah bawah',
          on: {
            CLOSE: {
              description: 'Anggota menutup lembar notifikasi → notifikasi yang tadi baru tidak lagi tebal',
              target: 'closed',
              actions: assign({ openedUnread: 0 }),
            },
          },
        },
      },
    },
    server: {
      description: 'Isi daftar di server dan upaya mengikutinya',
      initial: 'watching',
      states: {
        watching: {
          description: 'Halaman dilihat: daftar mengikuti server',
          initial: 'polling',
          // A hidden page stops asking; an answer still running is dropped, and the refresh on
          // return shows what the server holds.
          on: { HIDDEN: { description: 'Halaman disembunyikan → tidak ada yang ditanyakan, jawaban yang berjalan diabaikan', target: 'paused' } },
          states: {
            ...polledListStates({ fetching: 'refreshing', news: NEWS, on: followingServer }),
            refreshing: {
              description: 'Memuat daftar notifikasi dari server',
              entry: 'markFresh',
              invoke: {
                id: 'fetchNotifications',
                src: 'fetchNotifications',
                onDone: {
                  description: 'Server mengirim daftar notifikasi → daftar dan lencana jumlah diperbarui',
                  target: 'polling',
                  actions: { type: 'takeServerList', params: ({ event }) => event.output },
                },
                onError: {
                  description: 'Daftar gagal dimuat → kegagalan dicatat, daftar yang tampil tetap ada',
                  target: 'polling',
                  actions: 'logFailure',
                },
              },
              on: {
                OPEN: markReadOnOpen,
                CLEAR: clearOnRequest,
              },
            },
            markingRead: {
              description: 'Menandai semua notifikasi sudah dibaca di server',
              invoke: {
                id: 'markRead',
                src: 'markRead',
                input: ({ context }) => ({ readedNotif: context.items.length }),
                onDone: { description: 'Server mencatat semua notifikasi sudah dibaca', target: 'polling' },
                // Only logged (spec); the next refresh shows what the server counts as read.
                onError: {
                  description: 'Tanda dibaca gagal disimpan → kegagalan dicatat, pemuatan berikutnya menampilkan yang dicatat server',
                  target: 'polling',
                  actions: 'logFailure',
                },
              },
              on: { CLEAR: clearOnRequest },
            },
            clearing: {
              description: '“Bersihkan” sedang mengosongkan daftar di server',
              tags: ['clearingNotifications'],
              invoke: {
                id: 'clearNotifications',
                src: 'clearNotifications',
                onDone: {
                  description: 'Server mengosongkan daftar → layar menampilkan ‘Tidak ada notifikasi saat ini...’',
                  target: 'polling',
                  actions: assign({ items: [], readCount: 0, openedUnread: 0 }),
                },
                onError: {
                  description: 'Daftar gagal dibersihkan → layar menampilkan ‘Notifikasi gagal dibersihkan’, daftar tetap ada',
                  target: 'polling',
                  actions: ['logFailure', 'notifyClearFailed'],
                },
              },
            },
          },
        },
        paused: {
          description: 'Halaman tersembunyi: tidak ada yang ditanyakan sampai dilihat lagi',
          on: {
            VISIBLE: { description: 'Halaman dilihat lagi → daftar langsung dimuat', target: 'watching.refreshing' },
            SYNCED: {
              description: 'Sesi memuat ulang datanya selagi halaman tersembunyi → daftar dan lencana mengikuti server',
              actions: { type: 'takeServerList', params: ({ event }) => event },
            },
          },
        },
      },
    },
  },
});
