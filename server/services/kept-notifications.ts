// A member's notification list (contract §5) is read on every page and changes far less often,
// so each process keeps it by the member's notifications_version, which triggers move on every
// write to what the list shows, whichever process made it (migration 0024, decision 178). A
// request reads the version and the seen count by the member's key, not the list. The list is
// kept whole; what one viewer does not hear now (contract §16) is taken out per request: members
// blocked either way or muted (their kept relations) and suspended senders (read at the request's
// now: a suspension ends with time, no write). The JSON of a list shown whole is kept with it.
import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../contract/moderation.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database, PostKind } from '../db/schema.ts';
import { keptByVersion } from '../lib/kept-by-version.ts';
import { isHeardBy } from './blocks.ts';
import type { Viewer } from './member-visibility.ts';

/** Notifications kept per process, over all kept lists. */
const MAX_KEPT_ITEMS = 100_000;

export interface NotificationRow {
  sender_username: string;
  sender_foto_profile: string | null;
  message: string;
  /** The album's current cover; null for threads and deleted posts. */
  cover_path: string | null;
  /** The post's public id; null once the post is deleted. */
  post_uuid: string | null;
  /** Null once the post is deleted. */
  post_kind: PostKind | null;
  created_at: string;
  /** activity, or a notice from the moderators (server/services/moderation-notices.ts). */
  kind: NotificationKind;
  /** The moderator's reason of a notice; null otherwise. */
  reason: string | null;
}

const listState = preparedQuery((db: Kysely<Database>, memberId: number) =>
  db.selectFrom('users').select(['notifications_version', 'readed_notif']).where('id', '=', memberId),
);

const notificationRows = preparedQuery((db: Kysely<Database>, memberId: number) =>
  db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
    .leftJoin('posts', 'posts.id', 'notifications.post_id')
    .select((eb) => [
      'notifications.sender_id',
      'sender.suspended_permanently',
      'sender.suspended_until',
      'sender.username as sender_username',
      'sender.foto_profile as sender_foto_profile',
      'notifications.message',
      'posts.uuid as post_uuid',
      'posts.kind as post_kind',
      'notifications.created_at',
      'notifications.kind',
      'notifications.reason',
      eb
        .selectFrom('album_photos')
        .select('album_photos.path')
        .whereRef('album_photos.post_id', '=', 'notifications.post_id')
        .orderBy('album_photos.position')
        .orderBy('album_photos.id')
        .limit(1)
        .as('cover_path'),
    ])
    .where('notifications.recipient_id', '=', memberId)
    .orderBy('notifications.id'),
);

type KeptRow = Awaited<ReturnType<typeof notificationRows>>[number];

interface KeptList {
  rows: KeptRow[];
  /** The whole list as written for a media base, once a member who hears every sender asked. */
  written?: { mediaBase: string; json: string | null };
}

/** The member's list, oldest first, with whether they hear each item's sender now. */
export interface HeardList {
  heard: boolean[];
  /** How many of all the items (heard or not) the member has seen: users.readed_notif. */
  seenOfAll: number;
}

/** The list a member is shown. */
export interface ShownList {
  /** The shown items written by the caller; null when there is none (contract §5). */
  json: string | null;
  /** How many of the shown items the member has seen. */
  seen: number;
}

export interface KeptNotifications {
  /** `hidden`: the members the viewer does not hear now (membersHiddenAt of their relations). */
  heardBy(viewer: Viewer, hidden: Promise<Set<number>>): Promise<HeardList>;
  /** `write` makes the JSON of the shown rows on `mediaBase`; it is kept when they are all of the list. */
  shownTo(
    viewer: Viewer,
    hidden: Promise<Set<number>>,
    mediaBase: string,
    write: (rows: NotificationRow[]) => string | null,
  ): Promise<ShownList>;
}

export function createKeptNotifications(db: Kysely<Database>): KeptNotifications {
  const lists = keptByVersion<KeptList>(
    MAX_KEPT_ITEMS,
    (list) => 1 + list.rows.length,
    async (memberId) => ({ rows: await notificationRows(db, memberId) }),
  );

  async function heardList(viewer: Viewer, hidden: Promise<Set<number>>) {
    const [state] = await listState(db, viewer.id);
    if (!state) return { list: { rows: [] }, heard: [], seenOfAll: 0 };
    // Member ids are never reused on either database: the version alone tells lists apart.
    const [list, hiddenNow] = await Promise.all([lists.at(viewer.id, String(state.notifications_version)), hidden]);
    const now = new Date(viewer.at);
    const heard = list.rows.map((row) => isHeardBy(hiddenNow, row.sender_id, row, now));
    return { list, heard, seenOfAll: Number(state.readed_notif) };
  }

  return {
    async heardBy(viewer, hidden) {
      const { heard, seenOfAll } = await heardList(viewer, hidden);
      return { heard, seenOfAll };
    },

    async shownTo(viewer, hidden, mediaBase, write) {
      const { list, heard, seenOfAll } = await heardList(viewer, hidden);
      const seen = heard.slice(0, seenOfAll).filter(Boolean).length;
      if (!heard.every(Boolean)) return { json: write(list.rows.filter((_, index) => heard[index])), seen };
      if (list.written?.mediaBase !== mediaBase) list.written = { mediaBase, json: write(list.rows) };
      return { json: list.written.json, seen };
    },
  };
}
