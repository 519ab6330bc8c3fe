// A process holding 400 event streams whose clients never read, through a burst of large events:
// the process as deployed (`server/main.ts`), on the database in use. Each such stream is cut once
// it falls behind, nothing more is written to it, and the process keeps answering within a
// stated memory bound instead of growing until it runs out of heap.
import fs from 'node:fs';
import type net from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import type { Database } from '../../server/db/schema.ts';
import { startChildServer, type ChildServer } from '../helpers/child-server.ts';
import { openUnreadStream } from '../helpers/event-stream.ts';
import { callApi, startServer, type TestServer } from '../helpers/server.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

const MEMBERS = 20;
/** The default limit per member: 400 streams in all. */
const STREAMS_EACH = 20;
const EVENTS = 6000;
/** Large events make the backlog fast: each stream is sent 24 MB. */
const PAYLOAD = JSON.stringify({ post_id: 1, filler: 'x'.repeat(4000) });
/** Resident memory the process stays under; before streams were cut at once it passed 1.6 GB and grew on. */
const RSS_BOUND_MB = 1024;

let signUp: TestServer;
let db: Kysely<Database>;
let child: ChildServer;
const tokens: string[] = [];
const sockets: net.Socket[] = [];

function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

async function openRows(): Promise<number> {
  const rows = await db.selectFrom('live_connections').select('id').execute();
  return rows.length;
}

beforeAll(async () => {
  signUp = await startServer();
  const members = [];
  for (let index = 0; index < MEMBERS; index += 1) members.push(await signUp.verifiedUser());
  await signUp.app.close();
  db = openDatabase(signUp.config.database);
  const database = signUp.config.database;
  child = await startChildServer({
    args: nodeArgsFor('server'),
    env: (url) => ({
      APP_URL: url,
      DATA_DIR: signUp.config.dataDir,
      DATABASE_URL: database.kind === 'postgres' ? database.url : '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      API_RATE_LIMIT: '1000000',
      LOGIN_RATE_LIMIT: '1000',
      LIVE_POLL_INTERVAL_MS: '100',
    }),
    readyPath: '/api/v1/health',
  });
  // Signed in anew: the sign-up server's tokens carry its test clock, the process runs on real time.
  for (const member of members) {
    const login = await callApi<{ token: string }>(child.url, 'POST', '/login', {
      body: { user_mail: member.input.email, password: member.input.password },
    });
    expect(login.status).toBe(200);
    tokens.push(login.body.token);
  }
}, 120_000);

afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  await child?.stop();
  await db?.destroy();
  await signUp?.close();
}, 60_000);

describe('400 streams whose clients never read', () => {
  it('are cut as they fall behind, while the process stays within its memory bound and answers', async () => {
    for (const token of tokens) {
      for (let index = 0; index < STREAMS_EACH; index += 1) sockets.push(await openUnreadStream(child.url, token));
    }
    const streams = MEMBERS * STREAMS_EACH;
    const opening = Date.now() + 30_000;
    while ((await openRows()) < streams && Date.now() < opening) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await openRows()).toBe(streams);
    const pid = child.pid;
    let peakMb = residentMegabytes(pid);
    const healthAnswers: number[] = [];
    let bursting = true;
    const watch = (async () => {
      while (bursting) {
        peakMb = Math.max(peakMb, residentMegabytes(pid));
        const health = await fetch(`${child.url}/api/v1/health`, { signal: AbortSignal.timeout(10_000) }).then(
          (response) => response.status,
          () => 0,
        );
        healthAnswers.push(health);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();

    for (let written = 0; written < EVENTS; written += 200) {
      const events = Array.from({ length: 200 }, () => ({ kind: 'counts', recipient_id: null, payload: PAYLOAD }));
      await db.insertInto('live_events').values(events).execute();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Every stream that stopped reading is cut, and its row goes with it.
    const deadline = Date.now() + 30_000;
    while ((await openRows()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    bursting = false;
    await watch;

    expect(await openRows()).toBe(0);
    expect(peakMb, 'peak resident memory, MB').toBeLessThan(RSS_BOUND_MB);
    expect(healthAnswers.length).toBeGreaterThan(0);
    expect(healthAnswers.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});
