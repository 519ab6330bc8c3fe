// Web Push (contract §18) over real HTTP: devices subscribe to a push service on this machine
// (tests/helpers/push-receiver.ts), which decrypts every push with the device's keys and checks
// its VAPID signature against GET /push/key, so what a phone would show is what is asserted.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from '../../contract/limits.ts';
import { postThread, userIdOf } from '../helpers/post-fixtures.ts';
import { startPushReceiver, type Device, type PushReceiver } from '../helpers/push-receiver.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { verifyVapid } from '../helpers/web-push-decryption.ts';

let receiver: PushReceiver;
let server: TestServer;
let owner: RegisteredUser;
let fan: RegisteredUser;
let serverKey: string;

beforeAll(async () => {
  receiver = await startPushReceiver();
  server = await startServer({ webPushAllowLocalEndpoints: true, webPushCaFile: receiver.caFile });
  owner = await server.verifiedUser({ username: 'pemilik' });
  fan = await server.verifiedUser({ username: 'penggemar' });
  const key = await server.request<{ key: string }>('GET', '/push/key', { token: owner.token });
  serverKey = key.body.key;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

function subscribe(token: string, device: Device) {
  return server.request('POST', '/push/subscriptions', { token, body: device.subscription });
}

async function subscribed(token: string, name: string): Promise<Device> {
  const device = receiver.device(name);
  const response = await subscribe(token, device);
  if (response.status !== 201) throw new Error(`subscribe failed: ${response.status} ${JSON.stringify(response.body)}`);
  return device;
}

function pushesTo(device: Device) {
  return receiver.received.filter((push) => push.device === device.name);
}

async function endpointsOf(username: string): Promise<string[]> {
  const rows = await server.app.db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', await userIdOf(server, username))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.endpoint);
}

/** Waits until every notification was taken for pushing and the pushes answered. */
async function notificationsPushed(): Promise<void> {
  await vi.waitFor(async () => {
    expect(await server.app.db.selectFrom('push_outbox').select('id').execute()).toEqual([]);
  });
}

describe('GET /push/key', () => {
  it('answers the VAPID public key, an uncompressed P-256 point, to a verified member only', async () => {
    expect(Buffer.from(serverKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(serverKey, 'base64url')[0]).toBe(4);
    const again = await server.request('GET', '/push/key', { token: fan.token });
    expect(again.body).toEqual({ status: true, message: 'Push key', key: serverKey });
    expect((await server.request('GET', '/push/key')).status).toBe(401);
    const unverified = await server.registerUser();
    expect((await server.request('GET', '/push/key', { token: unverified.token })).status).toBe(403);
  });
});

describe('POST and DELETE /push/subscriptions', () => {
  it('keeps a device and forgets it again', async () => {
    const device = receiver.device('keep-and-forget');
    const created = await subscribe(fan.token, device);
    expect([created.status, created.body]).toEqual([201, { status: true, message: 'Push subscription saved' }]);
    expect(await endpointsOf('penggemar')).toContain(device.endpoint);
    const removed = await server.request('DELETE', '/push/subscriptions', {
      token: fan.token,
      body: { endpoint: device.endpoint },
    });
    expect([removed.status, removed.body]).toEqual([200, { status: true, message: 'Push subscription removed' }]);
    expect(await endpointsOf('penggemar')).not.toContain(device.endpoint);
  });

  it('refuses a caller without a verified session', async () => {
    const device = receiver.device('no-session');
    expect((await server.request('POST', '/push/subscriptions', { body: device.subscription })).status).toBe(401);
    const unverified = await server.registerUser();
    expect((await subscribe(unverified.token, device)).status).toBe(403);
    expect((await server.request('DELETE', '/push/subscriptions', { body: { endpoint: device.endpoint } })).status).toBe(401);
  });

  it('refuses what is no PushSubscription, naming the field', async () => {
    const { subscription } = receiver.device('malformed');
    const cases: [unknown, string][] = [
      [{ ...subscription, endpoint: 'http://push.example.com/abc' }, 'endpoint'],
      [{ ...subscription, endpoint: 'bukan url' }, 'endpoint'],
      [{ keys: subscription.keys }, 'endpoint'],
      [{ endpoint: subscription.endpoint }, 'keys'],
      [{ ...subscription, keys: { p256dh: subscription.keys.p256dh } }, 'keys'],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: 'bukan/base64+url' } }, 'keys'],
      [{ ...subscription, expirationTime: 'besok' }, 'expirationTime'],
    ];
    for (const [body, field] of cases) {
      const response = await server.request<{ validation_errors: Record<string, string[]> }>('POST', '/push/subscriptions', {
        token: fan.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.validation_errors)).toEqual([field]);
    }
  });

  it(`keeps ${PUSH_SUBSCRIPTIONS_PER_MEMBER} devices per member: one more pushes out the oldest`, async () => {
    const member = await server.verifiedUser({ username: 'banyakhp' });
    const devices: Device[] = [];
    for (let index = 0; index <= PUSH_SUBSCRIPTIONS_PER_MEMBER; index += 1) {
      devices.push(await subscribed(member.token, `phone-${index}`));
    }
    expect(await endpointsOf('banyakhp')).toEqual(devices.slice(1).map((device) => device.endpoint));
  });
});

describe('the push of a notification', () => {
  it('reaches each device of the post owner exactly once, encrypted, signed and opening the post', async () => {
    const phone = await subscribed(owner.token, 'owner-phone');
    const laptop = await subscribed(owner.token, 'owner-laptop');
    const thread = await postThread(server, owner.token);
    expect((await server.request('PUT', `/like/${thread.uuid}`, { token: fan.token })).status).toBe(200);
    await vi.waitFor(() => expect(pushesTo(laptop)).toHaveLength(1));
    await notificationsPushed();
    for (const device of [phone, laptop]) {
      const [push] = pushesTo(device);
      expect(pushesTo(device)).toHaveLength(1);
      expect(push.payload).toEqual({
        title: 'Fanbase',
        body: 'penggemar menyukai thread anda',
        url: `/profile/pemilik/threads?post=${thread.uuid}`,
      });
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.ttl).toBe(String(24 * 60 * 60));
      expect(push.headers.urgency).toBe('normal');
      const claims = verifyVapid(String(push.headers.authorization), serverKey);
      expect(claims.aud).toBe(receiver.origin);
      expect(claims.sub).toBe(server.config.vapidSubject);
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    }
    // The liker's own devices get nothing, and neither does an unliked-and-liked-again post.
    await server.request('PUT', `/like/${thread.uuid}`, { token: fan.token });
    await server.request('PUT', `/like/${thread.uuid}`, { token: fan.token });
    await notificationsPushed();
    expect(pushesTo(phone)).toHaveLength(1);
    await server.request('DELETE', '/push/subscriptions', { token: owner.token, body: { endpoint: laptop.endpoint } });
  });

  it('does not hold up the like that causes it: the like is answered while the push service has not answered', async () => {
    const member = await server.verifiedUser({ username: 'lambat' });
    const device = await subscribed(member.token, 'slow-service-phone');
    const thread = await postThread(server, member.token);
    receiver.stallAfter(0);
    try {
      const liked = await server.request('PUT', `/like/${thread.uuid}`, { token: fan.token });
      expect(liked.status).toBe(200);
      await vi.waitFor(() => expect(receiver.heldCount()).toBe(1));
      expect(pushesTo(device)).toEqual([]);
    } finally {
      receiver.resume();
    }
    await vi.waitFor(() => expect(pushesTo(device)).toHaveLength(1));
  });

  it('is not sent for a member the owner blocked, as the notification is not', async () => {
    const blocker = await server.verifiedUser({ username: 'pemblokir' });
    const device = await subscribed(blocker.token, 'blocker-phone');
    const thread = await postThread(server, blocker.token);
    expect((await server.request('POST', '/users/penggemar/block', { token: blocker.token })).status).toBe(200);
    const outsider = await server.verifiedUser({ username: 'tetangga' });
    // The like of a stranger is the marker: once its push arrived, the blocked one's would have too.
    expect((await server.request('PUT', `/like/${thread.uuid}`, { token: fan.token })).status).toBe(404);
    expect((await server.request('PUT', `/like/${thread.uuid}`, { token: outsider.token })).status).toBe(200);
    await vi.waitFor(() => expect(pushesTo(device)).toHaveLength(1));
    await notificationsPushed();
    expect(pushesTo(device).map((push) => push.payload.body)).toEqual(['tetangga menyukai thread anda']);
  });

  it('removes a subscription the push service answers 410 for', async () => {
    const member = await server.verifiedUser({ username: 'hpbaru' });
    const gone = await subscribed(member.token, 'gone-phone');
    receiver.answerNext(gone.name, 410);
    const thread = await postThread(server, member.token);
    await server.request('PUT', `/like/${thread.uuid}`, { token: fan.token });
    await vi.waitFor(async () => expect(await endpointsOf('hpbaru')).toEqual([]));
    expect(receiver.attempts.filter((attempt) => attempt.device === gone.name)).toEqual([{ device: gone.name, status: 410 }]);
    expect(pushesTo(gone)).toEqual([]);
  });

  it('asks again after 429 and 5xx, and the push arrives once', async () => {
    const member = await server.verifiedUser({ username: 'sabar' });
    const busy = await subscribed(member.token, 'busy-phone');
    receiver.answerNext(busy.name, 503, 429);
    const thread = await postThread(server, member.token);
    await server.request('PUT', `/like/${thread.uuid}`, { token: fan.token });
    await vi.waitFor(() => expect(pushesTo(busy)).toHaveLength(1));
    await notificationsPushed();
    expect(receiver.attempts.filter((attempt) => attempt.device === busy.name).map((attempt) => attempt.status)).toEqual([
      503, 429, 201,
    ]);
    expect(await endpointsOf('sabar')).toEqual([busy.endpoint]);
  });
});

describe('the push of an emergency broadcast', () => {
  it('reaches every device of every verified member once, urgent, through the emergency queue', async () => {
    const caller = await server.verifiedUser({ username: 'penelepon', first_name: 'Galih' });
    const first = await server.verifiedUser({ username: 'anggota1' });
    const second = await server.verifiedUser({ username: 'anggota2' });
    const devices = [
      await subscribed(first.token, 'first-phone'),
      await subscribed(first.token, 'first-tablet'),
      await subscribed(second.token, 'second-phone'),
      await subscribed(caller.token, 'caller-phone'),
    ];
    const sent = await server.request('POST', '/emergency-mail', {
      token: caller.token,
      body: { message: 'Ban motor bocor!', place: 'Jl. Asia Afrika', map: 'https://maps.example.com/?q=asia' },
    });
    expect(sent.status).toBe(202);
    await vi.waitFor(
      async () => {
        const unsent = await server.app.db.selectFrom('emergency_pushes').select('id').where('sent_at', 'is', null).execute();
        expect(unsent).toEqual([]);
        for (const device of devices) expect(pushesTo(device)).toHaveLength(1);
      },
      { timeout: 20_000 },
    );
    for (const device of devices) {
      const [push] = pushesTo(device);
      expect(push.payload).toEqual({ title: '🚨 DARURAT: Galih butuh bantuan', body: 'Ban motor bocor!\n📍 Jl. Asia Afrika', url: '/' });
      expect(push.headers.urgency).toBe('high');
      expect(push.headers.topic).toMatch(/^emergency\d+$/);
      verifyVapid(String(push.headers.authorization), serverKey);
    }
    // Every device subscribed before, whose member is verified, got it too: none was left out.
    const queued = await server.app.db.selectFrom('emergency_pushes').select('subscription_id').execute();
    const subscriptions = await server.app.db.selectFrom('push_subscriptions').select('id').execute();
    expect(queued.map((row) => row.subscription_id).sort()).toEqual(subscriptions.map((row) => row.id).sort());
  }, 30_000);
});
