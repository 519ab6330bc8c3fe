// The SSRF rule of contract §18 on a server as deployed (WEB_PUSH_ALLOW_LOCAL_ENDPOINTS unset):
// a subscription must name an https: endpoint on a public host, and a host that resolves to a
// private address when a push goes out is never connected to.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userIdOf } from '../helpers/post-fixtures.ts';
import { startPushReceiver, type PushReceiver } from '../helpers/push-receiver.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let receiver: PushReceiver;
let server: TestServer;
let member: RegisteredUser;

beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startServer({ webPushCaFile: receiver.caFile });
  member = await server.verifiedUser({ username: 'anggota' });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('POST /push/subscriptions on a server that pushes to public hosts only', () => {
  it('refuses loopback, private, link-local and unique-local endpoints, IPv4 and IPv6, and names resolving to them', async () => {
    const { keys } = receiver.device('refused').subscription;
    const refused = [
      receiver.device('local').endpoint,
      'https://localhost/push/abc',
      'https://push.localhost/abc',
      'https://127.0.0.2/abc',
      'https://10.1.2.3/abc',
      'https://172.16.0.9/abc',
      'https://192.168.1.1/abc',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/abc',
      'https://0.0.0.0/abc',
      'https://[::1]/abc',
      'https://[::]/abc',
      'https://[fd12:3456::1]/abc',
      'https://[fe80::1]/abc',
      'https://[::ffff:127.0.0.1]/abc',
      'https://[::ffff:10.0.0.1]/abc',
      'https://2130706433/abc',
      'https://0x7f.1/abc',
    ];
    for (const endpoint of refused) {
      const response = await server.request('POST', '/push/subscriptions', {
        token: member.token,
        body: { endpoint, expirationTime: null, keys },
      });
      expect([endpoint, response.status, response.body]).toEqual([
        endpoint,
        400,
        { validation_errors: { endpoint: ['Endpoint harus berada di host publik'] } },
      ]);
    }
    const plain = await server.request('POST', '/push/subscriptions', {
      token: member.token,
      body: { endpoint: 'http://8.8.8.8/abc', expirationTime: null, keys },
    });
    expect(plain.body).toEqual({ validation_errors: { endpoint: ['Endpoint harus berupa URL https'] } });
    expect(await server.app.db.selectFrom('push_subscriptions').select('id').execute()).toEqual([]);
  });

  it('accepts a public address', async () => {
    const { keys } = receiver.device('public').subscription;
    const response = await server.request('POST', '/push/subscriptions', {
      token: member.token,
      body: { endpoint: 'https://8.8.8.8/push/abc', expirationTime: null, keys },
    });
    expect(response.status).toBe(201);
    await server.request('DELETE', '/push/subscriptions', { token: member.token, body: { endpoint: 'https://8.8.8.8/push/abc' } });
  });

  it('never connects to a subscription whose host resolves to a private address when the push goes out', async () => {
    // As if the name resolved publicly when the device subscribed and to this machine now.
    const rebound = receiver.device('rebound');
    const endpoint = rebound.endpoint.replace('127.0.0.1', 'localhost');
    await server.app.db
      .insertInto('push_subscriptions')
      .values({
        user_id: await userIdOf(server, 'anggota'),
        endpoint,
        p256dh: rebound.keys.p256dh,
        auth: rebound.keys.auth,
        created_at: server.clock.now.toISOString(),
      })
      .execute();
    const sent = await server.request('POST', '/emergency-mail', {
      token: member.token,
      body: { message: 'Tolong!', place: 'Bandung', map: 'https://maps.example.com/?q=bandung' },
    });
    expect(sent.status).toBe(202);
    await vi.waitFor(
      async () => {
        const push = await server.app.db.selectFrom('emergency_pushes').select(['attempts', 'sent_at']).executeTakeFirstOrThrow();
        expect(push).toEqual({ attempts: 1, sent_at: null });
      },
      { timeout: 15_000 },
    );
    expect(receiver.attempts).toEqual([]);
  }, 30_000);
});
