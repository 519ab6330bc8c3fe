// An emergency broadcast's pushes whose sending process is killed (SIGKILL) mid-broadcast, on
// the database in use, with `server/main.ts` as deployed pushing to a push service on this
// machine that stalls, so pushes are cut off before it answers. A new process on the same
// database finishes once the dead one's short claim lease has run out: every device gets the
// push exactly once. Also: processes starting together on a database without a VAPID key
// agree on one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseTarget } from '../../server/config.ts';
import { openDatabase } from '../../server/db/connection.ts';
import type { Database } from '../../server/db/schema.ts';
import { startChildServer, type ChildServer } from '../helpers/child-server.ts';
import { startPushReceiver, type Device, type PushReceiver } from '../helpers/push-receiver.ts';
import { callApi, startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

const MEMBERS = 30;
/** More than the sender pushes at once, so the killed process also held pushes it had not started. */
const BATCH_SIZE = 40;
/** Pushes the push service answers before it stalls. */
const ACCEPTED_BEFORE_CRASH = 5;
const CLAIM_LEASE_MS = 2000;
const CALL = { message: 'Tolong, ban motor bocor!', place: 'Jl. Asia Afrika', map: 'https://maps.example.com/?q=asia+afrika' };

let signUp: TestServer;
let members: RegisteredUser[];
let devices: Device[];
let receiver: PushReceiver;
let db: Kysely<Database>;
const processes: ChildServer[] = [];
const processDirs: string[] = [];

function startProcess(database: DatabaseTarget): Promise<ChildServer> {
  const dataDir =
    database.kind === 'sqlite' ? path.dirname(database.file) : fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-push-crash-'));
  if (database.kind === 'postgres') processDirs.push(dataDir);
  return startChildServer({
    args: nodeArgsFor('server'),
    env: (url) => ({
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: database.kind === 'postgres' ? database.url : '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      EMERGENCY_BATCH_SIZE: String(BATCH_SIZE),
      EMERGENCY_BATCH_INTERVAL_MS: '100',
      EMERGENCY_CLAIM_LEASE_MS: String(CLAIM_LEASE_MS),
      WEB_PUSH_ALLOW_LOCAL_ENDPOINTS: '1',
      WEB_PUSH_CA_FILE: receiver.caFile,
    }),
    readyPath: '/api/v1/health',
  }).then((child) => {
    processes.push(child);
    return child;
  });
}

async function tokenOn(child: ChildServer, member: RegisteredUser): Promise<string> {
  // Signed in anew: the sign-up server's tokens carry its test clock, the process runs on real time.
  const login = await callApi<{ token: string }>(child.url, 'POST', '/login', {
    body: { user_mail: member.input.email, password: member.input.password },
  });
  return login.body.token;
}

function pushes() {
  return db.selectFrom('emergency_pushes').select(['id', 'claimed_by', 'send_started_at', 'sent_at']).execute();
}

beforeAll(async () => {
  receiver = await startPushReceiver();
  signUp = await startServer({ webPushAllowLocalEndpoints: true, webPushCaFile: receiver.caFile });
  members = [];
  devices = [];
  while (members.length < MEMBERS) {
    const member = await signUp.verifiedUser();
    const device = receiver.device(`device-${members.length}`);
    const subscribed = await signUp.request('POST', '/push/subscriptions', { token: member.token, body: device.subscription });
    if (subscribed.status !== 201) throw new Error(`subscribe failed: ${subscribed.status}`);
    members.push(member);
    devices.push(device);
  }
  await signUp.app.close();
  db = openDatabase(signUp.config.database);
}, 120_000);

afterAll(async () => {
  for (const child of processes) await child.stop();
  await db?.destroy();
  await receiver?.close();
  await signUp?.close();
  for (const dir of processDirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('an emergency broadcast whose pushing process is killed', () => {
  it('is finished by the next process: every device gets the push exactly once', async () => {
    receiver.stallAfter(ACCEPTED_BEFORE_CRASH);
    const doomed = await startProcess(signUp.config.database);
    const sent = await callApi(doomed.url, 'POST', '/emergency-mail', { token: await tokenOn(doomed, members[0]), body: CALL });
    expect(sent.status).toBe(202);

    // Killed while pushes wait for the push service's answer, once the answered ones are marked.
    await vi.waitFor(
      async () => {
        expect(receiver.heldCount()).toBeGreaterThan(0);
        expect((await pushes()).filter((push) => push.sent_at !== null)).toHaveLength(ACCEPTED_BEFORE_CRASH);
      },
      { timeout: 30_000, interval: 50 },
    );
    await doomed.crash();
    await vi.waitFor(() => expect(receiver.heldCount()).toBe(0));

    const unsent = (await pushes()).filter((push) => push.sent_at === null);
    expect(unsent).toHaveLength(MEMBERS - ACCEPTED_BEFORE_CRASH);
    // Cut off mid-push, and held by the dead process without being started.
    expect(unsent.filter((push) => push.send_started_at !== null).length).toBeGreaterThan(0);
    expect(unsent.filter((push) => push.claimed_by !== null).length).toBeGreaterThan(
      unsent.filter((push) => push.send_started_at !== null).length,
    );
    expect(receiver.received).toHaveLength(ACCEPTED_BEFORE_CRASH);

    receiver.resume();
    await startProcess(signUp.config.database);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(MEMBERS), { timeout: 30_000, interval: 100 });
    // A late second copy would show up within a few more sending rounds.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(receiver.received.map((push) => push.device).sort()).toEqual(devices.map((device) => device.name).sort());
    for (const push of receiver.received) expect(push.payload.body).toBe(`${CALL.message}\n📍 ${CALL.place}`);
    expect((await pushes()).filter((push) => push.sent_at === null)).toEqual([]);
  }, 120_000);

  it('leaves processes that start together on a database without a key signing with one key', async () => {
    for (const child of processes.splice(0)) await child.stop();
    await db.deleteFrom('server_keys').execute();
    const together = await Promise.all([startProcess(signUp.config.database), startProcess(signUp.config.database)]);
    const keys = await Promise.all(
      together.map(async (child) => {
        const answer = await callApi<{ key: string }>(child.url, 'GET', '/push/key', { token: await tokenOn(child, members[1]) });
        return answer.body.key;
      }),
    );
    expect(keys[0]).toMatch(/^[\w-]{87}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await db.selectFrom('server_keys').select('public_key').execute()).toEqual([{ public_key: keys[0] }]);
  }, 60_000);
});
