// GET /stream (Server-Sent Events): who gets which event, resuming by Last-Event-ID,
// heartbeats, a revoked session closing its stream, presence following open streams, and an
// event made through one server reaching a stream held by another on the same database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvent } from '../../contract/live-events.ts';
import { named, openStream, type OpenStream, type StreamEvent } from '../helpers/event-stream.ts';
import { postThread } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const HEARTBEAT_MS = 100;

let server: TestServer;
let other: TestServer;
let author: RegisteredUser;
let fan: RegisteredUser;
let bystander: RegisteredUser;
const streams: OpenStream[] = [];

async function stream(token: string, lastEventId?: string, on: TestServer = server): Promise<OpenStream> {
  const opened = await openStream(on.url, token, lastEventId);
  streams.push(opened);
  return opened;
}

/** The event's payload, read with the contract: a kind or key the contract does not name fails the test. */
function data(event: StreamEvent): Record<string, unknown> {
  const payload = JSON.parse(event.data) as Record<string, unknown>;
  expect(liveEvent.parse({ kind: event.event, payload }).payload).toEqual(payload);
  return payload;
}

const about = (kind: string, postId: number) => (event: StreamEvent) =>
  event.event === kind && data(event).post_id === postId;

beforeAll(async () => {
  server = await startServer({ liveHeartbeatMs: HEARTBEAT_MS, livePollIntervalMs: 50 });
  other = await startServer({
    liveHeartbeatMs: HEARTBEAT_MS,
    livePollIntervalMs: 50,
    database: server.config.database,
    now: server.config.now,
  });
  author = await server.verifiedUser({ first_name: 'Sari' });
  fan = await server.verifiedUser();
  bystander = await server.verifiedUser();
});
afterAll(async () => {
  streams.forEach((opened) => opened.close());
  await other.close();
  await server.close();
});

describe('GET /stream', () => {
  it('answers 401 without a valid token and 403 before verification', async () => {
    expect((await openStream(server.url)).status).toBe(401);
    expect((await openStream(server.url, 'not-a-token')).status).toBe(401);
    const unverified = await server.registerUser();
    expect((await openStream(server.url, unverified.token)).status).toBe(403);
  });

  it('opens an event stream that starts with its position', async () => {
    const opened = await stream(fan.token);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    // The hooks' headers go out with the stream's own, the security headers among them.
    expect(opened.headers.get('x-frame-options')).toBe('DENY');
    expect(opened.headers.get('content-security-policy')).toContain("default-src 'none'");
    const ready = await opened.next(named('ready'));
    expect(ready.id).toMatch(/^\d+$/);
    expect(data(ready)).toEqual({});
  });

  it('tells everyone of a new post and new counts, and only the owner of the notification', async () => {
    const authorStream = await stream(author.token);
    const bystanderStream = await stream(bystander.token);
    await authorStream.next(named('ready'));
    await bystanderStream.next(named('ready'));

    const thread = await postThread(server, author.token, 'Konser malam ini');
    expect(data(await bystanderStream.next(about('post', thread.post_id)))).toEqual({ post_id: thread.post_id });

    await server.request('PUT', `/like/${thread.uuid}`, { token: fan.token });
    expect(data(await bystanderStream.next(about('counts', thread.post_id)))).toEqual({ post_id: thread.post_id, total_like: 1 });
    const notification = await authorStream.next(named('notification'));
    expect(data(notification)).toMatchObject({ post_id: thread.post_id, notification_id: expect.any(Number) });

    await server.request('POST', '/comment', { token: fan.token, body: { comment: 'Mantap', post_id: thread.post_id } });
    expect(data(await bystanderStream.next(about('counts', thread.post_id)))).toEqual({ post_id: thread.post_id, total_comment: 1 });
    expect(data(await authorStream.next(named('notification')))).toMatchObject({ post_id: thread.post_id });
    expect(bystanderStream.events.filter(named('notification'))).toEqual([]);
  });

  it('sends a heartbeat so proxies keep it open', async () => {
    const opened = await stream(fan.token);
    await opened.next(named(':'));
  });

  it('gives a reconnecting tab what it missed, by Last-Event-ID', async () => {
    const first = await stream(author.token);
    const ready = await first.next(named('ready'));
    first.close();

    const thread = await postThread(server, bystander.token, 'Selagi kamu pergi');
    await server.request('PUT', `/like/${thread.uuid}`, { token: author.token });
    await server.request('POST', '/comment', { token: fan.token, body: { comment: 'Hadir', post_id: thread.post_id } });

    const resumed = await stream(author.token, ready.id);
    await resumed.next(about('post', thread.post_id));
    await resumed.next(about('counts', thread.post_id));
    expect(resumed.events.filter(named('ready'))).toEqual([]);
    // Someone else's notification is not replayed to this member.
    expect(resumed.events.filter(named('notification'))).toEqual([]);
  });

  it('gives a resumed tab each event once, the missed ones and the later ones alike', async () => {
    const first = await stream(fan.token);
    const ready = await first.next(named('ready'));
    first.close();
    const missed = await postThread(server, author.token, 'Sebelum kembali');

    const resumed = await stream(fan.token, ready.id);
    await resumed.next(about('post', missed.post_id));
    const later = await postThread(server, author.token, 'Sesudah kembali');
    await resumed.next(about('post', later.post_id));
    const ids = resumed.events.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks a tab to load anew when what it missed is no longer kept', async () => {
    const opened = await stream(fan.token);
    const ready = await opened.next(named('ready'));
    await postThread(server, author.token, 'Satu');
    await postThread(server, author.token, 'Dua');
    await server.app.db.deleteFrom('live_events').where('id', '<=', Number(ready.id) + 1).execute();

    const resumed = await stream(fan.token, ready.id);
    expect(data(await resumed.next(named('resync')))).toEqual({});
  });

  it('tells every member of an emergency call', async () => {
    const opened = await stream(bystander.token);
    await opened.next(named('ready'));
    const call = { message: 'Tolong, ban bocor', place: 'Jl. Dago 10', map: 'https://maps.example/dago' };
    expect((await server.request('POST', '/emergency-mail', { token: author.token, body: call })).status).toBe(202);
    const emergency = await opened.next(named('emergency'));
    expect(data(emergency)).toMatchObject({ ...call, sender_first_name: 'Sari' });
  });

  it('ends the stream of a session that logs out, and only that one', async () => {
    const secondToken = await server.login(fan.input.email, fan.input.password);
    const loggingOut = await stream(secondToken);
    const staying = await stream(fan.token);
    await loggingOut.next(named('ready'));
    await staying.next(named('ready'));

    await server.request('POST', '/logout', { token: secondToken });
    expect(data(await loggingOut.next(named('revoked')))).toEqual({ token_id: expect.any(Number) });
    await loggingOut.ended;
    expect(staying.events.filter(named('revoked'))).toEqual([]);
    expect((await openStream(server.url, secondToken)).status).toBe(401);
  });
});

describe('presence', () => {
  it('counts a member with an open stream as online, and tells others when that changes', async () => {
    const watcher = await stream(author.token);
    await watcher.next(named('ready'));
    const member = await server.verifiedUser();
    const isOnline = async () => {
      const response = await server.request<{ login_users: { username: string }[] }>('GET', '/login-user', {
        token: author.token,
      });
      return response.body.login_users.some((user) => user.username === member.input.username);
    };

    const memberStream = await stream(member.token);
    await memberStream.next(named('ready'));
    const memberId = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', member.input.username)
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
    const listed = (event: { event: string; data: string }, list: 'online' | 'offline') =>
      event.event === 'presence' && (data(event)[list] as number[]).includes(memberId);
    await watcher.next((event) => listed(event, 'online'));
    // Long idle: the session alone no longer counts, the open stream does.
    const longAgo = new Date(server.clock.now.getTime() - 10 * 60_000).toISOString();
    await server.app.db.updateTable('access_tokens').set({ last_used_at: longAgo }).where('user_id', '=', memberId).execute();
    expect(await isOnline()).toBe(true);

    memberStream.close();
    await watcher.next((event) => listed(event, 'offline'));
    expect(await isOnline()).toBe(false);
  });

  it('tells of members coming online within one window in one event', async () => {
    // A window long enough for three streams to open in it on a busy machine.
    const batching = await startServer({ liveHeartbeatMs: HEARTBEAT_MS, livePollIntervalMs: 50, livePresenceBatchMs: 3000 });
    try {
      const [watching, ...members] = await Promise.all([1, 2, 3, 4].map(() => batching.verifiedUser()));
      const watcher = await stream(watching.token, undefined, batching);
      await watcher.next(named('ready'));
      // The watcher's own coming online, in a window of its own.
      expect((data(await watcher.next(named('presence'))).online as number[]).length).toBe(1);
      const opened = await Promise.all(members.map((member) => stream(member.token, undefined, batching)));
      const presence = await watcher.next(named('presence'));
      expect([(data(presence).online as number[]).length, data(presence).offline]).toEqual([3, []]);
      opened.forEach((memberStream) => memberStream.close());
    } finally {
      await batching.close();
    }
  });
});

describe('two servers on one database', () => {
  it('brings a notification made through one to a stream held by the other', async () => {
    const onOther = await stream(author.token, undefined, other);
    await onOther.next(named('ready'));
    const thread = await postThread(server, author.token, 'Lintas proses');
    await server.request('PUT', `/like/${thread.uuid}`, { token: bystander.token });
    // In id order: the like's counts, then its notification.
    await onOther.next(about('counts', thread.post_id));
    expect(data(await onOther.next(named('notification')))).toMatchObject({ post_id: thread.post_id });
  });
});
