// Who is online (contract §6); the search box is in user-search.ts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { MINUTE_MS } from '../lib/time.ts';
import { CONNECTION_LEASE_MS } from './live-events.ts';
import { isMemberVisibleTo, type Viewer } from './member-visibility.ts';

/** Tokens record their use at most once a minute, so presence is exact to that minute. */
const ONLINE_WINDOW_MS = 5 * MINUTE_MS;

/**
 * Users with an open event stream, or a session used in the last 5 minutes (logging out
 * deletes the session), that the viewer sees. Driven by the recent sessions and streams
 * (indexes on last_used_at and seen_at), so the cost follows who is online, not how many
 * members there are.
 */
export async function onlineUsers(db: Kysely<Database>, viewer: Viewer, now: Date) {
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
    .where(isMemberVisibleTo(viewer, 'users.id'))
    .orderBy(sql`lower(username)`)
    .execute();
}
