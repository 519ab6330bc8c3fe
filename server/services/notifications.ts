// Notifications (contract §5): a like, comment or reply tells the post's owner. One row per
// item, oldest first by id; users.readed_notif counts the items the owner has seen.
//
// A member the owner does not see or hear (blocked either way, suspended, muted: contract §16)
// notifies nothing meanwhile, and the owner's list leaves out what such members sent before, so
// it comes back when the block or mute ends. The stored seen count counts the whole list;
// the owner is shown, and sends back, a count of the items they are shown (decision 093).
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database, NotificationVerb, PostKind } from '../db/schema.ts';
import { MINUTE_MS } from '../lib/time.ts';
import type { HeardList } from './kept-notifications.ts';
import { isMemberHeardBy } from './member-visibility.ts';

/** The newest notifications a member keeps. */
export const NOTIFICATION_CAP = 100;
const REPEAT_WINDOW_MS = 5 * MINUTE_MS;

export const NOTIFICATION_MESSAGES: Record<NotificationVerb, Record<PostKind, string>> = {
  like: { album: 'menyukai album anda', thread: 'menyukai thread anda' },
  comment: { album: 'mengomentari album anda', thread: 'mengomentari thread anda' },
};

export interface NotifiedPost {
  id: number;
  user_id: number;
  kind: PostKind;
}

/**
 * Records that `senderId` notifies the post's owner about the post now, when the owner hears
 * them (contract §16) and they did not already with the same verb in the last 5 minutes. One
 * statement, so one round trip inside the like's or comment's transaction; atomic: of two
 * concurrent tries one wins. Compiled once, as every like and comment runs it.
 */
const claimNotice = preparedQuery(
  (
    db: Kysely<Database>,
    senderId: number,
    postId: number,
    ownerId: number,
    verb: NotificationVerb,
    notifiedAt: string,
    windowStart: string,
  ) =>
    db
      .insertInto('notification_throttle')
      .columns(['sender_id', 'post_id', 'verb', 'notified_at'])
      .expression(
        db
          .selectFrom('users')
          .select([
            'users.id as sender_id',
            // Typed, as a bare parameter in a select list has no type on PostgreSQL.
            sql<number>`cast(${postId} as integer)`.as('post_id'),
            sql<NotificationVerb>`cast(${verb} as varchar(10))`.as('verb'),
            sql<string>`cast(${notifiedAt} as varchar(30))`.as('notified_at'),
          ])
          .where('users.id', '=', senderId)
          .where(isMemberHeardBy({ id: ownerId, at: notifiedAt }, 'users.id')),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['sender_id', 'post_id', 'verb'])
          .doUpdateSet({ notified_at: (eb) => eb.ref('excluded.notified_at') })
          .where('notification_throttle.notified_at', '<=', windowStart),
      )
      .returning('sender_id'),
);

const insertNotification = preparedQuery(
  (db: Kysely<Database>, recipientId: number, senderId: number, postId: number, message: string, createdAt: string) =>
    db
      .insertInto('notifications')
      .values({ recipient_id: recipientId, sender_id: senderId, post_id: postId, message, created_at: createdAt })
      .returning('id'),
);

const dropBeyondCap = preparedQuery((db: Kysely<Database>, recipientId: number) =>
  db
    .deleteFrom('notifications')
    .where('recipient_id', '=', recipientId)
    .where('id', '<=', (eb) =>
      eb
        .selectFrom('notifications as kept')
        .select('kept.id')
        .where('kept.recipient_id', '=', recipientId)
        .orderBy('kept.id', 'desc')
        .limit(1)
        .offset(NOTIFICATION_CAP),
    )
    .returning('id'),
);

/**
 * Drops the oldest items beyond the cap, in one statement; the seen count shrinks by as many
 * (not below 0). A page reads the seen count with the list's version, so no cache is told.
 */
export async function enforceCap(db: Kysely<Database>, recipientId: number): Promise<void> {
  const dropped = (await dropBeyondCap(db, recipientId)).length;
  if (dropped === 0) return;
  await db
    .updateTable('users')
    .set({ readed_notif: sql<number>`case when readed_notif > ${dropped} then readed_notif - ${dropped} else 0 end` })
    .where('id', '=', recipientId)
    .execute();
}

/** Tells the post's owner; run it in the transaction that recorded the like or comment. */
export async function notifyPostOwner(
  db: Kysely<Database>,
  post: NotifiedPost,
  senderId: number,
  verb: NotificationVerb,
  now: Date,
): Promise<void> {
  if (senderId === post.user_id) return;
  const notifiedAt = now.toISOString();
  const windowStart = new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString();
  const claimed = await claimNotice(db, senderId, post.id, post.user_id, verb, notifiedAt, windowStart);
  if (claimed.length === 0) return;
  // The insert's trigger moves the recipient's list version (migration 0024), which takes their
  // row lock before the trim: concurrent notifications trim the list in turn.
  await insertNotification(db, post.user_id, senderId, post.id, NOTIFICATION_MESSAGES[verb][post.kind], notifiedAt);
  await enforceCap(db, post.user_id);
}

/**
 * Records that the member has seen the first `seenShown` items they are shown (clamped to
 * their number) of `list`, their whole list with whom they hear; false when they are shown none.
 */
export async function markNotificationsRead(
  db: Kysely<Database>,
  memberId: number,
  seenShown: number,
  list: HeardList,
): Promise<boolean> {
  const shownPositions = list.heard.flatMap((heard, position) => (heard ? [position + 1] : []));
  if (shownPositions.length === 0) return false;
  // Seen them all: those hidden among and after them count as seen too.
  const seenOfAll =
    seenShown >= shownPositions.length ? list.heard.length : seenShown === 0 ? 0 : shownPositions[seenShown - 1];
  await db.updateTable('users').set({ readed_notif: seenOfAll }).where('id', '=', memberId).execute();
  return true;
}

export async function clearNotifications(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('notifications').where('recipient_id', '=', userId).execute();
    await trx.updateTable('users').set({ readed_notif: 0 }).where('id', '=', userId).execute();
  });
}
