// The per-account limit on wrong passwords (LOGIN_ACCOUNT_LIMIT, decision 088): however many
// addresses a guesser spreads its attempts over, an account takes at most ten wrong passwords
// an hour, and its owner waits at most one refill (six minutes) once the guessing stops.
// The guesser's addresses come through a listed balancer (127.0.0.1, where these requests
// are sent from) as X-Forwarded-For, each within its per-IP limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const ACCOUNT_LIMIT = 10;
const HOUR_MS = 60 * 60_000;
const ONE_REFILL_SECONDS = HOUR_MS / ACCOUNT_LIMIT / 1000;
const TOO_MANY = { status: false, message: 'Too Many Attempts.' };

let server: TestServer;
let clientSequence = 0;

beforeAll(async () => {
  server = await startServer({ trustedProxies: ['127.0.0.1'], loginRateLimit: 2, loginAccountLimit: ACCOUNT_LIMIT });
});
afterAll(() => server.close());

/** A login from a client address no earlier attempt came from, as the balancer forwards it. */
function loginFromNewAddress(userMail: string, password: string) {
  clientSequence += 1;
  const client = `198.18.${Math.floor(clientSequence / 250)}.${(clientSequence % 250) + 1}`;
  return server.request('POST', '/login', { body: { user_mail: userMail, password }, headers: { 'X-Forwarded-For': client } });
}

async function wrongLogins(userMail: string, count: number): Promise<number[]> {
  const statuses = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    statuses.push((await loginFromNewAddress(userMail, `tebakan-${attempt}`)).status);
  }
  return statuses;
}

const WRONG_UP_TO_LIMIT = Array<number>(ACCOUNT_LIMIT).fill(400);

describe('wrong passwords per account', () => {
  let owner: RegisteredUser;
  beforeAll(async () => {
    server.clock.advance(HOUR_MS);
    owner = await server.verifiedUser();
  });

  it('refuses the eleventh attempt from the eleventh address, even with the right password', async () => {
    expect(await wrongLogins(owner.input.email, ACCOUNT_LIMIT)).toEqual(WRONG_UP_TO_LIMIT);

    const refused = await loginFromNewAddress(owner.input.email, owner.input.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(refused.headers.get('retry-after')).toBe(String(ONE_REFILL_SECONDS));
    // By username, in another letter case, it is the same account.
    expect((await loginFromNewAddress(owner.input.username.toUpperCase(), owner.input.password)).status).toBe(429);
  });

  it('leaves every other account alone', async () => {
    expect((await loginFromNewAddress(owner.input.email, owner.input.password)).status).toBe(429);
    const other = await server.verifiedUser();
    expect((await loginFromNewAddress(other.input.email, 'bukan-ini')).status).toBe(400);
    expect((await loginFromNewAddress(other.input.email, other.input.password)).status).toBe(200);
  });

  it('lets the owner in once the wait it was told has passed, without a fresh count for the guesser', async () => {
    server.clock.advance(ONE_REFILL_SECONDS * 1000);
    expect((await loginFromNewAddress(owner.input.username, owner.input.password)).status).toBe(200);
    // The owner's success is not counted, and it does not clear the guesses before it.
    expect(await wrongLogins(owner.input.email, 2)).toEqual([400, 429]);

    server.clock.advance(HOUR_MS);
    expect(await wrongLogins(owner.input.email, ACCOUNT_LIMIT + 1)).toEqual([...WRONG_UP_TO_LIMIT, 429]);
  });

  it('counts right passwords not at all', async () => {
    const member = await server.verifiedUser();
    for (let login = 0; login <= ACCOUNT_LIMIT; login += 1) {
      expect((await loginFromNewAddress(member.input.email, member.input.password)).status).toBe(200);
    }
    expect(await wrongLogins(member.input.email, ACCOUNT_LIMIT + 1)).toEqual([...WRONG_UP_TO_LIMIT, 429]);
  });

  it('counts an unknown e-mail or username the same way, so the answers do not tell it apart', async () => {
    const statuses = [];
    for (let attempt = 0; attempt <= ACCOUNT_LIMIT; attempt += 1) {
      const spelling = attempt % 2 === 0 ? 'hantu@example.com' : ' Hantu@Example.COM ';
      statuses.push((await loginFromNewAddress(spelling, 'tebakan')).status);
    }
    expect(statuses).toEqual([...WRONG_UP_TO_LIMIT, 429]);
    expect(await wrongLogins('hantu_lain', ACCOUNT_LIMIT + 1)).toEqual([...WRONG_UP_TO_LIMIT, 429]);
  });
});
