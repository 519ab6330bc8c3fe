// The emergency broadcast (contract §13): validation before the quota, one send per 24 hours,
// and the mail every verified user receives (read here from the outbox).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmergencyRequest } from '../../contract/wire.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ emergencyBatchIntervalMs: 20 });
});
afterAll(() => server.close());

const HOUR_MS = 60 * 60 * 1000;

const call: EmergencyRequest = {
  message: 'Kumpul di depan panggung jam 7 malam!',
  place: 'Gelora Bung Karno',
  map: 'https://maps.example.com/?q=gelora+bung+karno',
};

function send(user: RegisteredUser, body: unknown = call) {
  return server.request('POST', '/emergency-mail', { token: user.token, body });
}

function limitOf(user: RegisteredUser) {
  return server.request('GET', '/emergency-mail/limit', { token: user.token });
}

function quotaOf(user: RegisteredUser) {
  return server.request('GET', '/emergency-mail/quota', { token: user.token });
}

async function sendErrors(user: RegisteredUser, body: unknown): Promise<Record<string, string[]>> {
  const response = await send(user, body);
  expect(response.status).toBe(400);
  return (response.body as { validation_errors: Record<string, string[]> }).validation_errors;
}

async function verifiedEmails(): Promise<string[]> {
  const rows = await server.app.db.selectFrom('users').select('email').where('email_verified_at', 'is not', null).execute();
  return rows.map((row) => row.email).sort();
}

function mailsWithSubject(subject: string) {
  return server.readMails().filter((mail) => mail.subject === subject);
}

describe('POST /emergency-mail', () => {
  it('answers 202 and mails every verified user once, the sender included', async () => {
    const sender = await server.verifiedUser({ first_name: 'Rina' });
    await server.verifiedUser({ first_name: 'Sari' });
    const unverified = await server.registerUser();
    const recipients = await verifiedEmails();

    const response = await send(sender);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ status: true, message: 'Emergency call sent' });

    const subject = 'Undangan event oleh Rina';
    await vi.waitFor(() => expect(mailsWithSubject(subject)).toHaveLength(recipients.length), { timeout: 5000 });
    const mails = mailsWithSubject(subject);
    expect(mails.map((mail) => mail.to).sort()).toEqual(recipients);
    expect(recipients).toContain(sender.input.email);
    expect(recipients).not.toContain(unverified.input.email);

    const toSari = mails.find((mail) => mail.text.startsWith('Halo Sari,'));
    expect(toSari?.text).toContain(call.message);
    expect(toSari?.text).toContain(`Tempat: ${call.place}`);
    expect(toSari?.html).toContain(`<a href="https://maps.example.com/?q=gelora+bung+karno">Gelora Bung Karno</a>`);
  });

  it('escapes everything people typed in the HTML part', async () => {
    const sender = await server.verifiedUser({ first_name: 'Tia<b>' });
    const response = await send(sender, {
      message: '<img src=x onerror=alert(1)>\nBaris kedua',
      place: '"Café" & Bar',
      map: 'https://maps.example.com/?a=1&b="2"',
    });
    expect(response.status).toBe(202);
    await vi.waitFor(() => expect(mailsWithSubject('Undangan event oleh Tia<b>').length).toBeGreaterThan(0));
    const { html } = mailsWithSubject('Undangan event oleh Tia<b>')[0];
    expect(html).toContain('Tia&lt;b&gt; mengirim pesan');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>Baris kedua');
    expect(html).toContain('<a href="https://maps.example.com/?a=1&amp;b=&quot;2&quot;">&quot;Café&quot; &amp; Bar</a>');
    expect(html).not.toMatch(/<img|<b>/);
  });

  it('reports missing fields', async () => {
    const user = await server.verifiedUser();
    expect(await sendErrors(user, { message: '  ', place: '' })).toEqual({
      message: ['Pesan harus diisi'],
      place: ['Tempat harus diisi'],
      map: ['Link peta harus diisi'],
    });
  });

  it('checks lengths and that the map is an http(s) URL', async () => {
    const user = await server.verifiedUser();
    const longMap = `https://maps.example.com/${'a'.repeat(2049 - 25)}`;
    expect(await sendErrors(user, { message: 'm'.repeat(2001), place: 'p'.repeat(256), map: longMap })).toEqual({
      message: ['Pesan maksimal 2000 karakter'],
      place: ['Tempat maksimal 255 karakter'],
      map: ['Link peta maksimal 2048 karakter'],
    });
    for (const map of ['ftp://maps.example.com/x', 'javascript:alert(1)', 'Gelora Bung Karno']) {
      expect(await sendErrors(user, { ...call, map })).toEqual({ map: ['Link peta harus berupa URL http(s)'] });
    }
  });

  it('accepts the longest values the rules allow', async () => {
    const user = await server.verifiedUser();
    const map = `https://maps.example.com/${'a'.repeat(2048 - 25)}`;
    expect(map).toHaveLength(2048);
    expect((await send(user, { message: 'm'.repeat(2000), place: 'p'.repeat(255), map })).status).toBe(202);
  });

  it('takes no quota for an invalid request', async () => {
    const user = await server.verifiedUser();
    await sendErrors(user, { ...call, map: 'not a map' });
    expect((await limitOf(user)).status).toBe(200);
    expect((await send(user)).status).toBe(202);
  });

  it('lets one of two parallel sends through', async () => {
    const user = await server.verifiedUser();
    const responses = await Promise.all([send(user), send(user)]);
    expect(responses.map((response) => response.status).sort()).toEqual([202, 422]);
    const refused = responses.find((response) => response.status === 422);
    expect(refused?.body).toEqual({ status: false, message: 'Anda sudah memakai limit hari ini' });
    const broadcasts = await server.app.db
      .selectFrom('emergency_broadcasts')
      .innerJoin('users', 'users.id', 'emergency_broadcasts.sender_id')
      .select('emergency_broadcasts.id')
      .where('users.username', '=', user.input.username)
      .execute();
    expect(broadcasts).toHaveLength(1);
  });

  it('needs a verified session', async () => {
    expect((await server.request('POST', '/emergency-mail', { body: call })).status).toBe(401);
    const unverified = await server.registerUser();
    const response = await send(unverified);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: false, message: 'Your email was not verified' });
  });
});

describe('the daily quota', () => {
  it('allows one send per 24 hours from the accepted send, counting whole hours left', async () => {
    const user = await server.verifiedUser();
    expect(await limitOf(user)).toMatchObject({ status: 200, body: { status: true, message: 'You have access' } });
    expect((await send(user)).status).toBe(202);
    const sentAt = server.clock.now.getTime();
    const at = (ms: number) => {
      server.clock.now = new Date(sentAt + ms);
    };

    expect(await limitOf(user)).toMatchObject({ status: 422, body: { status: false, message: 24 } });
    at(1);
    expect((await limitOf(user)).body).toEqual({ status: false, message: 23 });
    at(90 * 60 * 1000);
    expect((await limitOf(user)).body).toEqual({ status: false, message: 22 });
    const again = await send(user);
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ status: false, message: 'Anda sudah memakai limit hari ini' });
    at(24 * HOUR_MS - 1);
    expect(await limitOf(user)).toMatchObject({ status: 422, body: { message: 0 } });
    expect((await send(user)).status).toBe(422);

    at(24 * HOUR_MS);
    expect(await limitOf(user)).toMatchObject({ status: 200, body: { status: true, message: 'You have access' } });
    expect((await send(user)).status).toBe(202);
    expect((await limitOf(user)).body).toEqual({ status: false, message: 24 });
  });

  it('is counted per user', async () => {
    const first = await server.verifiedUser();
    const second = await server.verifiedUser();
    expect((await send(first)).status).toBe(202);
    expect((await limitOf(second)).status).toBe(200);
    expect((await send(second)).status).toBe(202);
  });

  it('needs a verified session to be read', async () => {
    expect((await server.request('GET', '/emergency-mail/limit')).status).toBe(401);
    const unverified = await server.registerUser();
    expect((await limitOf(unverified)).status).toBe(403);
  });
});

describe('GET /emergency-mail/quota', () => {
  const free = { status: true, message: 'You have access', free: true, hours_left: null };
  const used = (hours: number) => ({ status: true, message: 'Anda sudah memakai limit hari ini', free: false, hours_left: hours });

  it('answers 200 whether the call is free, and the same whole hours as the limit call when it is not', async () => {
    const user = await server.verifiedUser();
    expect(await quotaOf(user)).toMatchObject({ status: 200, body: free });
    expect((await send(user)).status).toBe(202);
    const sentAt = server.clock.now.getTime();
    const at = (ms: number) => {
      server.clock.now = new Date(sentAt + ms);
    };

    expect(await quotaOf(user)).toMatchObject({ status: 200, body: used(24) });
    at(90 * 60 * 1000);
    expect(await quotaOf(user)).toMatchObject({ status: 200, body: used(22) });
    expect((await limitOf(user)).body).toEqual({ status: false, message: 22 });
    at(24 * HOUR_MS - 1);
    expect(await quotaOf(user)).toMatchObject({ status: 200, body: used(0) });
    at(24 * HOUR_MS);
    expect(await quotaOf(user)).toMatchObject({ status: 200, body: free });
  });

  it('needs a verified session', async () => {
    expect(await server.request('GET', '/emergency-mail/quota')).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
    const unverified = await server.registerUser();
    expect(await quotaOf(unverified)).toMatchObject({ status: 403, body: { status: false, message: 'Your email was not verified' } });
  });
});
