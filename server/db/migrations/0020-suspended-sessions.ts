// The sessions a suspension revoked, by their token's hash: a request still carrying one is
// answered 401 with the suspension's reason, so a member's open tab says why it signed out
// whichever reaches it first, that answer or the live stream's `signed_out` event.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('suspended_sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('suspended_sessions_user_id').on('suspended_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('suspended_sessions').execute();
}
