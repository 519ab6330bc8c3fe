// Emergency broadcast (contract §13): the sender's daily quota, the queued broadcast and one
// delivery row per recipient, so a restart resumes the sending. Also phone numbers unique
// in the database, now that profile edits can move them between users.
import { sql, type Kysely } from 'kysely';
import { withIdColumn } from '../portable-schema.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('emergency_quotas')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_sent_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('emergency_broadcasts'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('place', 'varchar(255)', (c) => c.notNull())
    .addColumn('map', 'varchar(2048)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('emergency_deliveries'))
    .addColumn('broadcast_id', 'integer', (c) => c.notNull().references('emergency_broadcasts.id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('claimed_by', 'varchar(32)')
    .addColumn('claimed_at', 'varchar(30)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'varchar(30)')
    .addUniqueConstraint('emergency_deliveries_once', ['broadcast_id', 'recipient_id'])
    .execute();
  // The worker only ever looks at what is still to send.
  await db.schema
    .createIndex('emergency_deliveries_unsent')
    .on('emergency_deliveries')
    .column('id')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();

  await db.schema.createIndex('users_phone_number_unique').on('users').column('phone_number').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_phone_number_unique').execute();
  await db.schema.dropTable('emergency_deliveries').execute();
  await db.schema.dropTable('emergency_broadcasts').execute();
  await db.schema.dropTable('emergency_quotas').execute();
}
