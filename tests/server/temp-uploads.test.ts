// Album pictures uploaded ahead of the album (contract §8): checked by content, stored as a
// square JPEG of at most 1080×1080 without metadata (already where its album photo will be, not
// under the temporary id), bound to the uploader, purged after 24 h.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAlbum, uploadKey, uploadPhoto } from '../helpers/album-uploads.ts';
import { fileForm, pixelAt, pngClaiming, rotatedJpeg, solidImage } from '../helpers/images.ts';
import { userIdOf } from '../helpers/post-fixtures.ts';
import type { MediaStorage } from '../../server/media/storage.ts';
import { removeOrphanedAlbumFiles } from '../../server/services/orphan-album-files.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { ageStored, isStored, keyOfUrl, readStored, writeStored } from '../helpers/stored-media.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_BYTES = 11_500 * 1024;
const TEMP_ID = /^temp\/[A-Za-z0-9]{24}\.jpg$/;

let server: TestServer;
let aldi: RegisteredUser;
let buk: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  aldi = await server.verifiedUser();
  buk = await server.verifiedUser();
});
afterAll(() => server.close());

function send(file: Buffer, filename = 'photo.jpg', user = aldi) {
  return server.request('POST', '/temp/album', {
    token: user.token,
    form: fileForm('album_content', file, filename, 'image/jpeg'),
  });
}

/** The stored picture of the waiting upload with temporary id `key`. */
async function uploadedPicture(key: string): Promise<Buffer> {
  const picture = await readStored(server, await uploadKey(server, key));
  if (picture === null) throw new Error(`upload ${key} has no stored picture`);
  return picture;
}

async function tempKeysOf(user: RegisteredUser): Promise<string[]> {
  const rows = await server.app.db
    .selectFrom('temp_uploads')
    .innerJoin('users', 'users.id', 'temp_uploads.user_id')
    .select('temp_uploads.key')
    .where('users.username', '=', user.input.username)
    .orderBy('temp_uploads.id')
    .execute();
  return rows.map((row) => row.key);
}

function expectRefused(response: { status: number; body: unknown }, message: string) {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ validation_errors: { album_content: [message] } });
}

describe('POST /temp/album', () => {
  it('answers the temporary id as plain text and stores the picture under it', async () => {
    const response = await send(await solidImage('jpeg', 800, 800));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(TEMP_ID);
    const key = response.body as unknown as string;
    expect(await tempKeysOf(aldi)).toContain(key);
    expect(await uploadKey(server, key)).toMatch(/^album\/[A-Za-z0-9]{24}\.jpg$/);
    expect(await isStored(server, key)).toBe(false);
    expect(await sharp(await uploadedPicture(key)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 800,
      height: 800,
    });
  });

  it.each([
    ['a large landscape JPEG', 'jpeg', 2000, 1200, 1080],
    ['a large portrait PNG', 'png', 1200, 2400, 1080],
    ['a small landscape JPEG, not enlarged', 'jpeg', 500, 300, 300],
    ['a small GIF, not enlarged', 'gif', 120, 90, 90],
  ] as const)('crops %s to a centred square', async (_name, format, width, height, side) => {
    const key = await uploadPhoto(server, aldi.token, await solidImage(format, width, height), `photo.${format}`);
    const metadata = await sharp(await uploadedPicture(key)).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: side, height: side });
  });

  it('applies the EXIF orientation and keeps no metadata', async () => {
    const key = await uploadPhoto(server, aldi.token, await rotatedJpeg());
    const stored = await uploadedPicture(key);
    const metadata = await sharp(stored).metadata();
    // 300×200 turned upright is 200×300, cropped to its centre 200×200.
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Upright: red above blue (the unrotated picture is red left, blue right).
    const [r1, , b1] = await pixelAt(stored, 100, 20);
    const [r2, , b2] = await pixelAt(stored, 100, 180);
    expect([r1 > 200, b1 < 60, r2 < 60, b2 > 200]).toEqual([true, true, true, true]);
  });

  it('refuses what is not a jpeg, png or gif, whatever its name says', async () => {
    const message = 'Foto album harus berupa gambar jpeg, png atau gif';
    expectRefused(await send(Buffer.from('just some text, honestly'), 'photo.jpg'), message);
    expectRefused(await send(await solidImage('webp', 100, 100), 'photo.jpg'), message);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    expectRefused(await send(Buffer.from(svg), 'photo.svg'), message);
    expectRefused(await send((await solidImage('png', 400, 400)).subarray(0, 60), 'broken.png'), message);
  });

  it('accepts a file of exactly 11,500 KB and refuses a larger one with 400, never 413', async () => {
    const picture = await solidImage('jpeg', 300, 300);
    // Bytes after the JPEG's end marker are never decoded.
    const padded = (size: number) => Buffer.concat([picture, Buffer.alloc(size - picture.length)]);
    expect((await send(padded(MAX_BYTES))).status).toBe(200);
    expectRefused(await send(padded(MAX_BYTES + 1)), 'Foto album maksimal 11500 KB');
    expectRefused(await send(Buffer.alloc(25 * 1024 * 1024)), 'Foto album maksimal 11500 KB');
  });

  it('refuses a picture of more than 40 megapixels', async () => {
    expectRefused(await send(await pngClaiming(8000, 5001), 'bomb.png'), 'Foto album terlalu besar (maksimal 40 megapiksel)');
  });

  it('refuses a request without the file', async () => {
    const missing = 'Foto album harus diisi';
    expectRefused(await server.request('POST', '/temp/album', { token: aldi.token }), missing);
    const otherField = fileForm('picture', await solidImage('jpeg', 50, 50), 'a.jpg');
    expectRefused(await server.request('POST', '/temp/album', { token: aldi.token, form: otherField }), missing);
    expectRefused(await send(Buffer.alloc(0)), missing);
  });

  it('stores nothing when refused', async () => {
    const user = await server.verifiedUser();
    await send(Buffer.from('not a picture'), 'photo.jpg', user);
    expect(await tempKeysOf(user)).toEqual([]);
  });
});

describe('PUT /temp/album', () => {
  it("records the positions of the caller's own uploads only", async () => {
    const user = await server.verifiedUser();
    const [first, second] = [await uploadPhoto(server, user.token), await uploadPhoto(server, user.token)];
    const foreign = await uploadPhoto(server, buk.token);
    const response = await server.request('PUT', '/temp/album', {
      token: user.token,
      body: { album_contents: [second, foreign, 'temp/unknown.jpg', first] },
    });
    expect(response.status).toBe(200);
    const positions = await server.app.db
      .selectFrom('temp_uploads')
      .select(['key', 'position'])
      .where('key', 'in', [first, second, foreign])
      .execute();
    expect(Object.fromEntries(positions.map((row) => [row.key, row.position]))).toEqual({
      [second]: 0,
      [first]: 3,
      [foreign]: null,
    });
  });

  it('needs an array of ids', async () => {
    const put = (body: unknown) => server.request('PUT', '/temp/album', { token: aldi.token, body });
    expect((await put({})).body).toEqual({ validation_errors: { album_contents: ['Daftar foto album harus diisi'] } });
    expect((await put({ album_contents: 'temp/a.jpg' })).body).toEqual({
      validation_errors: { album_contents: ['Daftar foto album tidak valid'] },
    });
    expect((await put({ album_contents: [3] })).status).toBe(400);
  });
});

describe('DELETE /temp/album', () => {
  it("removes the caller's upload and its file", async () => {
    const key = await uploadPhoto(server, aldi.token);
    const file = await uploadKey(server, key);
    const response = await server.request('DELETE', '/temp/album', { token: aldi.token, body: { path: key } });
    expect(response.status).toBe(200);
    expect(await tempKeysOf(aldi)).not.toContain(key);
    expect(await isStored(server, file)).toBe(false);
  });

  it("answers 200 and leaves someone else's upload alone", async () => {
    const key = await uploadPhoto(server, buk.token);
    const response = await server.request('DELETE', '/temp/album', { token: aldi.token, body: { path: key } });
    expect(response.status).toBe(200);
    expect(await tempKeysOf(buk)).toContain(key);
    expect(await isStored(server, await uploadKey(server, key))).toBe(true);
  });

  it('answers 200 whatever the body', async () => {
    for (const body of [{}, { path: 'temp/unknown.jpg' }, { path: 42 }, { path: '../../app.sqlite' }]) {
      expect((await server.request('DELETE', '/temp/album', { token: aldi.token, body })).status).toBe(200);
    }
  });
});

describe('auth', () => {
  it.each(['POST', 'PUT', 'DELETE'])('%s /temp/album needs a verified session', async (method) => {
    expect((await server.request(method, '/temp/album', { body: {} })).status).toBe(401);
    const unverified = await server.registerUser();
    const response = await server.request(method, '/temp/album', { token: unverified.token, body: {} });
    expect([response.status, response.body]).toEqual([403, { status: false, message: 'Your email was not verified' }]);
  });
});

describe('purging', () => {
  it('removes uploads older than 24 hours with their files, and nothing younger', async () => {
    const user = await server.verifiedUser();
    const old = await uploadPhoto(server, user.token);
    const oldFile = await uploadKey(server, old);
    server.clock.advance(DAY_MS - 1000);
    const young = await uploadPhoto(server, user.token);
    server.clock.advance(1000);

    await server.app.tempUploadPurger.runNow();
    expect(await tempKeysOf(user)).toEqual([young]);
    expect(await isStored(server, oldFile)).toBe(false);
    expect(await isStored(server, await uploadKey(server, young))).toBe(true);
  });

  it('refuses an expired upload even before the purge removed it', async () => {
    const user = await server.verifiedUser();
    const key = await uploadPhoto(server, user.token);
    server.clock.advance(DAY_MS);
    const response = await server.request('POST', '/album', { token: user.token, body: { caption: 'Telat', content: [key] } });
    expect(response.status).toBe(400);
    expect(await tempKeysOf(user)).toEqual([key]);
  });

  it('runs on its own every configured interval', async () => {
    const quick = await startServer({ tempUploadPurgeIntervalMs: 20 });
    try {
      const user = await quick.verifiedUser();
      const key = await uploadPhoto(quick, user.token);
      const file = await uploadKey(quick, key);
      quick.clock.advance(DAY_MS);
      await expect.poll(() => isStored(quick, file), { timeout: 2000 }).toBe(false);
      const album = await quick.request('POST', '/album', { token: user.token, body: { caption: 'x', content: [key] } });
      expect(album.status).toBe(400);
    } finally {
      await quick.close();
    }
  });

  it('leaves uploads that became album photos alone', async () => {
    const user = await server.verifiedUser();
    const album = await postAlbum(server, user.token, { photos: 2 });
    server.clock.advance(2 * DAY_MS);
    await server.app.tempUploadPurger.runNow();
    const stored = await Promise.all(album.contents.map((photo) => isStored(server, keyOfUrl(photo.content))));
    expect(stored).toEqual([true, true]);
  });
});

describe('album files without rows', () => {
  const HOUR_MS = 60 * 60 * 1000;

  /** Stores a file under `key`, last written at `writtenAt` (by the disk's or the bucket's clock). */
  async function writeMedia(key: string, writtenAt: Date): Promise<string> {
    await writeStored(server, key, 'pixels', writtenAt);
    return key;
  }

  async function age(key: string, writtenAt: Date): Promise<string> {
    await ageStored(server, key, writtenAt);
    return key;
  }

  it('are removed by the purge once an hour old; files with rows, and younger ones, stay', async () => {
    const user = await server.verifiedUser();
    const anHourAgo = new Date(Date.now() - HOUR_MS - 60_000);
    const justNow = new Date(Date.now() - 60_000);
    const album = await postAlbum(server, user.token, { photos: 1 });
    const photo = await age(keyOfUrl(album.contents[0].content), anHourAgo);
    const waiting = await age(await uploadKey(server, await uploadPhoto(server, user.token)), anHourAgo);
    // Stored before pictures were kept where their photos live: the file is under the key.
    const earlierKey = 'temp/EarlierUpload0000000000000.jpg';
    await server.app.db
      .insertInto('temp_uploads')
      .values({
        user_id: await userIdOf(server, user.input.username),
        key: earlierKey,
        path: null,
        position: null,
        created_at: server.clock.now.toISOString(),
      })
      .execute();
    const earlier = await writeMedia(earlierKey, anHourAgo);

    const orphans = [
      await writeMedia('album/OrphanedPhoto00000000000.jpg', anHourAgo),
      await writeMedia('temp/OrphanedUpload0000000000.jpg', anHourAgo),
    ];
    const orphanVariant = await writeMedia('.variants/w360/album/OrphanedPhoto00000000000.jpg', anHourAgo);
    const young = [await writeMedia('album/JustWritten00000000000000.jpg', justNow)];
    // Writes cut short leave partial files on a disk; a bucket keeps a whole object or none.
    if (server.bucket === null) {
      orphans.push(await writeMedia('album/CutShort0000000000000000.jpg.partial', anHourAgo));
      young.push(await writeMedia('album/BeingWritten000000000000.jpg.partial', justNow));
    }

    await server.app.tempUploadPurger.runNow();
    const exist = (keys: string[]) => Promise.all(keys.map((key) => isStored(server, key)));
    expect(await exist(orphans)).toEqual(orphans.map(() => false));
    expect(await isStored(server, orphanVariant)).toBe(false);
    expect(await exist([photo, waiting, earlier])).toEqual([true, true, true]);
    expect(await exist(young)).toEqual(young.map(() => true));
  });

  it('are told apart by their rows first: only the times of files without one are read', async () => {
    const user = await server.verifiedUser();
    const anHourAgo = new Date(Date.now() - HOUR_MS - 60_000);
    const album = await postAlbum(server, user.token, { photos: 2 });
    const photos = album.contents.map((content) => keyOfUrl(content.content));
    const waiting = await uploadKey(server, await uploadPhoto(server, user.token));
    const orphan = await writeMedia('album/NoRowForThis000000000000.jpg', anHourAgo);
    const timesRead: string[] = [];
    const observed: MediaStorage = {
      ...server.app.media,
      list: async (folder) =>
        (await server.app.media.list(folder)).map((file) => ({
          key: file.key,
          writtenAt: () => {
            timesRead.push(file.key);
            return file.writtenAt();
          },
        })),
    };

    expect(await removeOrphanedAlbumFiles({ db: server.app.db, media: observed, log: server.app.log })).toBe(1);
    expect(timesRead).toContain(orphan);
    expect(timesRead.filter((key) => [...photos, waiting].includes(key))).toEqual([]);
    expect(await isStored(server, orphan)).toBe(false);
    expect(await Promise.all([...photos, waiting].map((key) => isStored(server, key)))).toEqual([true, true, true]);
  });

  it('are looked for after a start, not by every interval purge (which would read every stored file)', async () => {
    const quick = await startServer({ tempUploadPurgeIntervalMs: 20 });
    try {
      await quick.app.tempUploadPurger.runNow();
      const orphan = 'album/LeftByACrash00000000000000.jpg';
      await writeStored(quick, orphan, 'pixels', new Date(Date.now() - HOUR_MS - 60_000));
      const user = await quick.verifiedUser();
      const expiredFile = await uploadKey(quick, await uploadPhoto(quick, user.token));
      quick.clock.advance(DAY_MS);
      await expect.poll(() => isStored(quick, expiredFile), { timeout: 2000 }).toBe(false);
      expect(await isStored(quick, orphan)).toBe(true);
    } finally {
      await quick.close();
    }
  });
});
