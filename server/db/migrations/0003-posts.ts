// Posts (albums and threads), their likes, comments and replies, and the notifications
// these cause (contract §5, §7–§11).
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../portable-schema.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('posts'))
    .addColumn('uuid', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('slug', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('album', 'thread')`))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('archived_at', 'varchar(30)')
    .execute();
  // The feed walks active posts by id, newest first (keyset pagination).
  await db.schema
    .createIndex('posts_active_id')
    .on('posts')
    .column('id')
    .where(sql.ref('archived_at'), 'is', null)
    .execute();
  await db.schema.createIndex('posts_user_kind_id').on('posts').columns(['user_id', 'kind', 'id']).execute();

  await db.schema
    .createTable('threads')
    .addColumn('post_id', 'integer', (c) => c.primaryKey().references('posts.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('albums')
    .addColumn('post_id', 'integer', (c) => c.primaryKey().references('posts.id').onDelete('cascade'))
    .addColumn('caption', 'text', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('album_photos'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    // Display order; 0 is the cover. Not unique, so a reorder can rewrite positions row by row.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('album_photos_post_position')
    .on('album_photos')
    .columns(['post_id', 'position'])
    .execute();

  await withIdColumn(db, db.schema.createTable('likes'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // One like per user and post, also under concurrent toggles; also serves lookups by post.
  await db.schema.createIndex('likes_post_user_unique').on('likes').columns(['post_id', 'user_id']).unique().execute();

  await withIdColumn(db, db.schema.createTable('comments'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'varchar(70)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_post_id').on('comments').columns(['post_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('sub_comments'))
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'varchar(70)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sub_comments_comment_id').on('sub_comments').columns(['comment_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('notifications'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Kept when the post is deleted: the item stays, without its picture.
    .addColumn('post_id', 'integer', (c) => c.references('posts.id').onDelete('set null'))
    .addColumn('message', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_recipient_id')
    .on('notifications')
    .columns(['recipient_id', 'id'])
    .execute();

  // When an actor last notified about a post, per verb: the 5-minute anti-spam must hold
  // even after the recipient cleared the list or the cap dropped the item.
  await db.schema
    .createTable('notification_throttle')
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('verb', 'varchar(10)', (c) => c.notNull())
    .addColumn('notified_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_throttle_pk', ['sender_id', 'post_id', 'verb'])
    .execute();

  // Notifications now live in their own table; readed_notif stays on the user.
  await db.schema.alterTable('users').dropColumn('notification_list').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('notification_list', 'text').execute();
  for (const table of [
    'notification_throttle',
    'notifications',
    'sub_comments',
    'comments',
    'likes',
    'album_photos',
    'albums',
    'threads',
    'posts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
