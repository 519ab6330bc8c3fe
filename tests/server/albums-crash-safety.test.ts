// Server processes killed (SIGKILL) part-way through their work, on the database in use (a SQLite
// file, or PostgreSQL with TEST_DATABASE_URL), beside another process that shares the database and
// the media folder and stays up. Killed at each step of POST /album: no answer is a 500 afterwards,
// the same temporary ids either make the album or are refused with 400, no album is ever half
// there and no file is without its row. Files a killed process did leave without a row (an upload
// whose row was never written, the photos of an album deleted just before) are gone after the
// next start-up, and nothing else is. With TEST_MEDIA_STORAGE=s3 the processes share one bucket
// instead of the media folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import type { Database } from '../../server/db/schema.ts';
import type { CreateAlbumResponse, PostItem, PostsResponse } from '../../contract/wire.ts';
import { startChildServer, type ChildServer } from '../helpers/child-server.ts';
import { fileForm, solidImage } from '../helpers/images.ts';
import { startS3Server, type TestBucket } from '../helpers/s3-server.ts';
import { callApi, createTestDatabase, otpFromMail, readOutbox, serverProcessEnv, type TestDatabase } from '../helpers/server.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

const HOUR_MS = 60 * 60 * 1000;
const NO_LIVE_UPLOADS = {
  validation_errors: { content: ['Foto album tidak ditemukan atau sudah kedaluwarsa, silakan unggah ulang'] },
};
/**
 * The first statement of the album's transaction, which claims the uploads (the purge and a
 * discarded upload delete from the same table by other columns).
 */
const CLAIM_OF_UPLOADS = String.raw`^delete from "temp_uploads" where "user_id" = \S+ and "key" in `;

interface Member {
  token: string;
  username: string;
}

let dataDir: string;
let database: TestDatabase;
let db: Kysely<Database>;
/** The bucket the processes share with TEST_MEDIA_STORAGE=s3; null: the media folder. */
let bucket: TestBucket | null = null;
/** The process that stays up throughout. */
let server: ChildServer;
let memberSequence = 0;

function serverEnv(url: string): Record<string, string> {
  return serverProcessEnv(url, dataDir, database, {
    LOGIN_RATE_LIMIT: '1000',
    MAIL_RATE_LIMIT: '1000',
    API_RATE_LIMIT: '100000',
    ...bucket?.env,
  });
}

function startServerProcess(): Promise<ChildServer> {
  return startChildServer({ args: nodeArgsFor('server'), env: serverEnv, readyPath: '/api/v1/health' });
}

/** A server process that dies once `after` statements from the first one matching `statement` have run. */
function startDoomedProcess(statement: string, after: number): Promise<ChildServer> {
  return startChildServer({
    args: nodeArgsFor('crashingServer'),
    env: (url) => ({ ...serverEnv(url), CRASH_STATEMENT: statement, CRASH_AFTER: String(after) }),
    readyPath: '/api/v1/health',
  });
}

async function verifiedMember(): Promise<Member> {
  memberSequence += 1;
  const username = `tahan${memberSequence}`;
  const email = `${username}@example.com`;
  const registered = await callApi<{ token: string }>(server.url, 'POST', '/register', {
    body: {
      first_name: 'Tahan',
      last_name: 'Banting',
      username,
      email,
      password: 'rahasia123',
      password_confirmation: 'rahasia123',
      address: 'Jl. Merdeka 1, Bandung',
    },
  });
  expect(registered.status).toBe(201);
  const otpMail = readOutbox(path.join(dataDir, 'mail')).findLast((mail) => mail.to === email);
  if (!otpMail) throw new Error(`no OTP mail to ${email}`);
  const { token } = registered.body;
  const verified = await callApi(server.url, 'POST', '/verify-otp', {
    token,
    body: { otp_code: otpFromMail(otpMail) },
  });
  expect(verified.status).toBe(200);
  return { token, username };
}

async function uploadTo(url: string, member: Member) {
  const picture = await solidImage('jpeg', 300, 300);
  return callApi<string>(url, 'POST', '/temp/album', {
    token: member.token,
    form: fileForm('album_content', picture, 'photo.jpg', 'image/jpeg'),
  });
}

async function uploadPhotos(member: Member, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await uploadTo(server.url, member);
    expect(response.status).toBe(200);
    ids.push(response.body);
  }
  return ids;
}

function postAlbum(url: string, member: Member, ids: string[]) {
  return callApi<CreateAlbumResponse>(url, 'POST', '/album', {
    token: member.token,
    body: { caption: 'Tetap utuh', content: ids },
  });
}

async function albumsOf(member: Member): Promise<PostItem[]> {
  const response = await callApi<PostsResponse>(server.url, 'GET', `/user/albums/${member.username}`, {
    token: member.token,
  });
  expect(response.status).toBe(200);
  return response.body.posts;
}

/** Each photo of the album loads, from the process that stayed up. */
async function expectPhotosLoad(album: PostItem, count: number): Promise<void> {
  expect(album.album?.contents).toHaveLength(count);
  for (const photo of album.album?.contents ?? []) {
    const file = await fetch(photo.content);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  }
}

/** The member's albums by their photo counts, read from the database itself. */
async function photoCountsOf(member: Member): Promise<number[]> {
  const rows = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .leftJoin('album_photos', 'album_photos.post_id', 'posts.id')
    .select((eb) => ['posts.id', eb.fn.count<number | string>('album_photos.id').as('photos')])
    .where('users.username', '=', member.username)
    .where('posts.kind', '=', 'album')
    .groupBy('posts.id')
    .execute();
  return rows.map((row) => Number(row.photos));
}

const mediaDir = () => path.join(dataDir, 'media');

async function albumFolderFiles(): Promise<string[]> {
  if (bucket) return (await bucket.keys()).filter((key) => key.startsWith('album/'));
  const folder = path.join(mediaDir(), 'album');
  return fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => `album/${name}`) : [];
}

async function isStored(key: string): Promise<boolean> {
  if (bucket) return (await bucket.read(key)) !== null;
  return fs.existsSync(path.join(mediaDir(), ...key.split('/')));
}

/** Album files no photo or waiting upload refers to. */
async function filesWithoutRows(): Promise<string[]> {
  const photos = await db.selectFrom('album_photos').select('path').execute();
  const uploads = await db.selectFrom('temp_uploads').select('path').execute();
  const referenced = new Set([...photos, ...uploads].map((row) => row.path));
  return (await albumFolderFiles()).filter((key) => !referenced.has(key));
}

/** Rows whose file is not there. */
async function rowsWithoutFiles(): Promise<string[]> {
  const photos = await db.selectFrom('album_photos').select('path').execute();
  const uploads = await db.selectFrom('temp_uploads').select('path').execute();
  const keys = [...photos, ...uploads].map((row) => row.path).filter((key): key is string => key !== null);
  const missing: string[] = [];
  for (const key of keys) if (!(await isStored(key))) missing.push(key);
  return missing;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-crash-'));
  database = await createTestDatabase(dataDir);
  if (process.env.TEST_MEDIA_STORAGE === 's3') bucket = await startS3Server();
  // The first process migrates the fresh database; the test reads it beside the processes.
  server = await startServerProcess();
  db = openDatabase(database.target);
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await server?.stop();
  await database?.drop();
  await bucket?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a server process killed while creating an album', () => {
  it('leaves, at every step, either the whole album or the uploads still waiting', async () => {
    const outcomes: string[] = [];
    for (let after = 0; after < 30 && outcomes.at(-1) !== 'answered'; after += 1) {
      const member = await verifiedMember();
      const ids = await uploadPhotos(member, 2);
      const doomed = await startDoomedProcess(CLAIM_OF_UPLOADS, after);
      const attempt = await postAlbum(doomed.url, member, ids).catch(() => undefined);
      if (attempt) {
        // Past the last step: nothing killed it.
        expect(attempt.status).toBe(201);
        await doomed.stop();
        outcomes.push('answered');
        continue;
      }
      expect(await doomed.ended()).toBe('SIGKILL');

      const left = await albumsOf(member);
      const retry = await postAlbum(server.url, member, ids);
      if (left.length === 0) {
        expect(retry.status).toBe(201);
        outcomes.push('uploads still waiting');
      } else {
        await expectPhotosLoad(left[0], 2);
        expect([retry.status, retry.body]).toEqual([400, NO_LIVE_UPLOADS]);
        outcomes.push('album complete');
      }
      const albums = await albumsOf(member);
      expect(albums).toHaveLength(1);
      await expectPhotosLoad(albums[0], 2);
      expect(await photoCountsOf(member)).toEqual([2]);
      expect(await filesWithoutRows()).toEqual([]);
      expect(await rowsWithoutFiles()).toEqual([]);
    }
    // Killed after each of its steps (the claim, the post, the album, each photo, the commit)
    // and before the first: every death before the commit undid everything, the one after it
    // left the album whole.
    expect(outcomes.length).toBeGreaterThanOrEqual(8);
    expect(outcomes).toEqual([
      ...Array<string>(outcomes.length - 2).fill('uploads still waiting'),
      'album complete',
      'answered',
    ]);
  }, 600_000);
});

describe('files left without rows by killed processes', () => {
  it('are removed at the next start-up, once an hour old, and nothing else is', async () => {
    const member = await verifiedMember();
    const kept = await postAlbum(server.url, member, await uploadPhotos(member, 2));
    expect(kept.status).toBe(201);
    expect((await postAlbum(server.url, member, await uploadPhotos(member, 2))).status).toBe(201);
    const [waiting] = await uploadPhotos(member, 1);
    const [deleted] = (await albumsOf(member)).filter((album) => album.album?.post_id !== kept.body.data.post_id);

    // Killed right after deleting an album's rows, before its files.
    const deleting = await startDoomedProcess('^delete from "posts"', 2);
    await expect(
      callApi(deleting.url, 'POST', `/album/${deleted.uuid}/force-delete`, { token: member.token }),
    ).rejects.toThrow();
    expect(await deleting.ended()).toBe('SIGKILL');
    // Killed after writing an upload's file, before its row.
    const uploading = await startDoomedProcess('^insert into "temp_uploads"', 0);
    await expect(uploadTo(uploading.url, member)).rejects.toThrow();
    expect(await uploading.ended()).toBe('SIGKILL');

    const orphans = await filesWithoutRows();
    expect(orphans).toHaveLength(3);
    // Young, they might be uploads whose rows are on their way: a start-up keeps them.
    await (await startServerProcess()).stop();
    expect(await filesWithoutRows()).toEqual(orphans);

    // An hour later (every album file, with rows or without), the next start-up removes them.
    const anHourAgo = new Date(Date.now() - HOUR_MS - 60_000);
    for (const key of await albumFolderFiles()) {
      if (bucket) bucket.age(key, anHourAgo);
      else fs.utimesSync(path.join(mediaDir(), ...key.split('/')), anHourAgo, anHourAgo);
    }
    const restarted = await startServerProcess();
    try {
      // The start-up sweep runs beside the first requests.
      await expect.poll(filesWithoutRows, { timeout: 10_000 }).toEqual([]);
      expect(await rowsWithoutFiles()).toEqual([]);
      const [album] = await albumsOf(member);
      await expectPhotosLoad(album, 2);
      expect((await postAlbum(restarted.url, member, [waiting])).status).toBe(201);
    } finally {
      await restarted.stop();
    }
  }, 180_000);
});
