// The general API limit (decision 142): decided in the process, so a request writes nothing,
// and shared through the same token buckets (rate_limit_buckets) in batches. Every
// API_RATE_SYNC_MS a process adds the tokens each key took to its row and reads the row back,
// which holds the other processes' tokens too. A process takes at most a quota of a key's
// tokens on one reading of its row; one more request waits for the next batch. So P processes
// together admit a caller at most 2 × quota × (P − 1) requests beyond the limit (each may act
// on a row missing the others' tokens of one quota not yet written and one written since).
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { MINUTE_MS } from '../lib/time.ts';
import { dropFullBuckets, SWEEP_INTERVAL_MS } from './rate-limit-store.ts';

/** A process's quota of a key's tokens between two readings: this share of the limit. */
const QUOTA_SHARE = 20;

/**
 * Adds a process's tokens to a key's row: they span `span` ms and end at `end` as the process
 * counted them (each at the time it was taken). A row further on than their start (other
 * processes' tokens) is moved on by the span; otherwise the process's reckoning stands.
 */
const addTokens = preparedQuery((db: Kysely<Database>, key: string, end: number, span: number) => {
  const endMs = sql<number>`cast(${end} as double precision)`;
  const spanMs = sql<number>`cast(${span} as double precision)`;
  return db
    .insertInto('rate_limit_buckets')
    .values({ key, tat: endMs, admitted: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        tat: sql<number>`case when rate_limit_buckets.tat > ${endMs} - ${spanMs}
          then rate_limit_buckets.tat + ${spanMs} else ${endMs} end`,
        admitted: 1,
      }),
    )
    .returning('tat');
});

/** addTokens' rule: a row's tat once tokens spanning `span` ms and ending at `end` are added. */
function movedOn(rowTat: number, end: number, span: number): number {
  return rowTat > end - span ? rowTat + span : end;
}

/** Requests a process admits on one reading of a key's row: 5% of the limit, at least one. */
export function quotaOf(max: number): number {
  return Math.max(1, Math.ceil(max / QUOTA_SHARE));
}

interface LocalBucket {
  /** The row's theoretical arrival time as last read, moved on by the tokens taken since. */
  tat: number;
  /** Tokens taken here and not yet added to the row. */
  unwritten: number;
  intervalMs: number;
}

interface StoreAnswer {
  current: number;
  ttl: number;
}

type StoreCallback = (error: Error | null, result?: StoreAnswer) => void;

export interface SharedRateCountsOptions {
  db: Kysely<Database>;
  now: () => Date;
  syncMs: number;
  /** The store of the limits that stay exact across processes (route guards made with createRateLimit). */
  exactStore: new () => FastifyRateLimitStore;
}

export interface SharedRateCounts {
  /** The store class @fastify/rate-limit instantiates for its global limit. */
  Store: new () => FastifyRateLimitStore;
  /** Writes what is left and stops the batches. */
  stop(): Promise<void>;
}

export function sharedRateCounts({ db, now, syncMs, exactStore }: SharedRateCountsOptions): SharedRateCounts {
  const buckets = new Map<string, LocalBucket>();
  let writing: Promise<void> | undefined;
  let nextWrite: Promise<void> | undefined;
  let nextSweepMs = 0;

  async function writeCounts(): Promise<void> {
    const nowMs = now().getTime();
    // Key order, the same in every process: two batches lock shared rows in the same order.
    const entries = [...buckets]
      .filter(([, bucket]) => bucket.unwritten > 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, bucket]) => ({ key, bucket, taken: bucket.unwritten, end: bucket.tat }));
    for (const { bucket } of entries) bucket.unwritten = 0;
    try {
      const tats = await db.transaction().execute(async (trx) => {
        const written: number[] = [];
        for (const { key, bucket, taken, end } of entries) {
          const [row] = await addTokens(trx, key, end, taken * bucket.intervalMs);
          written.push(Number(row.tat));
        }
        return written;
      });
      // Tokens taken while the batch ran are added to the row the way the next batch will add
      // them; those that started after a full bucket (at now, past the row) keep their reckoning.
      entries.forEach(({ bucket }, index) => {
        bucket.tat = movedOn(tats[index], bucket.tat, bucket.unwritten * bucket.intervalMs);
      });
    } catch (error) {
      // Counted again with the next batch; the requests went on meanwhile.
      for (const { bucket, taken } of entries) bucket.unwritten += taken;
      throw error;
    }
    // A full bucket with nothing to write is the same as none.
    for (const [key, bucket] of buckets) {
      if (bucket.unwritten === 0 && bucket.tat <= nowMs) buckets.delete(key);
    }
    if (nowMs >= nextSweepMs) {
      nextSweepMs = nowMs + SWEEP_INTERVAL_MS;
      await dropFullBuckets(db, nowMs);
    }
  }

  /** The next batch: the running one when none is running, else one after it. */
  function sync(): Promise<void> {
    if (!writing) {
      writing = writeCounts().finally(() => {
        writing = undefined;
      });
      return writing;
    }
    nextWrite ??= writing.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      nextWrite = undefined;
      return sync();
    });
    return nextWrite;
  }

  const timer = setInterval(() => {
    sync().catch(() => {
      // Kept and written with the next batch.
    });
  }, syncMs);
  timer.unref();

  function decide(bucket: LocalBucket, max: number, windowMs: number, callback: StoreCallback): void {
    const nowMs = now().getTime();
    const start = Math.max(bucket.tat, nowMs);
    if (start + bucket.intervalMs - nowMs <= windowMs) {
      bucket.tat = start + bucket.intervalMs;
      bucket.unwritten += 1;
      callback(null, { current: Math.ceil((bucket.tat - nowMs) / bucket.intervalMs - 1e-9), ttl: bucket.tat - nowMs });
    } else {
      callback(null, { current: max + 1, ttl: Math.max(1000, start + bucket.intervalMs - windowMs - nowMs) });
    }
  }

  function take(key: string, max: number, windowMs: number, callback: StoreCallback): void {
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { tat: 0, unwritten: 0, intervalMs: windowMs / max };
      buckets.set(key, bucket);
    }
    if (bucket.unwritten < quotaOf(max)) {
      decide(bucket, max, windowMs, callback);
      return;
    }
    // The quota is used up: the batch brings the other processes' tokens first. Should the
    // database fail, the request is decided on what the process knows.
    sync().then(
      () => take(key, max, windowMs, callback),
      () => decide(buckets.get(key) ?? bucket, max, windowMs, callback),
    );
  }

  class SharedRateStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number = MINUTE_MS, max: number = 1): void {
      if (max < 1) {
        callback(null, { current: max + 1, ttl: timeWindow });
        return;
      }
      take(key, max, timeWindow, callback);
    }

    /** Route guards (login, OTP, reset) stay exact: their store writes every request. */
    child(): FastifyRateLimitStore {
      return new exactStore();
    }
  }

  return {
    Store: SharedRateStore,
    async stop() {
      clearInterval(timer);
      await sync().catch(() => {});
    },
  };
}
