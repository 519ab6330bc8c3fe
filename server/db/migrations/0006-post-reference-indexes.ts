// Indexes on the columns that refer to a post without one: deleting a post clears its
// notifications' post_id and drops its anti-spam rows, and without an index each of those
// foreign-key actions scans the whole table (both databases leave referencing columns
// unindexed).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('notifications_post_id').on('notifications').column('post_id').execute();
  await db.schema.createIndex('notification_throttle_post_id').on('notification_throttle').column('post_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notification_throttle_post_id').execute();
  await db.schema.dropIndex('notifications_post_id').execute();
}
