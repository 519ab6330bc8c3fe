// HAProxy, started from deploy/haproxy.cfg the way `npm run cluster` starts it, in front of
// two server processes on one fresh PostgreSQL database and one data folder. Through the
// balancer: requests reach both processes, what is done through one is seen through the
// other, and the per-IP login limit counts the client, not the balancer. HAProxy's runtime
// API says which process took a request and takes a process out of rotation. Needs
// TEST_DATABASE_URL and haproxy on the PATH (CI has both).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { haproxyInstalled, type Cluster, type ClusterServer } from '../../scripts/cluster/cluster.ts';
import type { PersonalUserResponse, PostsResponse, SinglePostResponse } from '../../contract/wire.ts';
import { openDatabase } from '../../server/db/connection.ts';
import { freePort } from '../helpers/child-server.ts';
import { startTestCluster } from '../helpers/test-cluster.ts';
import { abortedStreamOpen } from '../helpers/event-stream.ts';
import { postStatusFrom } from '../helpers/client-address.ts';
import { requestsPerServer, setServerState } from '../helpers/haproxy-runtime.ts';
import { callApi, createTestDatabase, otpFromMail, readOutbox, type TestDatabase } from '../helpers/server.ts';

const LOGIN_LIMIT = 5;
/** Well within the wait for a hung-up stream's row to go (15 s), a few heartbeats long. */
const HEARTBEAT_MS = 2000;
const WRONG_LOGIN = { user_mail: 'nobody@example.com', password: 'salah-sekali' };

const missing = [
  ...(process.env.TEST_DATABASE_URL ? [] : ['TEST_DATABASE_URL']),
  ...(haproxyInstalled() ? [] : ['haproxy on the PATH']),
];

let dataDir: string;
let database: TestDatabase | undefined;
let cluster: Cluster | undefined;
let statsSocket: string;
let memberSequence = 0;

function balancer(): Cluster {
  if (!cluster) throw new Error('the cluster did not start');
  return cluster;
}

/** Every server but `server` leaves the rotation; with none given, all take requests. */
async function rotation(server?: ClusterServer): Promise<void> {
  for (const each of balancer().servers) {
    await setServerState(statsSocket, each.name, !server || each === server ? 'ready' : 'maint');
  }
}

/** Runs `step` with only `server` in rotation and checks that it alone took the requests. */
async function through<T>(server: ClusterServer, step: () => Promise<T>): Promise<T> {
  await rotation(server);
  const before = await requestsPerServer(statsSocket);
  const result = await step();
  const after = await requestsPerServer(statsSocket);
  const served = [...after].filter(([name, count]) => count > (before.get(name) ?? 0)).map(([name]) => name);
  expect(served).toEqual([server.name]);
  return result;
}

/** Registers, verifies with the OTP from the shared outbox and signs in, all through the balancer. */
async function signedInMember(): Promise<{ token: string; username: string }> {
  memberSequence += 1;
  const username = `anggota${memberSequence}`;
  const email = `${username}@example.com`;
  const password = 'rahasia123';
  const { url } = balancer();
  const registered = await callApi<{ token: string }>(url, 'POST', '/register', {
    body: {
      first_name: 'Anggota',
      last_name: 'Bersama',
      username,
      email,
      password,
      password_confirmation: password,
      address: 'Jl. Merdeka 1, Bandung',
    },
  });
  expect(registered.status).toBe(201);
  const otpMail = readOutbox(path.join(dataDir, 'mail')).findLast((mail) => mail.to === email);
  if (!otpMail) throw new Error(`no OTP mail to ${email}`);
  const verified = await callApi(url, 'POST', '/verify-otp', {
    token: registered.body.token,
    body: { otp_code: otpFromMail(otpMail) },
  });
  expect(verified.status).toBe(200);
  const login = await callApi<{ token: string }>(url, 'POST', '/login', { body: { user_mail: email, password } });
  expect(login.status).toBe(200);
  return { token: login.body.token, username };
}

/** Status of a wrong login attempt sent from the loopback address `from` to `origin`. */
function loginStatusFrom(from: string, origin: string, headers: Record<string, string> = {}): Promise<number> {
  return postStatusFrom(from, `${origin}/api/v1/login`, WRONG_LOGIN, headers);
}

const title = 'HAProxy in front of two server processes on one PostgreSQL database';
describe.skipIf(missing.length > 0)(missing.length > 0 ? `${title} (skipped: needs ${missing.join(' and ')})` : title, () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-balancer-'));
    database = await createTestDatabase(dataDir);
    if (database.target.kind !== 'postgres') throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
    statsSocket = path.join(dataDir, 'haproxy.sock');
    const ports = [await freePort(), await freePort(), await freePort()];
    cluster = await startTestCluster({
      host: '127.0.0.1',
      port: ports[0],
      serverPorts: ports.slice(1),
      serverEnv: {
        ...process.env,
        DATABASE_URL: database.target.url,
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
        // Only the per-IP limit is under test; its clients try one unknown name more than ten times.
        LOGIN_ACCOUNT_LIMIT: '1000',
        // Behind HAProxy a server may learn that a client hung up only when it next writes to
        // the stream: the heartbeat bounds how long a gone stream's row stays.
        LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
      },
      statsSocket,
    });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('hands requests to both processes', async () => {
    await rotation();
    const before = await requestsPerServer(statsSocket);
    for (let i = 0; i < 6; i += 1) expect((await callApi(balancer().url, 'GET', '/health')).status).toBe(200);
    const after = await requestsPerServer(statsSocket);
    for (const server of balancer().servers) {
      expect(after.get(server.name), server.name).toBeGreaterThan(before.get(server.name) ?? 0);
    }
  });

  it('keeps a session made through one process on the other, until it signs out there', async () => {
    const [first, second] = balancer().servers;
    const { url } = balancer();
    const member = await through(first, signedInMember);
    await through(second, async () => {
      const me = await callApi<PersonalUserResponse>(url, 'GET', '/personal-user', { token: member.token });
      expect(me.status).toBe(200);
      expect(me.body.data.username).toBe(member.username);
      expect((await callApi(url, 'POST', '/logout', { token: member.token })).status).toBe(200);
    });
    await through(first, async () => {
      expect((await callApi(url, 'GET', '/personal-user', { token: member.token })).status).toBe(401);
    });
  });

  it('shows a like and its notification made through one process through the other', async () => {
    const [first, second] = balancer().servers;
    const { url } = balancer();
    const { author, fan, uuid } = await through(first, async () => {
      const author = await signedInMember();
      const fan = await signedInMember();
      expect((await callApi(url, 'POST', '/thread', { token: author.token, body: { text: 'Lewat penyeimbang' } })).status).toBe(201);
      const feed = await callApi<PostsResponse>(url, 'GET', '/post', { token: fan.token });
      const post = feed.body.posts.find((item) => item.thread?.text === 'Lewat penyeimbang');
      if (!post) throw new Error('the new thread is not in the feed');
      expect((await callApi(url, 'PUT', `/like/${post.uuid}`, { token: fan.token })).status).toBe(200);
      return { author, fan, uuid: post.uuid };
    });
    await through(second, async () => {
      const seen = await callApi<SinglePostResponse>(url, 'GET', `/post/${uuid}`, { token: fan.token });
      expect(seen.body).toMatchObject({ like: 'Liked', single_post: { total_like: 1 } });
      const told = await callApi<PersonalUserResponse>(url, 'GET', '/personal-user', { token: author.token });
      expect(JSON.parse(told.body.data.notification_list ?? '[]')).toEqual([
        expect.objectContaining({ sender_username: fan.username, message: 'menyukai thread anda' }),
      ]);
    });
  });

  it('counts login attempts per client address behind the balancer, not per balancer', async () => {
    await rotation();
    const { url, servers } = balancer();
    const statuses = async (from: string, origin: string, headers: (attempt: number) => Record<string, string> = () => ({})) => {
      const answers = [];
      for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt += 1) answers.push(await loginStatusFrom(from, origin, headers(attempt)));
      return answers;
    };
    const refusedAfterLimit = [...Array<number>(LOGIN_LIMIT).fill(400), 429];

    // One client uses up its attempts, spread over both processes; another is still let in.
    const before = await requestsPerServer(statsSocket);
    expect(await statuses('127.0.0.2', url)).toEqual(refusedAfterLimit);
    const after = await requestsPerServer(statsSocket);
    for (const server of servers) expect(after.get(server.name), server.name).toBeGreaterThan(before.get(server.name) ?? 0);
    expect(await loginStatusFrom('127.0.0.3', url)).toBe(400);
    // An address the client writes into X-Forwarded-For itself does not make it someone else.
    expect(await loginStatusFrom('127.0.0.2', url, { 'X-Forwarded-For': '198.51.100.7' })).toBe(429);
    // Straight to a server, bypassing the balancer, X-Forwarded-For is not believed at all.
    const forged = (attempt: number) => ({ 'X-Forwarded-For': `203.0.113.${attempt + 1}` });
    expect(await statuses('127.0.0.4', servers[0].url, forged)).toEqual(refusedAfterLimit);
  }, 60_000);

  it('leaves no stream row behind when clients hang up while their streams open', async () => {
    await rotation();
    const member = await signedInMember();
    await Promise.all(Array.from({ length: 100 }, (_, index) => abortedStreamOpen(balancer().url, member.token, index % 20)));
    const db = openDatabase(database!.target);
    try {
      const openRows = () =>
        db
          .selectFrom('live_connections')
          .innerJoin('users', 'users.id', 'live_connections.user_id')
          .select('live_connections.id')
          .where('users.username', '=', member.username)
          .execute();
      await vi.waitFor(async () => expect(await openRows()).toEqual([]), { timeout: 15_000, interval: 200 });
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
