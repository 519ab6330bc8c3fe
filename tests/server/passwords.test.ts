// Password reset by mail and password change (contract §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../server/mail/outbox.ts';
import { linkFromMail, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const MINUTE_MS = 60_000;

interface ResetMail {
  mail: OutboxMail;
  newPassword: string;
  token: string;
  emailSegment: string;
}

async function requestReset(email: string): Promise<ResetMail> {
  const response = await server.request('POST', '/reset-password', { body: { email } });
  expect(response.status).toBe(200);
  const mail = server.lastMailTo(email);
  const newPassword = /Password baru kamu: (\S+)/.exec(mail.text)?.[1] ?? '';
  const link = linkFromMail(mail, /\/auth\/reset-password\//);
  const [, token, emailSegment] = /\/auth\/reset-password\/([^/]+)\/([^/]+)$/.exec(link) ?? [];
  return { mail, newPassword, token, emailSegment };
}

/** Confirms as the SPA does: the e-mail decoded from its route, sent plain. */
function confirm(token: string, email: string) {
  return server.request('POST', `/reset-password/${encodeURIComponent(token)}/${encodeURIComponent(email)}`);
}

describe('POST /reset-password (request)', () => {
  it('mails a generated password and the confirmation link; the old password stays valid', async () => {
    const user = await server.verifiedUser({ first_name: 'Rina' });
    const response = await server.request('POST', '/reset-password', { body: { email: user.input.email.toUpperCase() } });
    expect(response.body).toEqual({ status: true, message: 'New password send to your mail' });

    const mail = server.lastMailTo(user.input.email);
    const newPassword = /Password baru kamu: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(newPassword).toMatch(/^[A-Za-z0-9]{12,}$/);
    expect(mail.html).toContain(newPassword);
    const link = linkFromMail(mail, /\/auth\/reset-password\//);
    const [, token, segment] = /^http:\/\/spa\.test\/auth\/reset-password\/([A-Za-z0-9_-]+)\/([^/]+)$/.exec(link) ?? [];
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(Buffer.from(decodeURIComponent(segment), 'base64').toString()).toBe(user.input.email);
    expect(mail.text).toContain('60 menit');

    expect(await server.login(user.input.email, user.input.password)).toEqual(expect.any(String));
  });

  it('stores only hashes of the token and the pending password', async () => {
    const user = await server.verifiedUser();
    const reset = await requestReset(user.input.email);
    const rows = await server.app.db.selectFrom('password_resets').selectAll().execute();
    const serialized = JSON.stringify(rows);
    expect(serialized).not.toContain(reset.token);
    expect(serialized).not.toContain(reset.newPassword);
  });

  it('answers 400 for an unknown e-mail', async () => {
    const response = await server.request('POST', '/reset-password', { body: { email: 'ghost@example.com' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, message: 'We cant find that email' });
  });

  it('validates the e-mail', async () => {
    const missing = await server.request('POST', '/reset-password', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ validation_errors: { email: ['Email harus diisi'] } });
    const invalid = await server.request('POST', '/reset-password', { body: { email: 'nope' } });
    expect(invalid.body).toEqual({ validation_errors: { email: ['Email tidak valid'] } });
  });
});

describe('POST /reset-password/{token}/{email} (confirm)', () => {
  it('applies the mailed password and signs out every session', async () => {
    const user = await server.verifiedUser();
    const otherSession = await server.login(user.input.email, user.input.password);
    const reset = await requestReset(user.input.email);

    const response = await confirm(reset.token, user.input.email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Password reset success' });

    for (const token of [user.token, otherSession]) {
      expect((await server.request('GET', '/personal-user', { token })).status).toBe(401);
    }
    expect(await server.login(user.input.email, reset.newPassword)).toEqual(expect.any(String));
    const oldPassword = await server.request('POST', '/login', {
      body: { user_mail: user.input.email, password: user.input.password },
    });
    expect(oldPassword.status).toBe(400);

    // The reset is consumed.
    const again = await confirm(reset.token, user.input.email);
    expect(again.status).toBe(422);
  });

  it('accepts the e-mail segment still base64-encoded, as in the mail link', async () => {
    const user = await server.verifiedUser({ email: 'b64+user@example.com' });
    const reset = await requestReset(user.input.email);
    const response = await server.request('POST', `/reset-password/${reset.token}/${reset.emailSegment}`);
    expect(response.status).toBe(200);
  });

  it('takes the longest e-mail address, in the mail link and decoded', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.id`;
    expect(email).toHaveLength(255);
    const user = await server.verifiedUser({ email });

    const fromMail = await requestReset(user.input.email);
    expect(decodeURIComponent(fromMail.emailSegment)).toHaveLength(340);
    const linked = await server.request('POST', `/reset-password/${fromMail.token}/${fromMail.emailSegment}`);
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ status: true, message: 'Password reset success' });

    const fromSpa = await requestReset(user.input.email);
    const decoded = await confirm(fromSpa.token, user.input.email);
    expect(decoded.status).toBe(200);
    expect(await server.login(user.input.email, fromSpa.newPassword)).toEqual(expect.any(String));
  });

  it('answers 404 for a wrong token or an unknown e-mail', async () => {
    const user = await server.verifiedUser();
    const reset = await requestReset(user.input.email);
    for (const response of [await confirm('wrong-token', user.input.email), await confirm(reset.token, 'ghost@example.com')]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ status: false, message: 'Token not valid' });
    }
    expect((await confirm(reset.token, user.input.email)).status).toBe(200);
  });

  it('answers 422 when nothing is pending', async () => {
    const user = await server.verifiedUser();
    const response = await confirm('any-token', user.input.email);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      status: false,
      message: 'Failed reset password, please try again to make reset request',
    });
  });

  it('answers 422 after 60 minutes', async () => {
    const user = await server.verifiedUser();
    const reset = await requestReset(user.input.email);
    server.clock.advance(60 * MINUTE_MS);
    const response = await confirm(reset.token, user.input.email);
    expect(response.status).toBe(422);
    expect(await server.login(user.input.email, user.input.password)).toEqual(expect.any(String));
  });

  it('lets exactly one of several confirms arriving together use the link', async () => {
    const user = await server.verifiedUser();
    const reset = await requestReset(user.input.email);

    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(reset.token, user.input.email)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(422)]);

    const passwordMails = server.readMails().filter((mail) => mail.to === user.input.email && mail.text.includes(reset.newPassword));
    expect(passwordMails).toHaveLength(1);
    expect(await server.login(user.input.email, reset.newPassword)).toEqual(expect.any(String));
  });

  it('lets a new request replace the earlier one', async () => {
    const user = await server.verifiedUser();
    const first = await requestReset(user.input.email);
    const second = await requestReset(user.input.email);
    expect((await confirm(first.token, user.input.email)).status).toBe(404);
    expect((await confirm(second.token, user.input.email)).status).toBe(200);
    expect(await server.login(user.input.email, second.newPassword)).toEqual(expect.any(String));
  });
});

describe('PUT /reset-password (change)', () => {
  it('changes the password, keeps this session and revokes the others', async () => {
    const user = await server.verifiedUser();
    const phone = await server.login(user.input.email, user.input.password);
    const response = await server.request('PUT', '/reset-password', {
      token: user.token,
      body: { current_password: user.input.password, password: 'baru-123456', password_confirmation: 'baru-123456' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'New password updated' });

    expect((await server.request('GET', '/personal-user', { token: user.token })).status).toBe(200);
    expect((await server.request('GET', '/personal-user', { token: phone })).status).toBe(401);
    expect(await server.login(user.input.email, 'baru-123456')).toEqual(expect.any(String));
  });

  it('answers 422 when the current password does not match', async () => {
    const user = await server.verifiedUser();
    const response = await server.request('PUT', '/reset-password', {
      token: user.token,
      body: { current_password: 'not-my-password', password: 'baru-123456', password_confirmation: 'baru-123456' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ status: false, message: 'Current password not match' });
  });

  it('answers the exact validation messages with 400', async () => {
    const user = await server.verifiedUser();
    const missing = await server.request('PUT', '/reset-password', { token: user.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      validation_errors: {
        current_password: ['Password saat ini harus diisi'],
        password: ['New password harus diisi'],
      },
    });

    const short = await server.request('PUT', '/reset-password', {
      token: user.token,
      body: { current_password: user.input.password, password: 'abc', password_confirmation: 'abd' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      validation_errors: { password: ['Password minimal 6 karakter', 'Konfirmasi password tidak sesuai'] },
    });
  });

  it('cancels a pending reset, which would otherwise undo the change', async () => {
    const user = await server.verifiedUser();
    const reset = await requestReset(user.input.email);
    await server.request('PUT', '/reset-password', {
      token: user.token,
      body: { current_password: user.input.password, password: 'baru-123456', password_confirmation: 'baru-123456' },
    });
    expect((await confirm(reset.token, user.input.email)).status).toBe(422);
  });
});
