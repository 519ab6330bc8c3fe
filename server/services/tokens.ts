// Bearer tokens: 32 random bytes handed to the client once, stored as sha256 only.
// A token lives while it is used at least every 30 days (sliding expiry).
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database, User } from '../db/schema.ts';
import { randomToken, sha256 } from '../lib/secrets.ts';
import { DAY_MS, MINUTE_MS } from '../lib/time.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import { isSuspended, suspendedSignOut } from './suspension.ts';

const TOKEN_IDLE_LIFETIME_MS = 30 * DAY_MS;
/** last_used_at is written at most this often per token; presence needs minutes, not ms. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

export interface Session {
  user: User;
  tokenId: number;
}

export async function issueToken(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = randomToken(32);
  const timestamp = now.toISOString();
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: sha256(token), created_at: timestamp, last_used_at: timestamp })
    .execute();
  return token;
}

const sessionByTokenHash = preparedQuery((db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .selectAll('users')
    .select(['access_tokens.id as token_id', 'access_tokens.last_used_at as token_last_used_at'])
    .where('access_tokens.token_hash', '=', tokenHash),
);

async function lookUp(db: Kysely<Database>, tokenHash: string, cache: SessionCache, nowMs: number): Promise<CachedSession | null> {
  const cached = cache.get(tokenHash, nowMs);
  if (cached) return cached;
  const mark = cache.mark();
  const [row] = await sessionByTokenHash(db, tokenHash);
  if (!row) return null;
  const { token_id: tokenId, token_last_used_at: lastUsedAt, ...user } = row;
  const session = { user, tokenId, lastUsedAt };
  cache.set(tokenHash, session, nowMs, mark);
  return session;
}

/** The session of a bearer token, or null when it is unknown, revoked or expired. */
export async function resolveToken(db: Kysely<Database>, cache: SessionCache, token: string, now: Date): Promise<Session | null> {
  const session = await lookUp(db, sha256(token), cache, now.getTime());
  if (!session) return null;

  const { user, tokenId } = session;
  const idleMs = now.getTime() - new Date(session.lastUsedAt).getTime();
  if (idleMs > TOKEN_IDLE_LIFETIME_MS) {
    cache.dropToken(tokenId);
    await revokeToken(db, tokenId);
    return null;
  }
  // Suspending revokes every token; this also refuses one a sign-in racing the suspension issued.
  if (isSuspended(user, now)) return null;
  if (idleMs >= TOUCH_INTERVAL_MS) {
    // Who is online reads last_used_at: a cached session records its use as a looked-up one does.
    session.lastUsedAt = now.toISOString();
    await db.updateTable('access_tokens').set({ last_used_at: session.lastUsedAt }).where('id', '=', tokenId).execute();
  }
  return { user, tokenId };
}

export async function revokeToken(db: Kysely<Database>, tokenId: number): Promise<void> {
  await db.deleteFrom('access_tokens').where('id', '=', tokenId).execute();
}

/** Revokes every token of the user, except `keepTokenId` when given. */
export async function revokeUserTokens(db: Kysely<Database>, userId: number, keepTokenId?: number): Promise<void> {
  let query = db.deleteFrom('access_tokens').where('user_id', '=', userId);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  await query.execute();
}

/** Revokes every session of a member being suspended, keeping their hashes so each 401 says why. */
export async function revokeForSuspension(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .insertInto('suspended_sessions')
    .columns(['token_hash', 'user_id'])
    .expression(db.selectFrom('access_tokens').select(['token_hash', 'user_id']).where('user_id', '=', userId))
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute();
  await revokeUserTokens(db, userId);
}

/** Once the suspension is lifted or the member signs in again, an old session's 401 is a plain one. */
export async function forgetSuspendedSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('suspended_sessions').where('user_id', '=', userId).execute();
}

/**
 * How the suspension of a refused token's member signed it out, while it lasts; null for any
 * other refusal (unknown, expired, signed out). Asked only on a 401, so it costs no read elsewhere.
 */
export async function suspensionOfRefusedToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<ReturnType<typeof suspendedSignOut> | null> {
  const tokenHash = sha256(token);
  const member = await db
    .selectFrom('users')
    .select(['suspended_until', 'suspended_permanently'])
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('suspended_sessions').select('user_id').where('token_hash', '=', tokenHash)),
        // A sign-in that raced the suspension holds a token the suspension did not see.
        eb('id', 'in', eb.selectFrom('access_tokens').select('user_id').where('token_hash', '=', tokenHash)),
      ]),
    )
    .executeTakeFirst();
  return member && isSuspended(member, now) ? suspendedSignOut(member) : null;
}
