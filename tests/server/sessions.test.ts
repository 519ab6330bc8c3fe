// Login, logout, token expiry and the auth levels of contract §1 and §3.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** An empty JSON body where the method allows one. */
const emptyBodyFor = (method: string) => (method === 'GET' ? undefined : {});

describe('POST /login', () => {
  it('accepts the e-mail or the username in any case and reports the verification state', async () => {
    const unverified = await server.registerUser({ username: 'Budi', email: 'budi@example.com' });
    const byEmail = await server.request('POST', '/login', {
      body: { user_mail: 'BUDI@example.com', password: unverified.input.password },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toEqual({ status: true, message: 'Login Success', token: expect.any(String), verified: false });

    const verified = await server.verifiedUser({ username: 'Sinta' });
    const byUsername = await server.request('POST', '/login', { body: { user_mail: 'sinta', password: 'rahasia123' } });
    expect(byUsername.body).toMatchObject({ status: true, verified: true });
    expect(byUsername.body.token).not.toBe(verified.token);
  });

  it('refuses a wrong password or an unknown user with the same answer', async () => {
    const user = await server.registerUser();
    const wrongPassword = await server.request('POST', '/login', {
      body: { user_mail: user.input.username, password: 'wrong-password' },
    });
    const unknownUser = await server.request('POST', '/login', {
      body: { user_mail: 'nobody-here', password: 'rahasia123' },
    });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ status: false, message: 'Credentials not match' });
    }
  });

  it('requires both fields', async () => {
    const response = await server.request('POST', '/login', { body: { user_mail: ' ', password: '' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      validation_errors: { user_mail: ['Email atau username harus diisi'], password: ['Password harus diisi'] },
    });
  });

  it('keeps earlier sessions valid', async () => {
    const user = await server.registerUser();
    const second = await server.login(user.input.email, user.input.password);
    for (const token of [user.token, second]) {
      expect((await server.request('GET', '/personal-user', { token })).status).toBe(200);
    }
  });
});

describe('POST /logout', () => {
  it('revokes only the current token', async () => {
    const user = await server.verifiedUser();
    const laptop = await server.login(user.input.email, user.input.password);

    const response = await server.request('POST', '/logout', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Logout success' });

    expect((await server.request('GET', '/personal-user', { token: user.token })).status).toBe(401);
    expect((await server.request('GET', '/personal-user', { token: laptop })).status).toBe(200);
  });

  it('accepts an empty JSON body', async () => {
    const user = await server.registerUser();
    const response = await server.request('POST', '/logout', {
      token: user.token,
      headers: { 'Content-Type': 'application/json' },
      rawBody: '',
    });
    expect(response.status).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('answers 401 for a missing, malformed or unknown token', async () => {
    const expected = { message: 'Unauthenticated.' };
    const missing = await server.request('GET', '/personal-user');
    const unknown = await server.request('GET', '/personal-user', { token: 'not-a-real-token' });
    const malformed = await server.request('GET', '/personal-user', { headers: { Authorization: 'Basic abc' } });
    for (const response of [missing, unknown, malformed]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(expected);
    }
  });

  it('stores only a hash of each token', async () => {
    const user = await server.registerUser();
    const rows = await server.app.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash === user.token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('expires after 30 days without use, and each use extends the lifetime', async () => {
    const user = await server.registerUser();
    server.clock.advance(29 * DAY_MS);
    expect((await server.request('GET', '/personal-user', { token: user.token })).status).toBe(200);
    server.clock.advance(29 * DAY_MS);
    expect((await server.request('GET', '/personal-user', { token: user.token })).status).toBe(200);
    server.clock.advance(30 * DAY_MS + 1000);
    expect((await server.request('GET', '/personal-user', { token: user.token })).status).toBe(401);
  });

  it('records use at most once a minute', async () => {
    const user = await server.registerUser();
    const lastUsed = async () =>
      (await server.app.db.selectFrom('access_tokens').select('last_used_at').orderBy('id', 'desc').executeTakeFirstOrThrow())
        .last_used_at;
    const issuedAt = await lastUsed();

    server.clock.advance(30_000);
    await server.request('GET', '/personal-user', { token: user.token });
    expect(await lastUsed()).toBe(issuedAt);

    server.clock.advance(31_000);
    await server.request('GET', '/personal-user', { token: user.token });
    expect(await lastUsed()).toBe(server.clock.now.toISOString());
  });
});

describe('auth levels', () => {
  const verifiedOnly = [
    ['GET', '/user/account'],
    ['PUT', '/reset-password'],
  ] as const;
  const unverifiedOnly = [
    ['POST', '/verify-otp'],
    ['POST', '/resend-otp'],
  ] as const;
  const anySession = [
    ['GET', '/personal-user'],
    ['POST', '/logout'],
  ] as const;

  it.each([...verifiedOnly, ...unverifiedOnly, ...anySession])('%s %s answers 401 without a token', async (method, path) => {
    const response = await server.request(method, path, { body: emptyBodyFor(method) });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(verifiedOnly)('%s %s refuses an unverified user', async (method, path) => {
    const user = await server.registerUser();
    const response = await server.request(method, path, { token: user.token, body: emptyBodyFor(method) });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: false, message: 'Your email was not verified' });
  });

  it.each(unverifiedOnly)('%s %s refuses a verified user', async (method, path) => {
    const user = await server.verifiedUser();
    const response = await server.request(method, path, { token: user.token, body: emptyBodyFor(method) });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: false, message: 'Your email was verified' });
  });

  it('checks the session before validating the body', async () => {
    const response = await server.request('PUT', '/reset-password', { body: {} });
    expect(response.status).toBe(401);
  });
});
