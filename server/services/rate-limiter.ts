// Fixed-window counters stored in the database, so every server process shares them.
// One row per key: the upsert either counts in the current window or starts a new one.
import { sql, type Kysely } from 'kysely';
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

export function createRateLimiter(db: Kysely<Database>, now: () => Date): RateLimiter {
  let lastSweepWindow = 0;

  // Rows of past windows are dead weight; drop them at most once per window.
  async function sweep(windowStartMs: number): Promise<void> {
    if (windowStartMs === lastSweepWindow) return;
    lastSweepWindow = windowStartMs;
    await db
      .deleteFrom('rate_limit_counters')
      .where('window_start', '<', new Date(windowStartMs).toISOString())
      .execute();
  }

  return {
    async consume(key, limit) {
      const nowMs = now().getTime();
      const windowStartMs = Math.floor(nowMs / WINDOW_MS) * WINDOW_MS;
      const windowStart = new Date(windowStartMs).toISOString();
      await sweep(windowStartMs);
      const { count } = await db
        .insertInto('rate_limit_counters')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when rate_limit_counters.window_start = excluded.window_start
              then rate_limit_counters.count + 1 else 1 end`,
            window_start: sql<string>`excluded.window_start`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return {
        allowed: count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + WINDOW_MS - nowMs) / 1000)),
      };
    },
  };
}
