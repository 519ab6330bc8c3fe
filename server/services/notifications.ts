// Notifications (contract §5): a like, comment or reply tells the post's owner. One row per
// item, oldest first by id; users.readed_notif counts the items the owner has seen.
import { sql, type Kysely } from 'kysely';
import type { Database, NotificationVerb, PostKind } from '../db/schema.ts';
import { MINUTE_MS } from '../lib/time.ts';

const NOTIFICATION_CAP = 100;
const REPEAT_WINDOW_MS = 5 * MINUTE_MS;

const MESSAGES: Record<NotificationVerb, Record<PostKind, string>> = {
  like: { album: 'menyukai album anda', thread: 'menyukai thread anda' },
  comment: { album: 'mengomentari album anda', thread: 'mengomentari thread anda' },
};

export interface NotifiedPost {
  id: number;
  user_id: number;
  kind: PostKind;
}

/**
 * Records that `senderId` notifies about the post now, unless they already did with the
 * same verb in the last 5 minutes. Atomic: of two concurrent tries one wins.
 */
async function claimRepeatWindow(
  db: Kysely<Database>,
  senderId: number,
  postId: number,
  verb: NotificationVerb,
  now: Date,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString();
  const claimed = await db
    .insertInto('notification_throttle')
    .values({ sender_id: senderId, post_id: postId, verb, notified_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict
        .columns(['sender_id', 'post_id', 'verb'])
        .doUpdateSet({ notified_at: (eb) => eb.ref('excluded.notified_at') })
        .where('notification_throttle.notified_at', '<=', windowStart),
    )
    .returning('sender_id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Drops the oldest items beyond the cap; the seen count shrinks by as many (not below 0). */
async function enforceCap(db: Kysely<Database>, recipientId: number): Promise<void> {
  const newestDropped = await db
    .selectFrom('notifications')
    .select('id')
    .where('recipient_id', '=', recipientId)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(NOTIFICATION_CAP)
    .executeTakeFirst();
  if (!newestDropped) return;
  const { numDeletedRows } = await db
    .deleteFrom('notifications')
    .where('recipient_id', '=', recipientId)
    .where('id', '<=', newestDropped.id)
    .executeTakeFirst();
  const dropped = Number(numDeletedRows);
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
  if (!(await claimRepeatWindow(db, senderId, post.id, verb, now))) return;
  // Takes the recipient's row lock first, so concurrent notifications trim the list in turn.
  await db
    .updateTable('users')
    .set((eb) => ({ readed_notif: eb.ref('readed_notif') }))
    .where('id', '=', post.user_id)
    .execute();
  await db
    .insertInto('notifications')
    .values({
      recipient_id: post.user_id,
      sender_id: senderId,
      post_id: post.id,
      message: MESSAGES[verb][post.kind],
      created_at: now.toISOString(),
    })
    .execute();
  await enforceCap(db, post.user_id);
}

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
}

/** The user's notifications, oldest first. */
export async function notificationsOf(db: Kysely<Database>, userId: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
    .leftJoin('posts', 'posts.id', 'notifications.post_id')
    .select((eb) => [
      'sender.username as sender_username',
      'sender.foto_profile as sender_foto_profile',
      'notifications.message',
      'posts.uuid as post_uuid',
      'posts.kind as post_kind',
      'notifications.created_at',
      eb
        .selectFrom('album_photos')
        .select('album_photos.path')
        .whereRef('album_photos.post_id', '=', 'notifications.post_id')
        .orderBy('album_photos.position')
        .orderBy('album_photos.id')
        .limit(1)
        .as('cover_path'),
    ])
    .where('notifications.recipient_id', '=', userId)
    .orderBy('notifications.id')
    .execute();
}

/** Sets the seen count, clamped to the list length; false when the list is empty. */
export async function markNotificationsRead(db: Kysely<Database>, userId: number, seen: number): Promise<boolean> {
  const { total } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('recipient_id', '=', userId)
    .executeTakeFirstOrThrow();
  const listLength = Number(total);
  if (listLength === 0) return false;
  await db
    .updateTable('users')
    .set({ readed_notif: Math.min(seen, listLength) })
    .where('id', '=', userId)
    .execute();
  return true;
}

export async function clearNotifications(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('notifications').where('recipient_id', '=', userId).execute();
    await trx.updateTable('users').set({ readed_notif: 0 }).where('id', '=', userId).execute();
  });
}
