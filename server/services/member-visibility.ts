// Who sees whom (contract §16), the one rule every list and lookup applies: a member blocked
// either way, or suspended, is hidden from the viewer everywhere; a member the viewer muted is
// left out of the viewer's feed, comments, replies and notifications while the mute lasts.
// Each test is a NOT EXISTS on a key (blocks and mutes by their pair, users by id), so it
// costs a few index lookups per row read, never a scan (decision 093).
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Whose eyes a query answers for, and when (suspensions and mutes end with time). */
export interface Viewer {
  id: number;
  /** ISO-8601 UTC: the request's now. */
  at: string;
}

export function viewerOf(user: { id: number }, now: Date): Viewer {
  return { id: user.id, at: now.toISOString() };
}

/** The member in `memberColumn` is visible to the viewer: no block either way, not suspended. */
export function isMemberVisibleTo(viewer: Viewer, memberColumn: string): RawBuilder<SqlBool> {
  const member = sql.ref(memberColumn);
  return sql<SqlBool>`(not exists (select 1 from blocks where blocks.blocker_id = ${viewer.id} and blocks.blocked_id = ${member})
    and not exists (select 1 from blocks where blocks.blocker_id = ${member} and blocks.blocked_id = ${viewer.id})
    and not exists (select 1 from users as suspended where suspended.id = ${member}
      and (suspended.suspended_permanently or suspended.suspended_until > ${viewer.at})))`;
}

/** As isMemberVisibleTo, and not muted by the viewer (a mute whose end has passed no longer counts). */
export function isMemberHeardBy(viewer: Viewer, memberColumn: string): RawBuilder<SqlBool> {
  const member = sql.ref(memberColumn);
  return sql<SqlBool>`(${isMemberVisibleTo(viewer, memberColumn)}
    and not exists (select 1 from mutes where mutes.muter_id = ${viewer.id} and mutes.muted_id = ${member}
      and (mutes.until is null or mutes.until > ${viewer.at})))`;
}
