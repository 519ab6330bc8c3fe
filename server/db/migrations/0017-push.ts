// Web Push (contract §18): the VAPID key pair made once when the settings name none, each
// member's subscriptions (one per device), the notifications waiting for their push, and the
// emergency broadcast's pushes, queued and claimed like its mails (decision 133).
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../portable-schema.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per named key; the first process to insert it wins, every other one reads it.
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('push_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A device's endpoint is its own: subscribing it again (as anyone) takes the row over.
    .addColumn('endpoint', 'varchar(2048)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').columns(['user_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('push_outbox'))
    .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .execute();

  await withIdColumn(db, db.schema.createTable('emergency_pushes'))
    .addColumn('broadcast_id', 'integer', (c) => c.notNull().references('emergency_broadcasts.id').onDelete('cascade'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('claimed_by', 'varchar(32)')
    .addColumn('claimed_at', 'varchar(30)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_started_at', 'varchar(30)')
    .addColumn('sent_at', 'varchar(30)')
    .addUniqueConstraint('emergency_pushes_once', ['broadcast_id', 'subscription_id'])
    .execute();
  await db.schema
    .createIndex('emergency_pushes_unsent')
    .on('emergency_pushes')
    .column('id')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
  // Deleting a subscription cascades here.
  await db.schema.createIndex('emergency_pushes_subscription').on('emergency_pushes').column('subscription_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('emergency_pushes').execute();
  await db.schema.dropTable('push_outbox').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('server_keys').execute();
}
