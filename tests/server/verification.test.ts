// E-mail verification by code and by the direct link (contract §3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromMail, otpFromMail, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const MINUTE_MS = 60_000;

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

async function liveCodeCount(email: string): Promise<number> {
  const rows = await server.app.db
    .selectFrom('otp_codes')
    .innerJoin('users', 'users.id', 'otp_codes.user_id')
    .select('otp_codes.user_id')
    .where('users.email', '=', email.toLowerCase())
    .execute();
  return rows.length;
}

async function isVerified(token: string): Promise<boolean> {
  const me = await server.request<{ data: { email_verified_at: string | null } }>('GET', '/personal-user', { token });
  return me.body.data.email_verified_at !== null;
}

describe('the OTP mail', () => {
  it('carries the code, its validity and the direct link', async () => {
    const user = await server.registerUser({ first_name: 'Dewi<b>' });
    const mail = server.lastMailTo(user.input.email);
    expect(mail.subject).toBe('OTP Verification Code');
    expect(mail.text).toContain(user.otp);
    expect(mail.text).toContain('60 menit');
    expect(mail.text).toMatch(new RegExp(`^http://api\\.test/api/v1/verify-otp/[A-Za-z0-9_-]{16,}/${user.otp}$`, 'm'));
    expect(mail.html).toContain(user.otp);
    expect(mail.html).toContain('Dewi&lt;b&gt;');
    expect(mail.html).not.toContain('Dewi<b>');
  });

  it('keeps only a hash of the code', async () => {
    const user = await server.registerUser();
    const rows = await server.app.db.selectFrom('otp_codes').select('code_hash').execute();
    expect(rows.some((row) => row.code_hash.includes(user.otp))).toBe(false);
  });
});

describe('POST /verify-otp', () => {
  it('verifies the e-mail with the mailed code and consumes it', async () => {
    const user = await server.registerUser();
    const response = await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: user.otp } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Email succes verified' });
    expect(await isVerified(user.token)).toBe(true);
    const again = await server.request('POST', '/resend-otp', { token: user.token });
    expect(again.status).toBe(403);
    expect(await liveCodeCount(user.input.email)).toBe(0);
  });

  it('accepts the code as a number', async () => {
    let user = await server.registerUser();
    while (user.otp.startsWith('0')) user = await server.registerUser();
    const response = await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: Number(user.otp) } });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong code with 400', async () => {
    const user = await server.registerUser();
    const response = await server.request('POST', '/verify-otp', {
      token: user.token,
      body: { otp_code: otherCode(user.otp) },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, message: 'Email failed to verified' });
    expect(await isVerified(user.token)).toBe(false);
  });

  it.each([[''], ['12345'], ['1234567'], ['12a456'], [123], [null]])('answers a validation error for %j', async (code) => {
    const user = await server.registerUser();
    const response = await server.request<{ validation_errors: Record<string, string[]> }>('POST', '/verify-otp', {
      token: user.token,
      body: { otp_code: code },
    });
    expect(response.status).toBe(400);
    expect(response.body.validation_errors.otp_code[0]).toMatch(/^Kode OTP (harus diisi|harus 6 digit angka)$/);
  });

  it('refuses an expired code (valid 60 minutes)', async () => {
    const fresh = await server.registerUser();
    server.clock.advance(59 * MINUTE_MS);
    expect(
      (await server.request('POST', '/verify-otp', { token: fresh.token, body: { otp_code: fresh.otp } })).status,
    ).toBe(200);

    const late = await server.registerUser();
    server.clock.advance(60 * MINUTE_MS);
    const response = await server.request('POST', '/verify-otp', { token: late.token, body: { otp_code: late.otp } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, message: 'Email failed to verified' });
  });

  it('still accepts the right code after 4 wrong ones; malformed codes do not count', async () => {
    const user = await server.registerUser();
    for (let i = 0; i < 3; i += 1) {
      await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: 'abc' } });
    }
    for (let i = 0; i < 4; i += 1) {
      await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: otherCode(user.otp) } });
    }
    const response = await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: user.otp } });
    expect(response.status).toBe(200);
  });

  it('burns the code after 5 wrong attempts', async () => {
    const user = await server.registerUser();
    for (let i = 0; i < 5; i += 1) {
      await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: otherCode(user.otp) } });
    }
    expect(await liveCodeCount(user.input.email)).toBe(0);
    const response = await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: user.otp } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ status: false, message: 'Email failed to verified' });
  });

  it('counts parallel wrong guesses too', async () => {
    const user = await server.registerUser();
    const wrong = otherCode(user.otp);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: wrong } }),
      ),
    );
    const response = await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: user.otp } });
    expect(response.status).toBe(400);
  });
});

describe('POST /resend-otp', () => {
  it('answers 200, mails a new code and invalidates the old one', async () => {
    const user = await server.registerUser();
    const response = await server.request('POST', '/resend-otp', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Otp resend success' });

    const newCode = otpFromMail(server.lastMailTo(user.input.email));
    if (newCode !== user.otp) {
      const old = await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: user.otp } });
      expect(old.status).toBe(400);
    }
    const fresh = await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: newCode } });
    expect(fresh.status).toBe(200);
  });

  it('gives a burnt code a successor', async () => {
    const user = await server.registerUser();
    for (let i = 0; i < 5; i += 1) {
      await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: otherCode(user.otp) } });
    }
    await server.request('POST', '/resend-otp', { token: user.token });
    const newCode = otpFromMail(server.lastMailTo(user.input.email));
    const response = await server.request('POST', '/verify-otp', { token: user.token, body: { otp_code: newCode } });
    expect(response.status).toBe(200);
  });
});

describe('GET /verify-otp/{ref}/{code}', () => {
  async function follow(link: string) {
    const response = await fetch(link.replace('http://api.test', server.url), { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location') };
  }
  const success = 'http://spa.test/auth/verification/success';
  const failed = 'http://spa.test/auth/verification/failed';

  it('verifies and redirects to the success page', async () => {
    const user = await server.registerUser();
    const link = linkFromMail(server.lastMailTo(user.input.email), /verify-otp/);
    expect(await follow(link)).toEqual({ status: 302, location: success });
    expect(await isVerified(user.token)).toBe(true);
    // Opening the link again still reports the verified state.
    expect(await follow(link)).toEqual({ status: 302, location: success });
  });

  it('redirects to the failed page for a wrong, malformed or expired code or an unknown ref', async () => {
    const user = await server.registerUser();
    const link = linkFromMail(server.lastMailTo(user.input.email), /verify-otp/);
    const wrong = link.replace(/\d{6}$/, otherCode(user.otp));
    expect(await follow(wrong)).toEqual({ status: 302, location: failed });
    expect(await follow(link.replace(/\d{6}$/, 'abc'))).toEqual({ status: 302, location: failed });
    expect(await follow(link.replace(/verify-otp\/[^/]+/, 'verify-otp/unknown-ref'))).toEqual({
      status: 302,
      location: failed,
    });
    server.clock.advance(61 * MINUTE_MS);
    expect(await follow(link)).toEqual({ status: 302, location: failed });
    expect(await isVerified(user.token)).toBe(false);
  });

  it('counts wrong codes against the same 5-attempt limit', async () => {
    const user = await server.registerUser();
    const link = linkFromMail(server.lastMailTo(user.input.email), /verify-otp/);
    for (let i = 0; i < 5; i += 1) await follow(link.replace(/\d{6}$/, otherCode(user.otp)));
    expect(await follow(link)).toEqual({ status: 302, location: failed });
  });

  it('uses a random reference, not the user id', async () => {
    const user = await server.registerUser();
    const link = linkFromMail(server.lastMailTo(user.input.email), /verify-otp/);
    const ref = /verify-otp\/([^/]+)\//.exec(link)?.[1] ?? '';
    expect(ref).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
