// GET /stream against a member who opens streams without end, drops them while they open, or
// resumes from an id the server never gave: each costs a bounded amount and leaves nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abortedStreamOpen, named, openStream, type OpenStream } from '../helpers/event-stream.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const STREAMS_PER_MEMBER = 5;

let server: TestServer;
let member: RegisteredUser;
let watcher: RegisteredUser;
const streams: OpenStream[] = [];

async function stream(token: string, lastEventId?: string): Promise<OpenStream> {
  const opened = await openStream(server.url, token, lastEventId);
  streams.push(opened);
  return opened;
}

async function idOf(user: RegisteredUser): Promise<number> {
  const row = await server.app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', user.input.username)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function openRowsOf(user: RegisteredUser): Promise<number> {
  const rows = await server.app.db
    .selectFrom('live_connections')
    .select('id')
    .where('user_id', '=', await idOf(user))
    .execute();
  return rows.length;
}

async function isOnline(user: RegisteredUser): Promise<boolean> {
  const response = await server.request<{ login_users: { username: string }[] }>('GET', '/login-user', {
    token: watcher.token,
  });
  return response.body.login_users.some((online) => online.username === user.input.username);
}

/** Waits until `check` holds, for at most `waitMs`; the last value when it never does. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, waitMs = 10_000): Promise<T> {
  const deadline = Date.now() + waitMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  server = await startServer({ liveHeartbeatMs: 100, livePollIntervalMs: 50, liveStreamsPerMember: STREAMS_PER_MEMBER });
  member = await server.verifiedUser();
  watcher = await server.verifiedUser();
});
afterAll(async () => {
  streams.forEach((opened) => opened.close());
  await server.close();
});

describe('streams per member', () => {
  it("ends a member's oldest stream when they open one more than the limit", async () => {
    const opened: OpenStream[] = [];
    for (let index = 0; index < STREAMS_PER_MEMBER + 2; index += 1) {
      const next = await stream(member.token);
      await next.next(named('ready'));
      opened.push(next);
    }
    // The two oldest end; the newest ones stay, and so does every row of theirs only.
    await opened[0].ended;
    await opened[1].ended;
    expect(await eventually(() => openRowsOf(member), (rows) => rows === STREAMS_PER_MEMBER)).toBe(STREAMS_PER_MEMBER);
    const newest = opened.at(-1)!;
    await newest.next(named(':'));
    expect(await isOnline(member)).toBe(true);
    opened.forEach((open) => open.close());
    expect(await eventually(() => openRowsOf(member), (rows) => rows === 0)).toBe(0);
  });

  it("leaves another member's streams alone", async () => {
    const othersStream = await stream(watcher.token);
    await othersStream.next(named('ready'));
    const own = await Promise.all(Array.from({ length: STREAMS_PER_MEMBER + 1 }, () => stream(member.token)));
    // Opened together, the one the server counts oldest may be ended before its first event.
    await Promise.all(own.map((open) => Promise.race([open.ended, open.next(named('ready'))])));
    await othersStream.next(named(':'));
    expect(await openRowsOf(watcher)).toBe(1);
    own.forEach((open) => open.close());
    othersStream.close();
  });
});

describe('streams dropped while they open', () => {
  it('leave no open row behind and the member offline', async () => {
    const dropper = await server.verifiedUser();
    // Hung up at every moment of the opening: before the session is read, between the
    // database steps, and after the first event.
    await Promise.all(Array.from({ length: 60 }, (_, index) => abortedStreamOpen(server.url, dropper.token, index % 15)));
    const dropperId = await idOf(dropper);
    // Long idle, so only an open stream could count the member as online; set again on every look,
    // since a dropped request may still be reading its session meanwhile.
    const leftBehind = async () => {
      const longAgo = new Date(server.clock.now.getTime() - 10 * 60_000).toISOString();
      await server.app.db.updateTable('access_tokens').set({ last_used_at: longAgo }).where('user_id', '=', dropperId).execute();
      return { rows: await openRowsOf(dropper), online: await isOnline(dropper) };
    };
    expect(await eventually(leftBehind, ({ rows, online }) => rows === 0 && !online)).toEqual({ rows: 0, online: false });
  });
});

describe('Last-Event-ID', () => {
  it('asks a tab to load anew for an id past what the events column holds, and keeps the stream', async () => {
    for (const header of ['2147483648', '999999999999999', '12abc']) {
      const resumed = await stream(member.token, header);
      expect(resumed.status).toBe(200);
      await resumed.next(named('resync'));
      // Still open and fed: the heartbeat follows.
      await resumed.next(named(':'));
      resumed.close();
    }
  });

  it('asks a tab that is more than a thousand events behind to load anew rather than replaying them', async () => {
    const first = await stream(member.token);
    const ready = await first.next(named('ready'));
    first.close();
    const events = Array.from({ length: 1001 }, () => ({ kind: 'counts', recipient_id: null, payload: '{"post_id":1}' }));
    await server.app.db.insertInto('live_events').values(events).execute();
    server.app.live.hub.wake();
    const caughtUp = Number(ready.id) + events.length;
    expect(await eventually(async () => server.app.live.hub.position(), (position) => position >= caughtUp)).toBeGreaterThanOrEqual(caughtUp);

    const resumed = await stream(member.token, '0');
    await resumed.next(named('resync'));
    const behind = await stream(member.token, ready.id);
    await behind.next(named('resync'));
    expect([...resumed.events, ...behind.events].filter(named('counts'))).toEqual([]);
  });
});
