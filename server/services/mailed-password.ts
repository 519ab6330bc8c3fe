// Whether the member still signs in with the password the reset flow mailed (migration 0018).
// The session's copy of the member says it: every write that clears it also tells every process
// that the member changed (a member_changed event), so no process answers from a stale copy.
import type { Kysely } from 'kysely';
import type { Database, User } from '../db/schema.ts';
import { writeMemberChanged } from './live-events.ts';

export function isPasswordMailed(user: Pick<User, 'password_mailed_at'>): boolean {
  return user.password_mailed_at !== null;
}

/** The member keeps the mailed password and is not asked again, on any device. */
export async function keepMailedPassword(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_mailed_at: null }).where('id', '=', userId).execute();
    await writeMemberChanged(trx, userId);
  });
}
