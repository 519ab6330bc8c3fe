// Fixed-window request counters, in the database so every server process shares them.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_start')
    .on('rate_limit_counters')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
