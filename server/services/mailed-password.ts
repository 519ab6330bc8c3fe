// Whether the member still signs in with the password the reset flow mailed (migration 0018),
// read from the database rather than the session's copy of the member, which a dismissal on
// another device would leave stale.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function isPasswordMailed(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('password_mailed_at').where('id', '=', userId).executeTakeFirst();
  return (row?.password_mailed_at ?? null) !== null;
}

/** The member keeps the mailed password and is not asked again. */
export async function keepMailedPassword(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ password_mailed_at: null }).where('id', '=', userId).execute();
}
