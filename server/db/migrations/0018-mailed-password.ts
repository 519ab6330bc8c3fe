// When the password a member signs in with was mailed by the reset flow (contract §4): set when
// the reset's link applies it, cleared when the member changes it or declines to. Null: a
// password the member chose. The account page asks to replace a mailed one (issue 27, item 9).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_mailed_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('password_mailed_at').execute();
}
