// The moderation queue reads the open reports oldest first, a page at a time. Resolved reports
// pile up before the open ones, and PostgreSQL, taking the open ones to be spread evenly, walked
// the primary key past every resolved report to find a page (40,000 rows with 10,000 open behind
// them). An index of the open reports alone, in id order, holds exactly the queue.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('reports_open_queue').on('reports').column('id').where(sql.ref('status'), '=', 'open').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('reports_open_queue').execute();
}
