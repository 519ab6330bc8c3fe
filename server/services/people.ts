// Finding people: the search box and the list of who is online (contract §6).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MINUTE_MS } from '../lib/time.ts';

export const DROPDOWN_LIMIT = 6;
export const RESULTS_LIMIT = 100;
/** Tokens record their use at most once a minute, so presence is exact to that minute. */
const ONLINE_WINDOW_MS = 5 * MINUTE_MS;

/** The keyword as a LIKE pattern that matches it literally anywhere ("\" escapes). */
function substringPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Users whose first name, last name or username contains the keyword, case-insensitively. */
export async function searchUsers(db: Kysely<Database>, keyword: string, limit: number) {
  const pattern = substringPattern(keyword);
  const contains = (column: 'first_name' | 'last_name' | 'username') =>
    sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'username', 'foto_profile', 'bio'])
    .where((eb) => eb.or([contains('first_name'), contains('last_name'), contains('username')]))
    .orderBy(sql`lower(username)`)
    .limit(limit)
    .execute();
}

/**
 * Users with a session used in the last 5 minutes (logging out deletes the session). Driven
 * by the recent sessions (index on last_used_at), so the cost follows who is online, not
 * how many members there are.
 */
export async function onlineUsers(db: Kysely<Database>, now: Date) {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'username', 'foto_profile'])
    .where('users.id', 'in', (eb) =>
      eb.selectFrom('access_tokens').select('access_tokens.user_id').where('access_tokens.last_used_at', '>=', since),
    )
    .orderBy(sql`lower(username)`)
    .execute();
}
