// Album uploads keep their picture where the album photo will live, so creating the album
// only changes rows: temp_uploads.path names that file. Uploads stored before this keep their
// file under the key they were given (path null). An upload's file is its own (unique path),
// and the sweep of unreferenced files looks paths up in both tables (hence the indexes).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('temp_uploads').addColumn('path', 'varchar(64)').execute();
  await db.schema.createIndex('temp_uploads_path').on('temp_uploads').column('path').unique().execute();
  await db.schema.createIndex('album_photos_path').on('album_photos').column('path').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('album_photos_path').execute();
  await db.schema.dropIndex('temp_uploads_path').execute();
  await db.schema.alterTable('temp_uploads').dropColumn('path').execute();
}
