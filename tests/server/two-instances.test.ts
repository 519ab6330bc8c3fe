// Two server processes (`server/main.ts`, as deployed) on one PostgreSQL database serve the
// same members: sessions, presence, rate limits, the versions that feed items are kept by, the
// emergency queue and its background senders live in the database, so either process answers
// the same and no mail goes out twice. Needs PostgreSQL: runs only when TEST_DATABASE_URL is
// set (CI sets it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreateThreadResponse, LoginUsersResponse, PostsResponse } from '../../contract/wire.ts';
import { startChildServer, type ChildServer } from '../helpers/child-server.ts';
import { callApi, createTestDatabase, otpFromMail, readOutbox, type TestDatabase } from '../helpers/server.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

const LOGIN_LIMIT = 3;
const EMERGENCY_SUBJECT = 'Undangan event oleh Gita';

interface Instance {
  server: ChildServer;
  mailDir: string;
  dataDir: string;
}

async function startInstance(databaseUrl: string): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-two-instances-'));
  const server = await startChildServer({
    args: nodeArgsFor('server'),
    env: (url) => ({
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
      // One mail per batch and short looks at the queue, so both senders usually take part.
      EMERGENCY_BATCH_SIZE: '1',
      EMERGENCY_BATCH_INTERVAL_MS: '50',
    }),
    readyPath: '/api/v1/health',
  });
  return { server, dataDir, mailDir: path.join(dataDir, 'mail') };
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  await instance.server.stop();
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

let database: TestDatabase;
let first: Instance;
let second: Instance;
let memberSequence = 0;

/** Registers on `instance` and verifies with the OTP from its outbox; answers the token. */
async function verifiedMember(instance: Instance, firstName = 'Anggota') {
  memberSequence += 1;
  const email = `anggota${memberSequence}@example.com`;
  const registered = await callApi<{ token: string }>(instance.server.url, 'POST', '/register', {
    body: {
      first_name: firstName,
      last_name: 'Bersama',
      username: `anggota${memberSequence}`,
      email,
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
      address: 'Jl. Merdeka 1, Bandung',
    },
  });
  expect(registered.status).toBe(201);
  const otpMail = readOutbox(instance.mailDir).findLast((mail) => mail.to === email);
  if (!otpMail) throw new Error(`no OTP mail to ${email}`);
  const { token } = registered.body;
  const verified = await callApi(instance.server.url, 'POST', '/verify-otp', { token, body: { otp_code: otpFromMail(otpMail) } });
  expect(verified.status).toBe(200);
  return { token, email, username: `anggota${memberSequence}` };
}

/** Waits until the current fixed one-minute rate window has at least `seconds` left. */
async function awayFromWindowEnd(seconds: number): Promise<void> {
  const left = 60 - new Date().getSeconds();
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    database = await createTestDatabase(os.tmpdir());
    if (database.target.kind !== 'postgres') throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
    // One after the other: the first migrates the fresh database, the second finds it ready.
    first = await startInstance(database.target.url);
    second = await startInstance(database.target.url);
  }, 120_000);

  afterAll(async () => {
    await stopInstance(second);
    await stopInstance(first);
    await database?.drop();
  }, 60_000);

  it('a session opened on one works on the other, and signing out on the other ends it on both', async () => {
    const member = await verifiedMember(first);
    expect((await callApi(second.server.url, 'GET', '/personal-user', { token: member.token })).status).toBe(200);
    expect((await callApi(second.server.url, 'POST', '/logout', { token: member.token })).status).toBe(200);
    expect((await callApi(first.server.url, 'GET', '/personal-user', { token: member.token })).status).toBe(401);
  });

  it('both list the members online on either', async () => {
    const onFirst = await verifiedMember(first);
    const onSecond = await verifiedMember(second);
    for (const instance of [first, second]) {
      const response = await callApi<LoginUsersResponse>(instance.server.url, 'GET', '/login-user', { token: onFirst.token });
      expect(response.body.login_users.map((user) => user.username)).toEqual(
        expect.arrayContaining([onFirst.username, onSecond.username]),
      );
    }
  });

  it('a feed page kept by one shows at once what is posted, liked or edited on the other', async () => {
    const author = await verifiedMember(first);
    const reader = await verifiedMember(second);
    const feedOn = async (instance: Instance) =>
      (await callApi<PostsResponse>(instance.server.url, 'GET', '/post', { token: reader.token })).body.posts;
    await feedOn(second);

    const posted = await callApi<CreateThreadResponse>(first.server.url, 'POST', '/thread', {
      token: author.token,
      body: { text: 'Dari proses pertama' },
    });
    expect(posted.status).toBe(201);
    const [newest] = await feedOn(second);
    expect(newest.thread).toMatchObject({ text: 'Dari proses pertama', post_id: posted.body.data.post_id });

    await callApi(first.server.url, 'PUT', `/like/${newest.uuid}`, { token: author.token });
    await callApi(first.server.url, 'PUT', `/thread/${posted.body.data.slug}`, {
      token: author.token,
      body: { text: 'Diubah di proses pertama' },
    });
    const [edited] = await feedOn(second);
    expect(edited).toMatchObject({ total_like: 1, liker: [author.username], thread: { text: 'Diubah di proses pertama' } });
  });

  it('a rate limit counts the requests to both', async () => {
    await awayFromWindowEnd(15);
    const wrongLogin = { body: { user_mail: 'nobody@example.com', password: 'salah-sekali' } };
    const statuses = [];
    for (const instance of [first, second, first, second]) {
      statuses.push((await callApi(instance.server.url, 'POST', '/login', wrongLogin)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('a broadcast queued on one is mailed once to every member, whichever process sends each mail', async () => {
    const sender = await verifiedMember(first, 'Gita');
    const members = [sender.email];
    for (let i = 0; i < 7; i += 1) members.push((await verifiedMember(i % 2 ? first : second)).email);
    const call = { message: 'Kumpul di lapangan!', place: 'Lapangan utama', map: 'https://maps.example.com/?q=lapangan' };

    expect((await callApi(first.server.url, 'POST', '/emergency-mail', { token: sender.token, body: call })).status).toBe(202);
    // The quota is in the database too: the other process refuses a second send.
    expect((await callApi(second.server.url, 'POST', '/emergency-mail', { token: sender.token, body: call })).status).toBe(422);

    const sentBy = (instance: Instance) =>
      readOutbox(instance.mailDir).filter((mail) => mail.subject === EMERGENCY_SUBJECT).map((mail) => mail.to);
    const everyMail = () => [...sentBy(first), ...sentBy(second)];
    // Every member of the database is verified, the ones of the earlier tests included.
    const verifiedCount = memberSequence;
    await vi.waitFor(() => expect(everyMail()).toHaveLength(verifiedCount), { timeout: 15_000, interval: 100 });
    // A late duplicate would show up within a few more sending rounds.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(everyMail()).toHaveLength(verifiedCount);
    expect(new Set(everyMail()).size).toBe(verifiedCount);
    expect(everyMail()).toEqual(expect.arrayContaining(members));
    // Which process sends how many is timing: batches follow each other while the queue has
    // mail, so the process that queued it may send them all before the other looks.
  }, 60_000);
});
