// Blocks and mutes (contract §16). A block hides the two members from each other; a mute
// quiets one member for the muter alone, until its end. Both are rows the visibility rule looks
// up (member-visibility.ts); nothing else changes, so lifting one shows everything again. Each
// change tells every process that both members changed, so their kept relations go
// (relations-cache.ts).
import type { Kysely } from 'kysely';
import type { MuteDays } from '../../contract/safety.ts';
import type { Database, User } from '../db/schema.ts';
import { DAY_MS } from '../lib/time.ts';
import { holdPair } from './block-guard.ts';
import { writeMemberChanged } from './live-events.ts';
import { isSuspended } from './suspension.ts';

const PUBLIC_FIELDS = ['users.first_name', 'users.last_name', 'users.username', 'users.foto_profile'] as const;

/** Tells every process that the two members' relations changed, in the caller's transaction. */
async function bothChanged(trx: Kysely<Database>, one: number, other: number): Promise<void> {
  await writeMemberChanged(trx, one);
  await writeMemberChanged(trx, other);
}

/** Idempotent; waits for likes, comments and replies between the two under way (block-guard.ts). */
export async function block(db: Kysely<Database>, blockerId: number, blockedId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await holdPair(trx, blockerId, blockedId, 'exclusive');
    await trx
      .insertInto('blocks')
      .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
    await bothChanged(trx, blockerId, blockedId);
  });
}

/** Idempotent. A block the other member made stays. */
export async function unblock(db: Kysely<Database>, blockerId: number, blockedId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
    await bothChanged(trx, blockerId, blockedId);
  });
}

/** The members `userId` blocked, newest first. */
export function blockedBy(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(PUBLIC_FIELDS)
    .where('blocks.blocker_id', '=', userId)
    .orderBy('blocks.created_at', 'desc')
    .orderBy('users.username')
    .execute();
}

/** Mutes for `days` from now (null: until unmuted); muting again sets the new end. */
export async function mute(
  db: Kysely<Database>,
  muterId: number,
  mutedId: number,
  days: MuteDays | null,
  now: Date,
): Promise<void> {
  const until = days === null ? null : new Date(now.getTime() + days * DAY_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('mutes')
      .values({ muter_id: muterId, muted_id: mutedId, until, created_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.columns(['muter_id', 'muted_id']).doUpdateSet({ until, created_at: now.toISOString() }),
      )
      .execute();
    await bothChanged(trx, muterId, mutedId);
  });
}

/** Idempotent. */
export async function unmute(db: Kysely<Database>, muterId: number, mutedId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('mutes').where('muter_id', '=', muterId).where('muted_id', '=', mutedId).execute();
    await bothChanged(trx, muterId, mutedId);
  });
}

/** The members `userId` muted whose mute has not ended, newest first. */
export function mutedBy(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .selectFrom('mutes')
    .innerJoin('users', 'users.id', 'mutes.muted_id')
    .select([...PUBLIC_FIELDS, 'mutes.until'])
    .where('mutes.muter_id', '=', userId)
    .where((eb) => eb.or([eb('mutes.until', 'is', null), eb('mutes.until', '>', now.toISOString())]))
    .orderBy('mutes.created_at', 'desc')
    .orderBy('users.username')
    .execute();
}

/** The ids of the members blocked by or blocking `userId`, as a query. */
function idsBlockedEitherWay(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('blocks')
    .select('blocked_id as id')
    .where('blocker_id', '=', userId)
    .union(db.selectFrom('blocks').select('blocker_id as id').where('blocked_id', '=', userId));
}

/** Ids of the members blocked by or blocking `userId`. */
export async function blockedEitherWay(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await idsBlockedEitherWay(db, userId).execute();
  return rows.map((row) => row.id);
}

/**
 * isMemberHeardBy's rule worked out in the process: the member is not among those the viewer
 * does not hear (`membersHiddenAt` of their relations) and not suspended at `now`, by the
 * suspension read with their row.
 */
export function isHeardBy(
  hidden: Set<number>,
  memberId: number,
  suspension: Pick<User, 'suspended_until' | 'suspended_permanently'>,
  now: Date,
): boolean {
  return !hidden.has(memberId) && !isSuspended(suspension, now);
}
