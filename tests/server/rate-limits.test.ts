// The contract's rate limits (§1), with limits lowered so tests stay short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../helpers/post-fixtures.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ loginRateLimit: 3, mailRateLimit: 2, apiRateLimit: 40 });
});
afterAll(() => server.close());

const MINUTE_MS = 60_000;
const TOO_MANY = { status: false, message: 'Too Many Attempts.' };

/** Starts each test in a fresh window. */
function nextWindow() {
  server.clock.advance(MINUTE_MS);
}

describe('rate limits', () => {
  it('POST /login: every attempt counts, per IP, with Retry-After', async () => {
    nextWindow();
    const user = await server.registerUser();
    const attempts = [];
    for (let i = 0; i < 3; i += 1) {
      attempts.push(await server.request('POST', '/login', { body: { user_mail: user.input.email, password: 'wrong!' } }));
    }
    expect(attempts.map((response) => response.status)).toEqual([400, 400, 400]);

    const blocked = await server.request('POST', '/login', {
      body: { user_mail: user.input.email, password: user.input.password },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    nextWindow();
    expect(await server.login(user.input.email, user.input.password)).toEqual(expect.any(String));
  });

  it('POST /resend-otp: per user', async () => {
    nextWindow();
    const first = await server.registerUser();
    const second = await server.registerUser();
    for (let i = 0; i < 2; i += 1) {
      expect((await server.request('POST', '/resend-otp', { token: first.token })).status).toBe(200);
    }
    const blocked = await server.request('POST', '/resend-otp', { token: first.token });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect((await server.request('POST', '/resend-otp', { token: second.token })).status).toBe(200);
  });

  it('POST /reset-password: per IP, unknown e-mails included', async () => {
    nextWindow();
    const user = await server.verifiedUser();
    expect((await server.request('POST', '/reset-password', { body: { email: 'ghost@example.com' } })).status).toBe(400);
    expect((await server.request('POST', '/reset-password', { body: { email: user.input.email } })).status).toBe(200);
    const blocked = await server.request('POST', '/reset-password', { body: { email: user.input.email } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });

  it('every endpoint: per user when signed in, else per IP', async () => {
    const user = await server.verifiedUser();
    const other = await server.verifiedUser();
    nextWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) {
      statuses.push((await server.request('GET', '/personal-user', { token: user.token })).status);
    }
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    expect((await server.request('GET', '/personal-user', { token: other.token })).status).toBe(200);
  });

  it('counts requests arriving together exactly, each once', async () => {
    const user = await server.verifiedUser();
    nextWindow();
    const responses = await Promise.all(
      Array.from({ length: 45 }, () => server.request('GET', '/personal-user', { token: user.token })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // The bucket is empty: it fills again one request per 1.5 s, whole after a minute. The
    // process writes its last tokens with its next batch (API_RATE_SYNC_MS).
    const key = `api:user:${await userIdOf(server, user.input.username)}`;
    const bucketTat = async () =>
      (await server.app.db.selectFrom('rate_limit_buckets').select('tat').where('key', '=', key).executeTakeFirst())?.tat;
    await expect.poll(bucketTat, { timeout: 10_000 }).toBeCloseTo(server.clock.now.getTime() + MINUTE_MS);
  });

  it('caps a burst across a minute boundary: the bucket refills one request per interval', async () => {
    nextWindow();
    const user = await server.verifiedUser();
    const attempt = () => server.request('POST', '/login', { body: { user_mail: user.input.email, password: 'wrong!' } });
    // Just before a minute boundary, then just after it.
    server.clock.advance(MINUTE_MS - (server.clock.now.getTime() % MINUTE_MS) - 1000);
    const before = [await attempt(), await attempt(), await attempt()];
    server.clock.advance(2000);
    const after = [await attempt(), await attempt(), await attempt()];
    expect(before.map((response) => response.status)).toEqual([400, 400, 400]);
    expect(after.map((response) => response.status)).toEqual([429, 429, 429]);
    // Three a minute is one every 20 s; 2 s of it have passed.
    expect(after[0].headers.get('retry-after')).toBe('18');

    server.clock.advance(18_000);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });

  it('anonymous requests share the IP limit', async () => {
    nextWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i += 1) statuses.push((await server.request('GET', '/personal-user')).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    nextWindow();
    expect((await server.request('GET', '/personal-user')).status).toBe(401);
  });

  it('leaves the health check unlimited, for deploy tools', async () => {
    nextWindow();
    const statuses = new Set<number>();
    for (let i = 0; i < 45; i += 1) statuses.add((await server.request('GET', '/health')).status);
    expect([...statuses]).toEqual([200]);
  });

  it('drops buckets that have filled up again', async () => {
    nextWindow();
    await server.request('GET', '/personal-user');
    server.clock.advance(2 * MINUTE_MS);
    await server.request('GET', '/personal-user');
    // Buckets are written and swept in batches every API_RATE_SYNC_MS (1 s): wait for several.
    await expect
      .poll(
        async () => {
          const rows = await server.app.db.selectFrom('rate_limit_buckets').select('tat').execute();
          return rows.every((row) => row.tat >= server.clock.now.getTime());
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  });
});
