// A description of each album photo for people who cannot see it (contract §19). Null means
// the owner wrote none; the SPA then falls back to a text of its own.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('album_photos').addColumn('alt', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('album_photos').dropColumn('alt').execute();
}
