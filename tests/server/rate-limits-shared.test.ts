// Two servers on one database share every limit, and requests racing through both never
// make the limiter fail: each batch of a process locks its buckets in key order, so two
// batches can't wait on each other in a cycle (they deadlocked on PostgreSQL). The general
// limit is decided in each process and shared in batches: exact to within its tolerance
// (decision 142).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaOf } from '../../server/services/shared-rate-store.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const LIMIT = 30;
const MEMBERS = 6;
const REQUESTS_PER_MEMBER = 40;
/** Two processes together admit at most this many beyond the limit. */
const TOLERANCE = 2 * quotaOf(LIMIT);

let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startServer({ apiRateLimit: LIMIT });
  second = await startServer({ apiRateLimit: LIMIT, database: first.config.database, now: first.config.now });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('rate limits shared by two servers', () => {
  it('counts every member to within the tolerance under racing requests, with no server error', async () => {
    const members: RegisteredUser[] = [];
    for (let i = 0; i < MEMBERS; i += 1) members.push(await first.verifiedUser());
    first.clock.advance(60_000);

    // Every member's requests alternate between the servers and interleave with the others'.
    const requests = Array.from({ length: REQUESTS_PER_MEMBER }, (_, round) =>
      members.map((member, index) =>
        ((round + index) % 2 === 0 ? first : second).request('GET', '/personal-user', { token: member.token }),
      ),
    ).flat();
    const responses = await Promise.all(requests);

    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    for (let index = 0; index < MEMBERS; index += 1) {
      const statuses = responses.filter((_, position) => position % MEMBERS === index).map((response) => response.status);
      const admitted = statuses.filter((status) => status === 200).length;
      expect(admitted).toBeGreaterThanOrEqual(LIMIT);
      expect(admitted).toBeLessThanOrEqual(LIMIT + TOLERANCE);
      expect(statuses.filter((status) => status === 429)).toHaveLength(REQUESTS_PER_MEMBER - admitted);
    }
  });
});
