// The emergency sender records each mail's hand-over to SMTP before it happens, so a mail
// cut off by a crash is known to be in doubt and is sent again under the same Message-ID.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emergency_deliveries').addColumn('send_started_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('emergency_deliveries').dropColumn('send_started_at').execute();
}
