// MEDIA_STORAGE=s3 (contract §17) against a real S3-compatible server: uploads, waiting uploads,
// avatars and narrower widths are objects in the bucket, none a file on the server's disk;
// /media answers from the bucket as it does from disk; deletes and the 24-hour purge reach the
// bucket; an unreachable bucket is a 503, not a bare 500; MEDIA_PUBLIC_URL moves the URLs.
import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalUserResponse } from '../../contract/wire.ts';
import { HOUR_MS } from '../../server/lib/time.ts';
import { createBucketMediaStorage } from '../../server/media/bucket-storage.ts';
import { postAlbum, uploadPhoto } from '../helpers/album-uploads.ts';
import { fileForm, solidImage } from '../helpers/images.ts';
import { startS3Server, type TestBucket } from '../helpers/s3-server.ts';
import { startS3ServerProcess } from '../helpers/s3-server-process.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = { status: false, message: 'Not found' };

const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice('/media/'.length));

/** The media folder holds no file at all (it need not exist). */
function filesOnDisk(server: TestServer): string[] {
  if (!fs.existsSync(server.config.mediaDir)) return [];
  return fs.readdirSync(server.config.mediaDir, { recursive: true, encoding: 'utf8' });
}

async function setAvatar(server: TestServer, user: RegisteredUser) {
  return server.request('POST', '/profile/avatar?_method=PUT', {
    token: user.token,
    form: fileForm('foto_profile', await solidImage('jpeg', 300, 300), 'me.jpg', 'image/jpeg'),
  });
}

async function avatarUrl(server: TestServer, user: RegisteredUser): Promise<string> {
  const me = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: user.token });
  return me.body.data.foto_profile as string;
}

/** An album of `photos` pictures larger than the stored 1080, so every narrower width is made. */
async function postLargeAlbum(server: TestServer, user: RegisteredUser, photos = 1) {
  const ids: string[] = [];
  for (let i = 0; i < photos; i += 1) ids.push(await uploadPhoto(server, user.token, await solidImage('jpeg', 1200, 1200)));
  return postAlbum(server, user.token, { ids });
}

/** The key a waiting upload's picture is stored under. */
async function uploadKey(server: TestServer, id: string): Promise<string> {
  const row = await server.app.db.selectFrom('temp_uploads').select('path').where('key', '=', id).executeTakeFirstOrThrow();
  return row.path as string;
}

describe('media in a bucket', () => {
  let bucket: TestBucket;
  let server: TestServer;
  let aldi: RegisteredUser;

  beforeAll(async () => {
    bucket = await startS3Server();
    server = await startServer({ mediaStorage: bucket.mediaStorage });
    aldi = await server.verifiedUser();
  });
  afterAll(async () => {
    await server.close();
    await bucket.close();
  });

  it('keeps album photos, waiting uploads and avatars as objects and nothing on the server disk', async () => {
    const album = await postAlbum(server, aldi.token, { photos: 2 });
    const waiting = await uploadKey(server, await uploadPhoto(server, aldi.token));
    expect((await setAvatar(server, aldi)).status).toBe(200);
    const avatar = keyOf(await avatarUrl(server, aldi));

    const keys = await bucket.keys();
    for (const photo of album.contents) expect(keys).toContain(keyOf(photo.content));
    expect(keys).toContain(waiting);
    expect(keys).toContain(avatar);
    expect(avatar).toMatch(/^avatar\//);
    expect(filesOnDisk(server)).toEqual([]);
  });

  it('answers /media/<key> from the bucket with the headers of a file on disk, and 304 to its ETag', async () => {
    const album = await postLargeAlbum(server, aldi);
    const url = album.contents[0].content;
    expect(url).toMatch(/^http:\/\/api\.test\/media\/album\/[A-Za-z0-9]+\.jpg$/);
    const local = `${server.url}${new URL(url).pathname}`;

    const response = await fetch(local);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('last-modified')).toBeTruthy();
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const picture = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(picture.length));
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });

    const again = await fetch(local, { headers: { 'If-None-Match': etag as string } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await again.text()).toBe('');

    const head = await fetch(local, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

    const missing = await fetch(`${server.url}/media/album/NoSuchPicture123.jpg`);
    expect([missing.status, await missing.json()]).toEqual([404, NOT_FOUND]);
    const notAKey = await fetch(`${server.url}/media/album/x.txt`);
    expect(notAKey.status).toBe(404);
  });

  it('makes the narrower widths from the bucket and keeps them in it', async () => {
    const album = await postLargeAlbum(server, aldi);
    const key = keyOf(album.contents[0].content);

    const response = await fetch(`${server.url}/media/${key}?w=360`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    const picture = Buffer.from(await response.arrayBuffer());
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 360, height: 360 });
    expect(await bucket.keys()).toContain(`.variants/w360/${key}`);
    expect((await fetch(`${server.url}/media/.variants/w360/${key}`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/${key}?w=500`)).status).toBe(400);
    expect(filesOnDisk(server)).toEqual([]);
  });

  it('deletes the objects of a deleted album, narrower copies included', async () => {
    const album = await postLargeAlbum(server, aldi, 2);
    const keys = album.contents.map((photo) => keyOf(photo.content));
    expect((await fetch(`${server.url}/media/${keys[0]}?w=720`)).status).toBe(200);
    expect(await bucket.keys()).toContain(`.variants/w720/${keys[0]}`);

    const response = await server.request('POST', `/album/${album.uuid}/force-delete`, { token: aldi.token });
    expect(response.status).toBe(200);
    const left = await bucket.keys();
    for (const key of keys) expect(left.filter((stored) => stored.endsWith(key))).toEqual([]);
    expect((await fetch(`${server.url}/media/${keys[0]}`)).status).toBe(404);
  });

  it('deletes a discarded upload, uploads left for 24 hours and a replaced avatar from the bucket', async () => {
    const buk = await server.verifiedUser();
    const discarded = await uploadPhoto(server, buk.token);
    const discardedKey = await uploadKey(server, discarded);
    const forgottenKey = await uploadKey(server, await uploadPhoto(server, buk.token));
    expect((await setAvatar(server, buk)).status).toBe(200);
    const firstAvatar = keyOf(await avatarUrl(server, buk));
    expect(await bucket.keys()).toEqual(expect.arrayContaining([discardedKey, forgottenKey, firstAvatar]));

    expect((await server.request('DELETE', '/temp/album', { token: buk.token, body: { path: discarded } })).status).toBe(200);
    expect((await setAvatar(server, buk)).status).toBe(200);
    server.clock.advance(24 * HOUR_MS + 1000);
    await server.app.tempUploadPurger.runNow();

    const keys = await bucket.keys();
    expect(keys).not.toContain(discardedKey);
    expect(keys).not.toContain(forgottenKey);
    expect(keys).not.toContain(firstAvatar);
    expect(keys).toContain(keyOf(await avatarUrl(server, buk)));
  });
});

describe('a bucket that cannot be reached', () => {
  it('fails the health check and answers an upload 503 with Retry-After', async () => {
    const bucket = await startS3Server();
    const server = await startServer({ mediaStorage: bucket.mediaStorage });
    try {
      const member = await server.verifiedUser();
      expect([(await server.request('GET', '/health')).status]).toEqual([200]);
      await bucket.close();

      const health = await server.request('GET', '/health');
      expect([health.status, health.body]).toEqual([503, { status: false }]);
      const upload = await setAvatar(server, member);
      expect([upload.status, upload.body]).toEqual([503, { status: false, message: 'Media storage unavailable, try again later' }]);
      expect(upload.headers.get('retry-after')).toBe('30');
    } finally {
      await server.close();
    }
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  it('builds media URLs on it, and this server streams no picture', async () => {
    const bucket = await startS3Server();
    const server = await startServer({ mediaStorage: bucket.mediaStorage, mediaPublicUrl: 'https://cdn.example.test/fanbase/' });
    try {
      const member = await server.verifiedUser();
      const album = await postAlbum(server, member.token);
      const url = album.contents[0].content;
      expect(url).toMatch(/^https:\/\/cdn\.example\.test\/fanbase\/album\/[A-Za-z0-9]+\.jpg$/);
      const key = url.slice('https://cdn.example.test/fanbase/'.length);
      expect(await bucket.keys()).toContain(key);

      expect((await fetch(`${server.url}/media/${key}`)).status).toBe(404);
      expect((await fetch(`${server.url}/media/${key}?w=360`)).status).toBe(404);
      expect(await bucket.keys()).toEqual([key]);
    } finally {
      await server.close();
      await bucket.close();
    }
  });
});

describe('a folder longer than one listing page', () => {
  it('lists every object of it: S3 answers at most 1,000 keys a page', async () => {
    const bucket = await startS3ServerProcess();
    const storage = createBucketMediaStorage({
      bucket: bucket.env.S3_BUCKET,
      region: bucket.env.S3_REGION,
      endpoint: bucket.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: bucket.env.S3_ACCESS_KEY_ID, secretAccessKey: bucket.env.S3_SECRET_ACCESS_KEY },
    });
    try {
      const keys = Array.from({ length: 1_003 }, (_, index) => `album/many${String(index).padStart(4, '0')}.jpg`);
      for (let start = 0; start < keys.length; start += 50) {
        await Promise.all(keys.slice(start, start + 50).map((key) => storage.put(key, Buffer.from('x'))));
      }
      await storage.put('avatar/elsewhere.jpg', Buffer.from('x'));
      const listed = await storage.list('album');
      expect(listed.map((file) => file.key).sort()).toEqual(keys);
    } finally {
      storage.close();
      await bucket.stop();
    }
    // 1,004 objects written through a real S3 server over HTTP: 20 s was not enough once, on a
    // slow machine running every suite at once.
  }, 60_000);
});
