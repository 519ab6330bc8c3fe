// Granting and revoking the moderator and admin roles (contract §16), done on the server
// machine with `npm run admin` (server/admin-cli.ts), never through the API.
import { sql, type Kysely } from 'kysely';
import type { Role } from '../../contract/moderation.ts';
import type { Database } from '../db/schema.ts';
import { writeMemberChanged } from './live-events.ts';

/** Sets the role of the member named `username` (any letter case); answers their username, or undefined when there is none. */
export async function setRole(db: Kysely<Database>, username: string, role: Role): Promise<string | undefined> {
  const updated = await db
    .updateTable('users')
    .set({ role })
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .returning(['id', 'username'])
    .executeTakeFirst();
  if (updated) await writeMemberChanged(db, updated.id);
  return updated?.username;
}
