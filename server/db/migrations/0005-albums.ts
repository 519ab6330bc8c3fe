// Album uploads (contract §8): each picture waits in temp_uploads, bound to its uploader,
// until an album takes it or it is purged after 24 hours.
import type { Kysely } from 'kysely';
import { withIdColumn } from '../portable-schema.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The id column gives the upload order.
  await withIdColumn(db, db.schema.createTable('temp_uploads'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The opaque id handed to the client, also the file's media key.
    .addColumn('key', 'varchar(64)', (c) => c.notNull().unique())
    // Recorded by PUT /temp/album; null until then.
    .addColumn('position', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('temp_uploads_user_id').on('temp_uploads').columns(['user_id', 'id']).execute();
  // The purge looks for the oldest rows.
  await db.schema.createIndex('temp_uploads_created_at').on('temp_uploads').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('temp_uploads').execute();
}
