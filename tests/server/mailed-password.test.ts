// A password mailed by the reset flow (contract §4) is flagged in GET /personal-user
// (`password_mailed`) from the moment its link applies it until the member changes it, or
// chooses to keep it (DELETE /personal-user/mailed-password), so the account page asks once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalUserResponse } from '../../contract/wire.ts';
import { linkFromMail, startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Resets the member's password through the mail's link; answers a token signed in with the mailed password. */
async function signInWithMailedPassword(member: RegisteredUser): Promise<{ token: string; password: string }> {
  const { email } = member.input;
  expect((await server.request('POST', '/reset-password', { body: { email } })).status).toBe(200);
  const mail = server.lastMailTo(email);
  const password = /Password baru kamu: (\S+)/.exec(mail.text)?.[1] ?? '';
  const [, token] = /\/auth\/reset-password\/([^/]+)\//.exec(linkFromMail(mail, /\/auth\/reset-password\//)) ?? [];
  const confirmed = await server.request('POST', `/reset-password/${encodeURIComponent(token)}/${encodeURIComponent(email)}`);
  expect(confirmed.status).toBe(200);
  return { token: await server.login(email, password), password };
}

async function passwordMailed(token: string): Promise<boolean> {
  const response = await server.request<PersonalUserResponse>('GET', '/personal-user', { token });
  expect(response.status).toBe(200);
  return response.body.data.password_mailed;
}

describe('password_mailed in GET /personal-user', () => {
  it('is false for a password the member chose', async () => {
    const member = await server.verifiedUser();
    expect(await passwordMailed(member.token)).toBe(false);
  });

  it('is true after signing in with the password the reset mail gave, on every session', async () => {
    const member = await server.verifiedUser();
    const { token, password } = await signInWithMailedPassword(member);
    expect(await passwordMailed(token)).toBe(true);
    expect(await passwordMailed(await server.login(member.input.email, password))).toBe(true);
  });

  it('ends when the member changes the password', async () => {
    const member = await server.verifiedUser();
    const { token, password } = await signInWithMailedPassword(member);
    const changed = await server.request('PUT', '/reset-password', {
      token,
      body: { current_password: password, password: 'Pilihanku-Sendiri-2026', password_confirmation: 'Pilihanku-Sendiri-2026' },
    });
    expect(changed.status).toBe(200);
    expect(await passwordMailed(token)).toBe(false);
  });

  it('ends when the member keeps the mailed password, for every session', async () => {
    const member = await server.verifiedUser();
    const { token, password } = await signInWithMailedPassword(member);
    const other = await server.login(member.input.email, password);
    expect(await passwordMailed(other)).toBe(true);

    const kept = await server.request('DELETE', '/personal-user/mailed-password', { token });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ status: true, message: 'Mailed password kept' });
    expect(await passwordMailed(token)).toBe(false);
    expect(await passwordMailed(other)).toBe(false);
  });
});

describe('DELETE /personal-user/mailed-password', () => {
  it('needs a verified session', async () => {
    expect((await server.request('DELETE', '/personal-user/mailed-password')).status).toBe(401);
    const unverified = await server.registerUser();
    expect((await server.request('DELETE', '/personal-user/mailed-password', { token: unverified.token })).status).toBe(403);
  });
});
