// Finding people: the search box and the list of who is online (contract §6).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MINUTE_MS } from '../lib/time.ts';
import { CONNECTION_LEASE_MS } from './live-events.ts';

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
 * Users with an open event stream, or a session used in the last 5 minutes (logging out
 * deletes the session). Driven by the recent sessions and streams (indexes on last_used_at
 * and seen_at), so the cost follows who is online, not how many members there are.
 */
export async function onlineUsers(db: Kysely<Database>, now: Date) {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  const streamSeenSince = new Date(now.getTime() - CONNECTION_LEASE_MS).toISOString();
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'username', 'foto_profile'])
    .where((eb) =>
      eb.or([
        eb(
          'users.id',
          'in',
          eb.selectFrom('access_tokens').select('access_tokens.user_id').where('access_tokens.last_used_at', '>=', since),
        ),
        eb(
          'users.id',
          'in',
          eb
            .selectFrom('live_connections')
            .select('live_connections.user_id')
            .where('live_connections.seen_at', '>=', streamSeenSince),
        ),
      ]),
    )
    .orderBy(sql`lower(username)`)
    .execute();
}
