// Rate limits as token buckets (generic cell rate algorithm): one row per key holding the
// theoretical arrival time of the next request, so a burst across a minute boundary is
// still capped. Rows of full buckets are equivalent to no row and are swept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
  await db.schema
    .createTable('rate_limit_buckets')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    // Milliseconds since the epoch; fractional, since a limit's interval need not be whole.
    .addColumn('tat', 'double precision', (c) => c.notNull())
    .addColumn('admitted', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_buckets_tat').on('rate_limit_buckets').column('tat').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_buckets').execute();
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}
