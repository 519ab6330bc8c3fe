// Blocking and muting (contract §16): the endpoints themselves. What a block or a mute hides
// is in block-visibility.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '../../contract/safety.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const NOT_FOUND = { status: false, message: 'Not found' };
const UNAUTHENTICATED = { message: 'Unauthenticated.' };
const DAY_MS = 24 * 60 * 60_000;

let server: TestServer;
let rina: RegisteredUser;
let budi: RegisteredUser;
let citra: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  rina = await server.verifiedUser({ username: 'rina', first_name: 'Rina', last_name: 'Sari' });
  budi = await server.verifiedUser({ username: 'budi', first_name: 'Budi', last_name: 'Santoso' });
  citra = await server.verifiedUser({ username: 'citra', first_name: 'Citra', last_name: 'Dewi' });
});
afterAll(() => server.close());

const publicUser = (user: RegisteredUser) => ({
  first_name: user.input.first_name,
  last_name: user.input.last_name,
  username: user.input.username,
  foto_profile: null,
});

describe('POST and DELETE /users/{username}/block, GET /blocks', () => {
  it('blocks and unblocks, idempotently, and lists the blocked newest first', async () => {
    const first = await server.request('POST', '/users/BUDI/block', { token: rina.token });
    expect([first.status, first.body]).toEqual([200, { status: true, message: 'Pengguna diblokir' }]);
    const again = await server.request('POST', '/users/budi/block', { token: rina.token });
    expect([again.status, again.body]).toEqual([200, { status: true, message: SAFETY_MESSAGES.blocked }]);
    server.clock.advance(60_000);
    await server.request('POST', '/users/citra/block', { token: rina.token });

    const listed = await server.request('GET', '/blocks', { token: rina.token });
    expect([listed.status, listed.body]).toEqual([
      200,
      { status: true, message: SAFETY_MESSAGES.blocksFetched, data: [publicUser(citra), publicUser(budi)] },
    ]);
    // Blocks are one member's list: being blocked lists nothing.
    expect((await server.request('GET', '/blocks', { token: budi.token })).body).toMatchObject({ data: [] });

    const lifted = await server.request('DELETE', '/users/budi/block', { token: rina.token });
    expect([lifted.status, lifted.body]).toEqual([200, { status: true, message: 'Blokir dibuka' }]);
    const liftedAgain = await server.request('DELETE', '/users/budi/block', { token: rina.token });
    expect([liftedAgain.status, liftedAgain.body]).toEqual([200, { status: true, message: SAFETY_MESSAGES.unblocked }]);
    expect((await server.request('GET', '/blocks', { token: rina.token })).body).toMatchObject({ data: [publicUser(citra)] });
    await server.request('DELETE', '/users/citra/block', { token: rina.token });
  });

  it('answers 404 for an unknown member and 422 for oneself', async () => {
    for (const method of ['POST', 'DELETE']) {
      const unknown = await server.request(method, '/users/nobody/block', { token: rina.token });
      expect([unknown.status, unknown.body]).toEqual([404, NOT_FOUND]);
      const self = await server.request(method, '/users/Rina/block', { token: rina.token });
      expect([self.status, self.body]).toEqual([422, { status: false, message: SAFETY_MESSAGES.notYourself }]);
    }
    expect((await server.request('GET', '/blocks', { token: rina.token })).body).toMatchObject({ data: [] });
  });

  it('needs a verified session', async () => {
    for (const [method, path] of [
      ['POST', '/users/budi/block'],
      ['DELETE', '/users/budi/block'],
      ['GET', '/blocks'],
    ]) {
      const anonymous = await server.request(method, path);
      expect([anonymous.status, anonymous.body]).toEqual([401, UNAUTHENTICATED]);
    }
    const unverified = await server.registerUser();
    expect((await server.request('POST', '/users/budi/block', { token: unverified.token })).status).toBe(403);
    expect((await server.request('GET', '/blocks', { token: budi.token })).body).toMatchObject({ data: [] });
  });
});

describe('POST and DELETE /users/{username}/mute, GET /mutes', () => {
  it("tells the muter on the member's profile, and no one else, while the mute lasts", async () => {
    const muteOf = async (viewer: RegisteredUser, of: RegisteredUser) =>
      (await server.request<{ mute: unknown }>('GET', `/user/profile/${of.input.username}`, { token: viewer.token })).body.mute;
    expect(await muteOf(rina, budi)).toBeNull();

    await server.request('POST', '/users/budi/mute', { token: rina.token, body: { days: 1 } });
    const dayEnds = new Date(server.clock.now.getTime() + DAY_MS).toISOString();
    expect(await muteOf(rina, budi)).toEqual({ until: dayEnds });
    expect(await muteOf(budi, rina)).toBeNull();
    expect(await muteOf(citra, budi)).toBeNull();
    await server.request('POST', '/users/budi/mute', { token: rina.token, body: { days: null } });
    expect(await muteOf(rina, budi)).toEqual({ until: null });

    await server.request('DELETE', '/users/budi/mute', { token: rina.token });
    expect(await muteOf(rina, budi)).toBeNull();
    await server.request('POST', '/users/budi/mute', { token: rina.token, body: { days: 1 } });
    server.clock.advance(DAY_MS + 1);
    expect(await muteOf(rina, budi)).toBeNull();
    await server.request('DELETE', '/users/budi/mute', { token: rina.token });
  });

  it('mutes for 1, 7 or 30 days or until unmuted, lists the mutes that last, and unmutes idempotently', async () => {
    const start = server.clock.now.getTime();
    const forever = await server.request('POST', '/users/budi/mute', { token: rina.token, body: { days: null } });
    expect([forever.status, forever.body]).toEqual([200, { status: true, message: 'Pengguna dibisukan' }]);
    server.clock.advance(60_000);
    const week = await server.request('POST', '/users/citra/mute', { token: rina.token, body: { days: 7 } });
    expect(week.status).toBe(200);
    const weekEnds = new Date(start + 60_000 + 7 * DAY_MS).toISOString();

    expect((await server.request('GET', '/mutes', { token: rina.token })).body).toEqual({
      status: true,
      message: SAFETY_MESSAGES.mutesFetched,
      data: [
        { user: publicUser(citra), until: weekEnds },
        { user: publicUser(budi), until: null },
      ],
    });

    // Muting again sets the new end; a mute whose end has passed is no longer listed.
    expect((await server.request('POST', '/users/citra/mute', { token: rina.token, body: { days: 1 } })).status).toBe(200);
    server.clock.advance(DAY_MS);
    expect((await server.request('GET', '/mutes', { token: rina.token })).body).toMatchObject({
      data: [{ user: publicUser(budi), until: null }],
    });

    const unmuted = await server.request('DELETE', '/users/budi/mute', { token: rina.token });
    expect([unmuted.status, unmuted.body]).toEqual([200, { status: true, message: 'Bisukan dibuka' }]);
    const again = await server.request('DELETE', '/users/budi/mute', { token: rina.token });
    expect([again.status, again.body]).toEqual([200, { status: true, message: SAFETY_MESSAGES.unmuted }]);
    expect((await server.request('GET', '/mutes', { token: rina.token })).body).toMatchObject({ data: [] });
    // A mute is silent: the muted member lists nothing.
    expect((await server.request('GET', '/mutes', { token: budi.token })).body).toMatchObject({ data: [] });
  });

  it('refuses days other than 1, 7, 30 or null with a validation error', async () => {
    for (const body of [{}, { days: 2 }, { days: '7' }, { days: 0 }]) {
      const refused = await server.request('POST', '/users/budi/mute', { token: rina.token, body });
      expect([refused.status, refused.body], JSON.stringify(body)).toEqual([
        400,
        { validation_errors: { days: ['Lama bisukan harus 1, 7, 30 hari, atau null'] } },
      ]);
    }
    expect((await server.request('GET', '/mutes', { token: rina.token })).body).toMatchObject({ data: [] });
  });

  it('answers 404 for an unknown member, 422 for oneself, 401 without a session', async () => {
    const unknown = await server.request('POST', '/users/nobody/mute', { token: rina.token, body: { days: 1 } });
    expect([unknown.status, unknown.body]).toEqual([404, NOT_FOUND]);
    const self = await server.request('POST', '/users/rina/mute', { token: rina.token, body: { days: 1 } });
    expect([self.status, self.body]).toEqual([422, { status: false, message: SAFETY_MESSAGES.notYourself }]);
    expect((await server.request('DELETE', '/users/nobody/mute', { token: rina.token })).status).toBe(404);
    expect((await server.request('DELETE', '/users/rina/mute', { token: rina.token })).status).toBe(422);
    for (const [method, path] of [
      ['POST', '/users/budi/mute'],
      ['DELETE', '/users/budi/mute'],
      ['GET', '/mutes'],
    ]) {
      const anonymous = await server.request(method, path, { body: method === 'POST' ? { days: 1 } : undefined });
      expect([anonymous.status, anonymous.body]).toEqual([401, UNAUTHENTICATED]);
    }
  });
});
