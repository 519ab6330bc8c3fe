// Which address a per-IP limit counts (TRUST_PROXY): behind a listed load balancer the
// client its X-Forwarded-For names, otherwise the connecting address, whatever the header
// says. The balancer is played by 127.0.0.1, other clients by other loopback addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postStatusFrom } from '../helpers/client-address.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

const LOGIN_LIMIT = 2;
const MINUTE_MS = 60_000;
const WRONG_LOGIN = { user_mail: 'nobody@example.com', password: 'salah-sekali' };
const REFUSED_AFTER_LIMIT = [400, 400, 429];

let behindBalancer: TestServer;
let standalone: TestServer;

beforeAll(async () => {
  behindBalancer = await startServer({ loginRateLimit: LOGIN_LIMIT, trustedProxies: ['127.0.0.1'] });
  standalone = await startServer({ loginRateLimit: LOGIN_LIMIT });
});
afterAll(async () => {
  await behindBalancer?.close();
  await standalone?.close();
});

/** Statuses of LOGIN_LIMIT + 1 wrong logins from `from`, each with the headers for its number. */
async function attempts(server: TestServer, from: string, headers: (attempt: number) => Record<string, string>) {
  server.clock.advance(MINUTE_MS);
  const statuses = [];
  for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt += 1) {
    statuses.push(await postStatusFrom(from, `${server.url}/api/v1/login`, WRONG_LOGIN, headers(attempt)));
  }
  return statuses;
}

describe('the client address of a per-IP limit', () => {
  it('is the one a listed balancer forwards, so its clients count apart', async () => {
    expect(await attempts(behindBalancer, '127.0.0.1', () => ({ 'X-Forwarded-For': '198.51.100.1' }))).toEqual(
      REFUSED_AFTER_LIMIT,
    );
    const otherClient = { 'X-Forwarded-For': '198.51.100.2' };
    expect(await postStatusFrom('127.0.0.1', `${behindBalancer.url}/api/v1/login`, WRONG_LOGIN, otherClient)).toBe(400);
  });

  it('is the last one forwarded: what the client wrote before it does not count', async () => {
    const forgedEach = (attempt: number) => ({ 'X-Forwarded-For': `203.0.113.${attempt + 1}, 198.51.100.3` });
    expect(await attempts(behindBalancer, '127.0.0.1', forgedEach)).toEqual(REFUSED_AFTER_LIMIT);
  });

  it('is the connecting one when that is not a listed balancer', async () => {
    const forgedEach = (attempt: number) => ({ 'X-Forwarded-For': `203.0.113.${attempt + 1}` });
    expect(await attempts(behindBalancer, '127.0.0.2', forgedEach)).toEqual(REFUSED_AFTER_LIMIT);
  });

  it('is the connecting one when no balancer is listed', async () => {
    const forgedEach = (attempt: number) => ({ 'X-Forwarded-For': `203.0.113.${attempt + 1}` });
    expect(await attempts(standalone, '127.0.0.1', forgedEach)).toEqual(REFUSED_AFTER_LIMIT);
  });
});
