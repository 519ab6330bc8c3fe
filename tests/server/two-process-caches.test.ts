// Two server processes (`server/main.ts`, as deployed) on one database, each keeping the
// general limit's counts and its sessions in memory (decisions 142 and 143): together they
// still refuse a member past the limit, within the stated tolerance, and a session ended, a
// member changed (a profile, a mailed password kept) or a picture removed through one process is seen by the other once its live
// events arrive, and so is a block (decision 177); a comments page and a notification list kept by
// one, and its search answers, are current at once after a write through the other.
// The database is PostgreSQL when TEST_DATABASE_URL is set, else one SQLite file both processes
// open. Needs haproxy on the PATH (the cluster starts it); requests go to each process directly.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentsResponse, CreateAlbumResponse, FindUserResponse, PersonalUserResponse } from '../../contract/wire.ts';
import { haproxyInstalled, type Cluster } from '../../scripts/cluster/cluster.ts';
import { openDatabase } from '../../server/db/connection.ts';
import { quotaOf } from '../../server/services/shared-rate-store.ts';
import { freePort } from '../helpers/child-server.ts';
import { fileForm, solidImage } from '../helpers/images.ts';
import { callApi, createTestDatabase, otpFromMail, readOutbox, type TestDatabase } from '../helpers/server.ts';
import { keyOfUrl } from '../helpers/stored-media.ts';
import { startTestCluster } from '../helpers/test-cluster.ts';

const LIMIT = 20;
const INTERVAL_MS = 60_000 / LIMIT;
/** Two processes together admit at most this many beyond the limit (decision 142). */
const TOLERANCE = 2 * quotaOf(LIMIT);
/** Longer than any wait below: a session refused within it was dropped, not expired. */
const SESSION_CACHE_MS = 60_000;
/** Many poll intervals of the live events (250 ms on SQLite, 1 s on PostgreSQL, which NOTIFY wakes at once). */
const SEEN_WITHIN_MS = 12_000;
/** One ask a second: a dozen stay well within the member's limit of LIMIT a minute. */
const ASK_EVERY_MS = 1000;
const PASSWORD = 'rahasia123';

let dataDir: string;
let database: TestDatabase | undefined;
let cluster: Cluster | undefined;
let memberSequence = 0;

function processes(): [string, string] {
  if (!cluster) throw new Error('the cluster did not start');
  const [first, second] = cluster.servers;
  return [first.url, second.url];
}

/** Registers and verifies through `origin`; answers the session token and the e-mail. */
async function verifiedMember(origin: string): Promise<{ token: string; email: string; username: string }> {
  memberSequence += 1;
  const username = `anggota${memberSequence}`;
  const email = `${username}@example.com`;
  const registered = await callApi<{ token: string }>(origin, 'POST', '/register', {
    body: {
      first_name: 'Anggota',
      last_name: 'Bersama',
      username,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      address: 'Jl. Merdeka 1, Bandung',
    },
  });
  expect(registered.status).toBe(201);
  const otpMail = readOutbox(path.join(dataDir, 'mail')).findLast((mail) => mail.to === email);
  if (!otpMail) throw new Error(`no OTP mail to ${email}`);
  const { token } = registered.body;
  expect((await callApi(origin, 'POST', '/verify-otp', { token, body: { otp_code: otpFromMail(otpMail) } })).status).toBe(200);
  return { token, email, username };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks until `check` holds; answers whether it came to hold. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + SEEN_WITHIN_MS;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await pause(ASK_EVERY_MS);
  }
  return false;
}

const personalUser = (origin: string, token: string) => callApi<PersonalUserResponse>(origin, 'GET', '/personal-user', { token });

describe.skipIf(!haproxyInstalled())('two processes, each with its counts and sessions in memory', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-two-process-caches-'));
    database = await createTestDatabase(dataDir);
    const ports = [await freePort(), await freePort(), await freePort()];
    cluster = await startTestCluster({
      host: '127.0.0.1',
      port: ports[0],
      serverPorts: ports.slice(1),
      serverEnv: {
        ...process.env,
        ...(database.target.kind === 'postgres' && { DATABASE_URL: database.target.url }),
        DATA_DIR: dataDir,
        DIST_DIR: path.join(dataDir, 'no-dist'),
        LOG_LEVEL: 'warn',
        SEED_DEMO: '0',
        API_RATE_LIMIT: String(LIMIT),
        SESSION_CACHE_MS: String(SESSION_CACHE_MS),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('refuses a member going past the limit through both, within the tolerance', async () => {
    const [first, second] = processes();
    const member = await verifiedMember(first);
    const started = Date.now();
    const statuses = (
      await Promise.all(Array.from({ length: 2 * LIMIT }, (_, index) => personalUser(index % 2 ? second : first, member.token)))
    ).map((response) => response.status);
    // The bucket refills one request per interval while the requests run.
    const refilled = Math.ceil((Date.now() - started) / INTERVAL_MS);
    const admitted = statuses.filter((status) => status === 200).length;
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // The verification took one request of the limit.
    expect(admitted).toBeGreaterThanOrEqual(LIMIT - 1);
    expect(admitted).toBeLessThanOrEqual(LIMIT - 1 + TOLERANCE + refilled);
  });

  it('refuses a token logged out through one process in the other', async () => {
    const [first, second] = processes();
    const member = await verifiedMember(first);
    expect((await personalUser(second, member.token)).status).toBe(200);
    expect((await callApi(first, 'POST', '/logout', { token: member.token })).status).toBe(200);
    expect(await eventually(async () => (await personalUser(second, member.token)).status === 401)).toBe(true);
  });

  it('refuses the other sessions after a password change through one process', async () => {
    const [first, second] = processes();
    const member = await verifiedMember(first);
    const login = await callApi<{ token: string }>(second, 'POST', '/login', { body: { user_mail: member.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const other = login.body.token;
    expect((await personalUser(second, other)).status).toBe(200);
    const changed = await callApi(first, 'PUT', '/reset-password', {
      token: member.token,
      body: { current_password: PASSWORD, password: 'rahasia456', password_confirmation: 'rahasia456' },
    });
    expect(changed.status).toBe(200);
    expect(await eventually(async () => (await personalUser(second, other)).status === 401)).toBe(true);
    expect((await personalUser(second, member.token)).status).toBe(200);
  });

  it('refuses a narrower copy of a photo deleted through one process in the other', async () => {
    const [first, second] = processes();
    const member = await verifiedMember(first);
    const picture = await solidImage('jpeg', 800, 800);
    // Two photos: an album keeps at least one.
    const uploads = await Promise.all(
      ['tribun.jpg', 'lapangan.jpg'].map((name) =>
        callApi<string>(first, 'POST', '/temp/album', { token: member.token, form: fileForm('album_content', picture, name, 'image/jpeg') }),
      ),
    );
    const album = await callApi<CreateAlbumResponse>(first, 'POST', '/album', {
      token: member.token,
      body: { caption: 'Tribun utara', content: uploads.map((upload) => upload.body) },
    });
    expect([...uploads.map((upload) => upload.status), album.status]).toEqual([200, 200, 201]);
    const [photo] = album.body.data.contents;
    const narrower = `${second}/media/${keyOfUrl(photo.content)}?w=360`;
    // Answered twice by the other process: the second time from what it remembers (decision 161).
    for (const _ of [1, 2]) expect((await fetch(narrower)).status).toBe(200);
    expect((await callApi(first, 'DELETE', `/album-content/${photo.id}`, { token: member.token })).status).toBe(200);
    expect(await eventually(async () => (await fetch(narrower)).status === 404)).toBe(true);
  });

  it('stops asking in the other process once the mailed password is kept through one', async () => {
    const [first, second] = processes();
    const member = await verifiedMember(first);
    // The verification's own member_changed reaches the other process within a poll or two.
    await pause(2000);
    // As the reset's link leaves it; the other process has not looked this member up yet.
    const db = openDatabase(database!.target);
    try {
      await db.updateTable('users').set({ password_mailed_at: new Date().toISOString() }).where('email', '=', member.email).execute();
    } finally {
      await db.destroy();
    }
    expect((await personalUser(second, member.token)).body.data.password_mailed).toBe(true);
    expect((await callApi(first, 'DELETE', '/personal-user/mailed-password', { token: member.token })).status).toBe(200);
    expect(await eventually(async () => (await personalUser(second, member.token)).body.data?.password_mailed === false)).toBe(true);
  });

  it('shows a profile changed through one process in the other', async () => {
    const [first, second] = processes();
    const member = await verifiedMember(first);
    // The verification's own member_changed reaches the other process within a poll or two.
    await pause(2000);
    expect((await personalUser(second, member.token)).body.data.first_name).toBe('Anggota');
    // Written behind the servers' backs, with no event: the other process keeps its copy.
    const db = openDatabase(database!.target);
    try {
      await db.updateTable('users').set({ first_name: 'Tersembunyi' }).where('email', '=', member.email).execute();
    } finally {
      await db.destroy();
    }
    expect((await personalUser(second, member.token)).body.data.first_name).toBe('Anggota');
    const edited = await callApi(first, 'PUT', '/profile', {
      token: member.token,
      body: { first_name: 'Berganti', last_name: 'Bersama', username: member.username, address: 'Jl. Merdeka 1, Bandung' },
    });
    expect(edited.status).toBe(200);
    expect(await eventually(async () => (await personalUser(second, member.token)).body.data?.first_name === 'Berganti')).toBe(true);
  });

  it("shows a comment and a commenter's new name written through one process on the other's kept comments page at once", async () => {
    const [first, second] = processes();
    const owner = await verifiedMember(first);
    const writer = await verifiedMember(first);
    const thread = await callApi<{ data: { post_id: number } }>(first, 'POST', '/thread', { token: owner.token, body: { text: 'Halo semua' } });
    expect(thread.status).toBe(201);
    const postId = thread.body.data.post_id;
    const write = (text: string) => callApi(first, 'POST', '/comment', { token: writer.token, body: { comment: text, post_id: postId } });
    const shownOnSecond = async () => {
      const page = await callApi<CommentsResponse>(second, 'GET', `/post/comments/${postId}`, { token: owner.token });
      return page.body.comments_list.map((item) => `${item.commentator_name}: ${item.comment_text}`);
    };
    expect((await write('Pertama')).status).toBe(201);
    expect(await shownOnSecond()).toEqual(['Anggota: Pertama']);

    // No waiting for live events: the post's version, read with the post, says the kept page is old.
    expect((await write('Kedua')).status).toBe(201);
    expect(await shownOnSecond()).toEqual(['Anggota: Kedua', 'Anggota: Pertama']);
    const edited = await callApi(first, 'PUT', '/profile', {
      token: writer.token,
      body: { first_name: 'Berganti', last_name: 'Bersama', username: writer.username, address: 'Jl. Merdeka 1, Bandung' },
    });
    expect(edited.status).toBe(200);
    expect(await shownOnSecond()).toEqual(['Berganti: Kedua', 'Berganti: Pertama']);
  });

  it("shows a notification and its sender's new name written through one process in the other's kept list at once", async () => {
    const [first, second] = processes();
    const owner = await verifiedMember(first);
    const fan = await verifiedMember(first);
    const thread = await callApi<{ data: { post_id: number } }>(first, 'POST', '/thread', { token: owner.token, body: { text: 'Halo semua' } });
    expect(thread.status).toBe(201);
    const shownOnSecond = async () => {
      const list = (await personalUser(second, owner.token)).body.data.notification_list;
      return list === null ? [] : (JSON.parse(list) as Array<{ sender_username: string; message: string }>).map((item) => `${item.sender_username} ${item.message}`);
    };
    expect(await shownOnSecond()).toEqual([]);

    // No waiting for live events: the owner's list version, read with the seen count, says the kept list is old.
    const comment = { comment: 'Mantap', post_id: thread.body.data.post_id };
    expect((await callApi(first, 'POST', '/comment', { token: fan.token, body: comment })).status).toBe(201);
    expect(await shownOnSecond()).toEqual([`${fan.username} mengomentari thread anda`]);
    const renamed = `${fan.username}baru`;
    const edited = await callApi(first, 'PUT', '/profile', {
      token: fan.token,
      body: { first_name: 'Anggota', last_name: 'Bersama', username: renamed, address: 'Jl. Merdeka 1, Bandung' },
    });
    expect(edited.status).toBe(200);
    expect(await shownOnSecond()).toEqual([`${renamed} mengomentari thread anda`]);
  });

  it("shows a member registered or renamed through one process in the other's kept search answers at once", async () => {
    const [first, second] = processes();
    const searcher = await verifiedMember(first);
    const foundOnSecond = async (keyword: string) => {
      const answer = await callApi<FindUserResponse>(second, 'GET', `/find-user?user_keyword=${keyword}`, { token: searcher.token });
      expect(answer.status).toBe(200);
      return answer.body.match_users.map((user) => `${user.first_name} ${user.username}`);
    };
    // The next member's username: members made so far have shorter numbers or other ones.
    const keyword = `anggota${memberSequence + 1}`;
    expect(await foundOnSecond(keyword)).toEqual([]);

    // No waiting for live events: the member list's version, read with every search, says the kept answer is old.
    const newcomer = await verifiedMember(first);
    expect(newcomer.username).toBe(keyword);
    expect(await foundOnSecond(keyword)).toEqual([`Anggota ${keyword}`]);
    const edited = await callApi(first, 'PUT', '/profile', {
      token: newcomer.token,
      body: { first_name: 'Berganti', last_name: 'Bersama', username: keyword, address: 'Jl. Merdeka 1, Bandung' },
    });
    expect(edited.status).toBe(200);
    expect(await foundOnSecond(keyword)).toEqual([`Berganti ${keyword}`]);
  });

  it('hides a member blocked through one process in the other once the events come, and shows them again once lifted', async () => {
    const [first, second] = processes();
    const owner = await verifiedMember(first);
    const writer = await verifiedMember(first);
    const thread = await callApi<{ data: { post_id: number } }>(first, 'POST', '/thread', { token: owner.token, body: { text: 'Halo semua' } });
    const postId = thread.body.data.post_id;
    const written = await callApi(first, 'POST', '/comment', { token: writer.token, body: { comment: 'Dari penulis', post_id: postId } });
    expect(written.status).toBe(201);
    const shownOnSecond = async () => {
      const page = await callApi<CommentsResponse>(second, 'GET', `/post/comments/${postId}`, { token: owner.token });
      return page.body.comments_list.map((item) => item.comment_text);
    };
    // Read through the second process, which keeps the owner's relations from here on.
    expect(await shownOnSecond()).toEqual(['Dari penulis']);

    expect((await callApi(first, 'POST', `/users/${writer.username}/block`, { token: owner.token })).status).toBe(200);
    expect(await eventually(async () => (await shownOnSecond()).length === 0)).toBe(true);
    expect((await callApi(first, 'DELETE', `/users/${writer.username}/block`, { token: owner.token })).status).toBe(200);
    expect(await eventually(async () => (await shownOnSecond()).length === 1)).toBe(true);
  });
});
