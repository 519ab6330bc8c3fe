// The rows behind the event stream (migration 0013): events written by triggers, and the
// open streams that make a member count as online.
import { sql, type Kysely } from 'kysely';
import { INTERNAL_LIVE_EVENT, LIVE_EVENT, liveEvent, mediaRemovedPayload, type NewLiveEvent } from '../../contract/live-events.ts';
import { isPostgres } from '../db/portable-schema.ts';
import type { Database } from '../db/schema.ts';

/** A row of the table; its kind and payload follow contract/live-events.ts. */
export interface LiveEvent {
  id: number;
  kind: string;
  recipientId: number | null;
  /** JSON object, sent as the event's data as it is. */
  payload: string;
  /**
   * The member whose doing or post it is about (a post's author, a caller's sender), or null:
   * a member hidden from a stream's viewer never reaches that stream with it (contract §16).
   */
  subjectId: number | null;
}

/** A number of the payload, by key, as SQL. */
function payloadNumber(db: Kysely<Database>, key: string) {
  return isPostgres(db)
    ? sql<number>`(live_events.payload::json->>${sql.lit(key)})::int`
    : sql<number>`json_extract(live_events.payload, ${sql.lit(`$.${key}`)})`;
}

/**
 * The event's subject: one lookup of the post by its key, for post and counts events; the member
 * named by a visibility change for everyone (a suspension), which a member who never sees them
 * has no use for. A block's change, for one of its two members, has none: it is judged itself.
 */
function subjectOf(db: Kysely<Database>) {
  return sql<number | null>`case
    when live_events.kind in (${sql.lit(LIVE_EVENT.post)}, ${sql.lit(LIVE_EVENT.counts)})
      then (select posts.user_id from posts where posts.id = ${payloadNumber(db, 'post_id')})
    when live_events.kind = ${sql.lit(LIVE_EVENT.emergency)} then ${payloadNumber(db, 'sender_id')}
    when live_events.kind = ${sql.lit(LIVE_EVENT.visibilityChanged)} and live_events.recipient_id is null
      then ${payloadNumber(db, 'user_id')}
  end`;
}

/** Events kept for tabs that reconnect; older ones are gone and such a tab loads anew. */
export const KEPT_EVENTS = 10_000;

/** An open stream unseen for this long belongs to a process that died. */
export const CONNECTION_LEASE_MS = 60_000;

export async function eventsAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<LiveEvent[]> {
  const rows = await db
    .selectFrom('live_events')
    .select(['id', 'kind', 'recipient_id', 'payload', subjectOf(db).as('subject_id')])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    recipientId: row.recipient_id,
    payload: row.payload,
    subjectId: row.subject_id === null ? null : Number(row.subject_id),
  }));
}

export async function latestEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function oldestEventId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.min('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Drops events beyond the kept ones; PostgreSQL skips rows another process is dropping. */
export async function dropOldEvents(db: Kysely<Database>, latestId: number): Promise<void> {
  await db
    .deleteFrom('live_events')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('live_events')
        .select('id')
        .where('id', '<=', latestId - KEPT_EVENTS)
        .orderBy('id')
        .limit(1000)
        .$if(isPostgres(db), (query) => query.forUpdate().skipLocked()),
    )
    .execute();
}

/** A member-wide event written by the server itself (not by a trigger), e.g. presence; checked against the contract. */
export async function writeEvent(db: Kysely<Database>, event: NewLiveEvent): Promise<void> {
  const { kind, payload } = liveEvent.parse(event);
  await db.insertInto('live_events').values({ kind, recipient_id: null, payload: JSON.stringify(payload) }).execute();
}

/**
 * An event for one member, written by the server in the caller's transaction; on PostgreSQL
 * the other processes are woken at its commit, as the triggers' events wake them.
 */
export async function writeMemberEvent(db: Kysely<Database>, recipientId: number, event: NewLiveEvent): Promise<void> {
  const { kind, payload } = liveEvent.parse(event);
  await insertWakingOthers(db, kind, recipientId, payload);
}

/** A row of the table whose commit wakes the other processes on PostgreSQL. */
async function insertWakingOthers(db: Kysely<Database>, kind: string, recipientId: number | null, payload: object): Promise<void> {
  await db.insertInto('live_events').values({ kind, recipient_id: recipientId, payload: JSON.stringify(payload) }).execute();
  if (isPostgres(db)) await sql`select pg_notify('live_events', '')`.execute(db);
}

/**
 * Tells every process that the member's row changed (their sessions are read anew), in the
 * caller's transaction; never reaches a stream.
 */
export async function writeMemberChanged(db: Kysely<Database>, userId: number): Promise<void> {
  await insertWakingOthers(db, INTERNAL_LIVE_EVENT.memberChanged, userId, {});
}

/** Tells every process that the stored file under `key` is gone; never reaches a stream. */
export async function writeMediaRemoved(db: Kysely<Database>, key: string): Promise<void> {
  await insertWakingOthers(db, INTERNAL_LIVE_EVENT.mediaRemoved, null, mediaRemovedPayload.parse({ key }));
}

export async function openConnection(db: Kysely<Database>, userId: number, processId: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('live_connections')
    .values({ user_id: userId, process_id: processId, seen_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function closeConnection(db: Kysely<Database>, connectionId: number): Promise<void> {
  await db.deleteFrom('live_connections').where('id', '=', connectionId).execute();
}

/** Renews this process's streams and drops those of processes that stopped renewing theirs. */
export async function renewConnections(db: Kysely<Database>, processId: string, now: Date): Promise<void> {
  await db.updateTable('live_connections').set({ seen_at: now.toISOString() }).where('process_id', '=', processId).execute();
  const expired = new Date(now.getTime() - CONNECTION_LEASE_MS).toISOString();
  await db.deleteFrom('live_connections').where('seen_at', '<', expired).execute();
}

/** Whether the member has an open stream in any process. */
export async function hasOpenConnection(db: Kysely<Database>, userId: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - CONNECTION_LEASE_MS).toISOString();
  const row = await db
    .selectFrom('live_connections')
    .select('id')
    .where('user_id', '=', userId)
    .where('seen_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}
