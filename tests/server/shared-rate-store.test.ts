// The general limit's store (decision 142) decides in the process while a batch is being
// written; requests it admits meanwhile must still count once the batch's answer comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateStore } from '../../server/services/rate-limit-store.ts';
import { sharedRateCounts } from '../../server/services/shared-rate-store.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

const MINUTE_MS = 60_000;
const LIMIT = 40;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** How @fastify/rate-limit calls a store: with the window and the limit of the request. */
interface LimitStore {
  incr(key: string, callback: (error: Error | null, answer?: { current: number }) => void, timeWindow: number, max: number): void;
}

/** One request through the store: whether it was admitted. */
function admitted(store: LimitStore, key: string) {
  return new Promise<boolean>((resolve, reject) => {
    store.incr(
      key,
      (error, answer) => (error || !answer ? reject(error ?? new Error('no answer')) : resolve(answer.current <= LIMIT)),
      MINUTE_MS,
      LIMIT,
    );
  });
}

describe('the general limit while a batch is written', () => {
  it('admits exactly the limit to a burst that comes a minute after the last requests, while their batch is written', async () => {
    const { db } = server.app;
    const counts = sharedRateCounts({
      db,
      now: () => server.clock.now,
      // No batch falls due on its own: only a used-up quota writes one.
      syncMs: 600_000,
      exactStore: databaseRateStore({ db, now: () => server.clock.now }),
    });
    try {
      const store = new counts.Store();
      const key = 'api:user:burst-after-a-minute';
      // Two requests use up the process's quota of two (5% of 40), unwritten.
      expect(await Promise.all([admitted(store, key), admitted(store, key)])).toEqual([true, true]);
      server.clock.advance(MINUTE_MS);
      // The first of the burst starts the batch; the next ones are decided while it runs.
      const burst = await Promise.all(Array.from({ length: LIMIT + 10 }, () => admitted(store, key)));
      expect(burst.filter(Boolean)).toHaveLength(LIMIT);
    } finally {
      await counts.stop();
    }
  });
});
