// Sample events for the notification bell, as they happen: the member opens the list under the
// bell or as the bottom bar's sheet, closes it, clears it; the page is hidden and shown again; a
// navigation brings the session's fresh user (SYNCED); the live stream opens, tells of a new
// notification (STALE) and drops; the poll clock runs while the stream is down and nothing else
// happens; each call is answered or fails. The member starts with three notifications, two unread.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ServerNotifications } from '../../machines/notification-list.ts';
import { notificationsMachine, type NotificationsContext } from '../../machines/notifications.machine.ts';
import type { NotificationItem } from '../../contract/wire.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

/** Oldest first, as the server keeps them. */
export const storedItems: NotificationItem[] = [
  {
    sender_username: 'ayu',
    sender_foto_profile: null,
    message: 'menyukai thread anda',
    accepter_content: null,
    post_uuid: 'thread000000000007',
    post_kind: 'thread',
    created_at: '2026-01-05T03:00:00.000Z',
  },
  {
    sender_username: 'dewi',
    sender_foto_profile: 'http://api.test/media/avatar/dewi.jpg',
    message: 'mengomentari album anda',
    accepter_content: 'http://api.test/media/album/cover.jpg',
    post_uuid: 'album0000000000041',
    post_kind: 'album',
    created_at: '2026-01-06T03:00:00.000Z',
  },
  {
    sender_username: 'eko',
    sender_foto_profile: null,
    message: 'menyukai album anda',
    accepter_content: 'http://api.test/media/album/cover.jpg',
    post_uuid: null,
    post_kind: null,
    created_at: '2026-01-07T03:00:00.000Z',
  },
];

export const newItem: NotificationItem = {
  sender_username: 'fajar',
  sender_foto_profile: null,
  message: 'mengomentari thread anda',
  accepter_content: null,
  post_uuid: 'thread000000000007',
  post_kind: 'thread',
  created_at: '2026-01-08T03:00:00.000Z',
};

export const initialServer: ServerNotifications = { notificationList: JSON.stringify(storedItems), readedNotif: 1 };
/** What a later look at the server finds: one more notification, the earlier ones seen. */
export const laterServer: ServerNotifications = {
  notificationList: JSON.stringify([...storedItems, newItem]),
  readedNotif: storedItems.length,
};

export const pollEnds = { type: 'xstate.after.POLL_INTERVAL.notifications.server.watching.polling' };

const answers: Record<string, AnyEventObject[]> = {
  refreshing: [
    { type: 'xstate.done.actor.fetchNotifications', output: laterServer },
    { type: 'xstate.error.actor.fetchNotifications', error: { status: 0, body: null } },
  ],
  markingRead: [
    { type: 'xstate.done.actor.markRead', output: undefined },
    { type: 'xstate.error.actor.markRead', error: { status: 500, body: null } },
  ],
  clearing: [
    { type: 'xstate.done.actor.clearNotifications', output: undefined },
    { type: 'xstate.error.actor.clearNotifications', error: { status: 500, body: null } },
  ],
};

function regionStates(snapshot: AnyMachineSnapshot): { list: string; server: string } {
  const value = snapshot.value as { list: string; server: string | { watching: string } };
  return { list: value.list, server: typeof value.server === 'string' ? value.server : value.server.watching };
}

const open = (view: string) => ({ type: 'OPEN', view });
const synced = { type: 'SYNCED', ...laterServer };
const streamUp = { type: 'STREAM_UP' };
const streamDown = { type: 'STREAM_DOWN' };
const stale = { type: 'STALE' };

/**
 * What happens next in each state. The sheet lists the same items as the dropdown, so its paths
 * end at closing it; with nothing left after clearing, the member only closes the list. The
 * session brings the later list once, while the machine still holds the first one; the stream
 * opens, tells and drops only then too, and tells only while it is open.
 */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { list, server } = regionStates(snapshot);
  const closed = list === 'closed';
  const { items, streamOpen, stale: isStale } = snapshot.context as NotificationsContext;
  const firstList = items.length === storedItems.length;
  const sessionNews = firstList ? [synced] : [];
  const serverAnswers = answers[server] ?? [];
  if (list === 'sheet') return [{ type: 'CLOSE' }];
  // With the stream open: what it brings, and the list used once more while it listens.
  if (streamOpen) {
    if (server === 'refreshing') return [serverAnswers[0], ...(isStale ? [] : [stale])];
    if (server === 'listening') {
      if (!closed) return [{ type: 'CLEAR' }];
      return firstList ? [stale, streamDown, synced, open('dropdown')] : [];
    }
    return serverAnswers.slice(0, 1);
  }
  const streamNews = firstList && closed ? [streamUp] : [];
  switch (server) {
    case 'paused':
      return [{ type: 'VISIBLE' }, ...sessionNews];
    case 'refreshing':
      return [...serverAnswers, closed ? open('dropdown') : { type: 'CLEAR' }];
    case 'markingRead':
      return [...serverAnswers, ...(closed ? [] : [{ type: 'CLEAR' }])];
    case 'clearing':
      return serverAnswers;
    default:
      if (items.length === 0) return closed ? [] : [{ type: 'CLOSE' }];
      return closed
        ? [open('dropdown'), open('sheet'), { type: 'HIDDEN' }, pollEnds, ...sessionNews, ...streamNews]
        : [{ type: 'CLOSE' }, { type: 'CLEAR' }];
  }
}

/** How many notifications the list holds: the later list once the server was read again. */
const listLength = (events: AnyEventObject[]): number =>
  events.some((event) => event.type === 'SYNCED' || event.type === 'xstate.done.actor.fetchNotifications')
    ? storedItems.length + 1
    : storedItems.length;

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Membuka daftar melaporkan yang dibaca: PUT /notification/readed dengan jumlah notifikasi di daftar',
    when: { event: 'OPEN', to: 'server.watching.markingRead' },
    request: {
      actor: 'markRead',
      input: ({ events }) => ({ readedNotif: listLength(events) }),
      sends: ({ events }) => ({ endpoint: 'markNotificationsRead', body: { readed_notif: listLength(events) } }),
    },
  },
  {
    spec: '§2 Screens and routes',
    name: 'Tiap notifikasi menampilkan username pengirim dan pesannya',
    when: { event: 'OPEN', with: { view: 'dropdown' } },
    text: { in: { list: true }, says: ['eko menyukai album anda', 'dewi mengomentari album anda', 'ayu menyukai thread anda'] },
  },
  {
    spec: '§7 Calls',
    name: '“Bersihkan” mengirim PUT /notification/readed/clear tanpa isi',
    when: { event: 'CLEAR', to: 'server.watching.clearing' },
    request: { actor: 'clearNotifications', input: undefined, sends: { endpoint: 'clearNotifications' } },
  },
  {
    spec: '§4 States and transitions',
    name: 'Setelah dibersihkan daftar kosong: “Tidak ada notifikasi saat ini...”',
    when: { event: 'xstate.done.actor.clearNotifications' },
    text: 'Tidak ada notifikasi saat ini...',
  },
  {
    spec: '§8 Error catalogue',
    name: 'Kegagalan memuat notifikasi hanya dicatat',
    when: { event: 'xstate.error.actor.fetchNotifications' },
    actions: ['logFailure'],
  },
  {
    spec: '§8 Error catalogue',
    name: 'Kegagalan menandai dibaca hanya dicatat',
    when: { event: 'xstate.error.actor.markRead' },
    actions: ['logFailure'],
  },
];

export const notificationsModel = {
  machine: notificationsMachine,
  expectations,
  actors: ['fetchNotifications', 'markRead', 'clearNotifications'],
  inputs: [initialServer],
  events,
};
