// A store for @fastify/rate-limit kept in the database, so every server process shares the
// limits exactly: the route guards (login, OTP resend, password reset) and the login limit per
// account; the general limit is counted in the process (shared-rate-store.ts). Each key is a
// token bucket of `max` requests refilled evenly over the window (the generic cell rate
// algorithm): one row holds the theoretical arrival time (tat) of the next request, and one
// upsert decides and records a request atomically.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/portable-schema.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { MINUTE_MS } from '../lib/time.ts';

/** What @fastify/rate-limit reads back: refused when current > max; ttl drives Retry-After. */
interface StoreAnswer {
  current: number;
  ttl: number;
}

type StoreCallback = (error: Error | null, result?: StoreAnswer) => void;

/** How often each store drops full buckets. */
export const SWEEP_INTERVAL_MS = MINUTE_MS;
const SWEEP_ROWS = 1000;

const takeToken = preparedQuery((db: Kysely<Database>, key: string, now: number, interval: number, window: number) => {
  // Parameters are typed by their casts, so PostgreSQL needn't infer them from context.
  const nowMs = sql<number>`cast(${now} as double precision)`;
  const intervalMs = sql<number>`cast(${interval} as double precision)`;
  const windowMs = sql<number>`cast(${window} as double precision)`;
  const start = sql<number>`case when rate_limit_buckets.tat > ${nowMs} then rate_limit_buckets.tat else ${nowMs} end`;
  const fits = sql<boolean>`${start} + ${intervalMs} - ${nowMs} <= ${windowMs}`;
  return db
    .insertInto('rate_limit_buckets')
    .values({ key, tat: sql<number>`${nowMs} + ${intervalMs}`, admitted: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        admitted: sql<number>`case when ${fits} then 1 else 0 end`,
        tat: sql<number>`case when ${fits} then ${start} + ${intervalMs} else rate_limit_buckets.tat end`,
      }),
    )
    .returning(['tat', 'admitted']);
});

// A token given back: the theoretical arrival time moves back one interval, never before now.
const returnToken = preparedQuery((db: Kysely<Database>, key: string, now: number, interval: number) => {
  const nowMs = sql<number>`cast(${now} as double precision)`;
  const earlier = sql<number>`rate_limit_buckets.tat - cast(${interval} as double precision)`;
  return db
    .updateTable('rate_limit_buckets')
    .set({ tat: sql<number>`case when ${earlier} > ${nowMs} then ${earlier} else ${nowMs} end` })
    .where('key', '=', key);
});

/** How long a refused caller waits until one interval has drained and a request fits again. */
function waitAfterRefusalMs(tat: number, intervalMs: number, windowMs: number, nowMs: number): number {
  return Math.max(1000, tat + intervalMs - windowMs - nowMs);
}

/** A bucket of `max` requests per `windowMs`. */
export interface Bucket {
  key: string;
  max: number;
  windowMs: number;
}

export type TokenAnswer = { admitted: true } | { admitted: false; retryAfterMs: number };

/**
 * Takes one request from a bucket in a statement of its own, for a caller that may give it
 * back (giveBackToken) once it knows the request should not count.
 */
export async function takeTokenNow(db: Kysely<Database>, bucket: Bucket, nowMs: number): Promise<TokenAnswer> {
  const intervalMs = bucket.windowMs / bucket.max;
  const [row] = await takeToken(db, bucket.key, nowMs, intervalMs, bucket.windowMs);
  if (Number(row.admitted)) return { admitted: true };
  return { admitted: false, retryAfterMs: waitAfterRefusalMs(Number(row.tat), intervalMs, bucket.windowMs, nowMs) };
}

/** Returns a request admitted by takeTokenNow to its bucket. */
export async function giveBackToken(db: Kysely<Database>, bucket: Bucket, nowMs: number): Promise<void> {
  await returnToken(db, bucket.key, nowMs, bucket.windowMs / bucket.max);
}

/**
 * Full buckets are the same as no row; dropping them keeps the table to active callers.
 * PostgreSQL skips rows a batch holds, so the sweep never waits on (or deadlocks with) one.
 */
export async function dropFullBuckets(db: Kysely<Database>, nowMs: number): Promise<void> {
  try {
    await db
      .deleteFrom('rate_limit_buckets')
      .where('key', 'in', (eb) =>
        eb
          .selectFrom('rate_limit_buckets')
          .select('key')
          .where('tat', '<', nowMs)
          .limit(SWEEP_ROWS)
          .$if(isPostgres(db), (query) => query.forUpdate().skipLocked()),
      )
      .execute();
  } catch {
    // A failed sweep leaves rows that mean "full bucket"; the next one tries again.
  }
}

interface PendingRequest {
  key: string;
  nowMs: number;
  intervalMs: number;
  windowMs: number;
  settle: (outcome: Promise<{ tat: number; admitted: number }>) => void;
}

/** Plain code-unit order, the same in every process (unlike a locale-aware compare). */
function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export interface DatabaseRateStoreOptions {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * Builds the store class @fastify/rate-limit instantiates. Every request writes its bucket,
 * and on SQLite a commit costs several times the write; so the requests of one turn of the
 * event loop are written in one transaction, in key order, so that two processes' batches
 * lock shared rows in the same order and can never deadlock.
 */
export function databaseRateStore({ db, now }: DatabaseRateStoreOptions) {
  const postgres = isPostgres(db);
  let pending: PendingRequest[] = [];
  let nextSweepMs = 0;
  let sweeping = false;

  function writeBatch(): void {
    const batch = pending;
    pending = [];
    const byKey = batch
      .map((request, index) => ({ request, index }))
      .sort((a, b) => compareKeys(a.request.key, b.request.key));
    const written = db.transaction().execute(async (trx) => {
      // A count lost with the last moments before a crash costs nothing worth a disk flush;
      // without one the batch's locks are held only as long as its statements run.
      if (postgres) await sql`set local synchronous_commit = off`.execute(trx);
      const rows: { tat: number; admitted: number }[] = new Array(batch.length);
      for (const { request, index } of byKey) {
        const [row] = await takeToken(trx, request.key, request.nowMs, request.intervalMs, request.windowMs);
        rows[index] = { tat: Number(row.tat), admitted: Number(row.admitted) };
      }
      return rows;
    });
    batch.forEach((request, index) => request.settle(written.then((rows) => rows[index])));
    void written.then(() => sweepIfDue(batch[0].nowMs), () => {});
  }

  async function sweepIfDue(nowMs: number): Promise<void> {
    if (sweeping || nowMs < nextSweepMs) return;
    sweeping = true;
    nextSweepMs = nowMs + SWEEP_INTERVAL_MS;
    try {
      await dropFullBuckets(db, nowMs);
    } finally {
      sweeping = false;
    }
  }

  function take(key: string, intervalMs: number, windowMs: number, nowMs: number) {
    if (pending.length === 0) setImmediate(writeBatch);
    return new Promise<{ tat: number; admitted: number }>((resolve) =>
      pending.push({ key, nowMs, intervalMs, windowMs, settle: resolve }),
    );
  }

  return class DatabaseRateStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number = MINUTE_MS, max: number = 1): void {
      const nowMs = now().getTime();
      if (max < 1) {
        callback(null, { current: max + 1, ttl: timeWindow });
        return;
      }
      const intervalMs = timeWindow / max;
      take(key, intervalMs, timeWindow, nowMs).then(({ tat, admitted }) => {
        if (admitted) {
          // Requests still counted in the bucket; it is empty again at tat.
          callback(null, { current: Math.ceil((tat - nowMs) / intervalMs - 1e-9), ttl: tat - nowMs });
        } else {
          // Refused: the next request fits once one interval has drained.
          callback(null, { current: max + 1, ttl: waitAfterRefusalMs(tat, intervalMs, timeWindow, nowMs) });
        }
      }, (error: Error) => callback(error));
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
