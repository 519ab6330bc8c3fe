// The general limit is decided in the process: a read writes nothing to the database when it
// is counted; the counts go out in batches, every API_RATE_SYNC_MS (decision 142).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

const READS = 10;

let server: TestServer;
beforeAll(async () => {
  // No batch falls due during the test: every write it sees would be a request's own.
  server = await startServer({ apiRateLimit: 100_000, apiRateSyncMs: 600_000 });
});
afterAll(() => server.close());

async function bucketRows() {
  return server.app.db.selectFrom('rate_limit_buckets').selectAll().orderBy('key').execute();
}

describe('the general limit on a read', () => {
  it('writes no bucket row: 0 writes for 10 reads', async () => {
    const member = await server.verifiedUser();
    const before = await bucketRows();
    for (let read = 0; read < READS; read += 1) {
      expect((await server.request('GET', '/personal-user', { token: member.token })).status).toBe(200);
    }
    expect(await bucketRows()).toEqual(before);
  });

  it('still refuses past the limit within the process, without a batch', async () => {
    const limited = await startServer({ apiRateLimit: 5, apiRateSyncMs: 600_000 });
    try {
      const member = await limited.verifiedUser();
      limited.clock.advance(60_000);
      const statuses: number[] = [];
      for (let read = 0; read < 7; read += 1) {
        statuses.push((await limited.request('GET', '/personal-user', { token: member.token })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
