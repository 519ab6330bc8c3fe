// Fixed-window counters stored in the database, so every server process shares them.
// One row per key: the upsert either counts in the current window or starts a new one.
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { MINUTE_MS } from '../lib/time.ts';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one request under `key`; allowed while the window's count stays within `limit`. */
  consume(key: string, limit: number): Promise<RateDecision>;
}

const WINDOW_MS = MINUTE_MS;

const countRequest = preparedQuery((db: Kysely<Database>, key: string, windowStart: string) =>
  db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limit_counters.window_start = excluded.window_start
          then rate_limit_counters.count + 1 else 1 end`,
        window_start: sql<string>`excluded.window_start`,
      }),
    )
    .returning('count'),
);

interface PendingCount {
  key: string;
  windowStart: string;
  settle: (count: Promise<number>) => void;
}

/**
 * Every request writes its counter, and on SQLite a commit costs several times the write
 * itself; so the counts asked for within one turn of the event loop are written in one
 * transaction (each still gets its own exact count back).
 */
export function createRateLimiter(db: Kysely<Database>, now: () => Date): RateLimiter {
  let lastSweepWindow = 0;
  let pending: PendingCount[] = [];

  // Rows of past windows are dead weight; drop them at most once per window.
  async function sweep(executor: Kysely<Database>, windowStart: string): Promise<void> {
    const windowStartMs = Date.parse(windowStart);
    if (windowStartMs === lastSweepWindow) return;
    lastSweepWindow = windowStartMs;
    await executor.deleteFrom('rate_limit_counters').where('window_start', '<', windowStart).execute();
  }

  function writeBatch(): void {
    const batch = pending;
    pending = [];
    const counts = db.transaction().execute(async (trx) => {
      await sweep(trx, batch[0].windowStart);
      const written: number[] = [];
      for (const { key, windowStart } of batch) {
        const [{ count }] = await countRequest(trx, key, windowStart);
        written.push(count);
      }
      return written;
    });
    batch.forEach((item, index) => item.settle(counts.then((written) => written[index])));
  }

  function countInBatch(key: string, windowStart: string): Promise<number> {
    if (pending.length === 0) setImmediate(writeBatch);
    return new Promise((resolve) => pending.push({ key, windowStart, settle: resolve }));
  }

  return {
    async consume(key, limit) {
      const nowMs = now().getTime();
      const windowStartMs = Math.floor(nowMs / WINDOW_MS) * WINDOW_MS;
      const count = await countInBatch(key, new Date(windowStartMs).toISOString());
      return {
        allowed: count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + WINDOW_MS - nowMs) / 1000)),
      };
    },
  };
}
