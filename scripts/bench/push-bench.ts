// Web Push at the push service the tests run on this machine (tests/helpers/push-receiver.ts,
// HTTPS, each push decrypted as a browser would): how long after a like the post's author has
// its push on their device, next to the like's own round trip (the ceiling), and an emergency
// broadcast to every member with a subscribed device, from the request until every mail and
// every push arrived.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPushReceiver, type PushReceiver } from '../../tests/helpers/push-receiver.ts';
import { issueToken } from '../../server/services/tokens.ts';
import { EMERGENCY_CALL } from './broadcast.ts';
import { fillCommunity, withDatabase } from './community.ts';
import { percentile, sorted } from './load.ts';
import { startAppServer } from './servers.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { goal, type Row } from './table.ts';
import { waitUntil } from './wait-until.ts';

const PUSH_P95_BUDGET_MS = 1000;
const BROADCAST_BUDGET_SECONDS = 60;
/** Likes, one after another, each by another member. */
const LIKES = 200;
/** Often enough to time a push to the millisecond. */
const POLL_MS = 2;

/** What the server needs to push to the local service. */
const pushEnv = (receiver: PushReceiver) => ({ WEB_PUSH_ALLOW_LOCAL_ENDPOINTS: '1', WEB_PUSH_CA_FILE: receiver.caFile });

async function api(origin: string, method: string, apiPath: string, token: string, body?: unknown): Promise<number> {
  const response = await fetch(`${origin}/api/v1${apiPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

async function likePushes(receiver: PushReceiver, log: (message: string) => void): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-bench-push-'));
  try {
    await fillCommunity({ DATA_DIR: dataDir }, { users: LIKES + 1, posts: 20 });
    const { postUuid, authorToken, likerTokens } = await withDatabase({ DATA_DIR: dataDir }, async (db) => {
      const post = await db.selectFrom('posts').select(['uuid', 'user_id']).orderBy('id').limit(1).executeTakeFirstOrThrow();
      const others = await db.selectFrom('users').select('id').where('id', '!=', post.user_id).orderBy('id').limit(LIKES).execute();
      const now = new Date();
      return {
        postUuid: post.uuid,
        authorToken: await issueToken(db, post.user_id, now),
        likerTokens: await Promise.all(others.map((user) => issueToken(db, user.id, now))),
      };
    });
    const server = await startAppServer({ DATA_DIR: dataDir }, pushEnv(receiver));
    try {
      const device = receiver.device('penulis');
      const subscribed = await api(server.url, 'POST', '/push/subscriptions', authorToken, device.subscription);
      if (subscribed !== 201) throw new Error(`subscribing answered ${subscribed}`);
      log(`push: ${LIKES} likes, each waiting for its push`);
      const roundTrips: number[] = [];
      const arrivals: number[] = [];
      for (const token of likerTokens) {
        const before = receiver.received.length;
        const started = performance.now();
        const status = await api(server.url, 'PUT', `/like/${postUuid}`, token);
        if (status !== 200) throw new Error(`a like answered ${status}`);
        roundTrips.push(performance.now() - started);
        await waitUntil('the push of a like', () => receiver.received.length > before, 30_000, POLL_MS);
        arrivals.push(performance.now() - started);
      }
      const [trips, pushes] = [sorted(roundTrips), sorted(arrivals)];
      const p95 = percentile(pushes, 0.95);
      return [
        {
          area: 'push',
          case: `PUT /like, its round trip (the ceiling), ${LIKES} likes one after another`,
          p50: percentile(trips, 0.5),
          p95: percentile(trips, 0.95),
          p99: percentile(trips, 0.99),
        },
        {
          area: 'push',
          case: "from the like's request to its push decrypted at the author's device",
          p50: percentile(pushes, 0.5),
          p95,
          p99: percentile(pushes, 0.99),
          value: `${receiver.received.length} pushes for ${LIKES} likes`,
          goal: `${goal(p95 < PUSH_P95_BUDGET_MS, `p95 < ${PUSH_P95_BUDGET_MS} ms`)}, ${goal(receiver.received.length === LIKES, 'one push per like')}`,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function broadcastPushes(recipients: number, receiver: PushReceiver, log: (message: string) => void): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-bench-push-broadcast-'));
  const sink = await startSmtpSink();
  try {
    await fillCommunity({ DATA_DIR: dataDir }, { users: recipients, posts: 0 });
    log(`push: subscribing a device for each of ${recipients} members`);
    const token = await withDatabase({ DATA_DIR: dataDir }, async (db) => {
      const users = await db.selectFrom('users').select('id').orderBy('id').execute();
      const now = new Date().toISOString();
      const rows = users.map((user) => {
        const { subscription } = receiver.device(`anggota-${user.id}`);
        return { user_id: user.id, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, created_at: now };
      });
      for (let start = 0; start < rows.length; start += 500) await db.insertInto('push_subscriptions').values(rows.slice(start, start + 500)).execute();
      return issueToken(db, users[0].id, new Date());
    });
    const server = await startAppServer({ DATA_DIR: dataDir }, { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, ...pushEnv(receiver) });
    try {
      const before = receiver.received.length;
      const pushed = () => receiver.received.length - before;
      log(`push: emergency broadcast to ${recipients} members, mails and pushes`);
      const started = performance.now();
      const status = await api(server.url, 'POST', '/emergency-mail', token, EMERGENCY_CALL);
      if (status !== 202) throw new Error(`emergency-mail answered ${status}`);
      let mailsDone = 0;
      let pushesDone = 0;
      await waitUntil(
        'every mail and push of the broadcast',
        () => {
          const now = (performance.now() - started) / 1000;
          if (!mailsDone && sink.received.size >= recipients) mailsDone = now;
          if (!pushesDone && pushed() >= recipients) pushesDone = now;
          return mailsDone > 0 && pushesDone > 0;
        },
        recipients * 100 + 60_000,
        POLL_MS,
      );
      const seconds = Math.max(mailsDone, pushesDone);
      // Arrivals beyond one per device; there must be none.
      const doubled = pushed() - new Set(receiver.received.slice(before).map((push) => push.device)).size;
      return [
        {
          area: 'push',
          case: `emergency broadcast, ${recipients.toLocaleString('en-US')} members each with a subscribed device, local SMTP sink and push service`,
          value: `mails ${mailsDone.toFixed(1)} s, pushes ${pushesDone.toFixed(1)} s (${Math.round(recipients / pushesDone)} pushes/s), ${doubled} pushes twice`,
          goal: `${goal(seconds < BROADCAST_BUDGET_SECONDS, `all < ${BROADCAST_BUDGET_SECONDS} s`)}, ${goal(doubled === 0, 'no push twice')}`,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchPush(recipients: number, log: (message: string) => void): Promise<Row[]> {
  const receiver = await startPushReceiver();
  try {
    return [...(await likePushes(receiver, log)), ...(await broadcastPushes(recipients, receiver, log))];
  } finally {
    await receiver.close();
  }
}
