// Narrower copies of stored pictures (GET /media/<key>?w=<width>): made once with sharp, kept
// under .variants in the media store, cached like the originals, never answered without their original,
// and never a way out of the media folder.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalUserResponse } from '../../contract/wire.ts';
import { postAlbum, uploadKey, uploadPhoto } from '../helpers/album-uploads.ts';
import { fileForm, pixelAt, solidImage } from '../helpers/images.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { isStored, readStored, variantKey, writeStored } from '../helpers/stored-media.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND = { status: false, message: 'Not found' };
const UNSUPPORTED_WIDTH = { status: false, message: 'Unsupported width; use one of 96, 360, 720' };

let server: TestServer;
let aldi: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  aldi = await server.verifiedUser();
});
afterAll(() => server.close());

interface MediaResponse {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

async function getMedia(pathAndQuery: string): Promise<MediaResponse> {
  const response = await fetch(`${server.url}${pathAndQuery}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const json = (response: MediaResponse) => JSON.parse(response.bytes.toString('utf8')) as unknown;

/** A GET with the path sent exactly as written (fetch would resolve "..", a client need not). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    http
      .get({ hostname, port, path: rawPath }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const keyOf = (url: string) => new URL(url).pathname.slice('/media/'.length);
const stored = (key: string) => readStored(server, key);

/** A square picture, left half red and right half blue, to tell a scaled picture from a crop. */
async function halvesPicture(side: number): Promise<Buffer> {
  const red = await sharp({ create: { width: side / 2, height: side, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
}

/** The key of the only photo of a new album made from `picture` (default: a 1500 px one). */
async function albumPhotoKey(picture?: Buffer): Promise<string> {
  const upload = await uploadPhoto(server, aldi.token, picture ?? (await halvesPicture(1500)));
  const album = await postAlbum(server, aldi.token, { ids: [upload] });
  return keyOf(album.contents[0].content);
}

async function avatarKey(user: RegisteredUser): Promise<string> {
  const form = fileForm('foto_profile', await solidImage('jpeg', 300, 300), 'cropped_image.jpg', 'image/jpeg');
  const response = await server.request('POST', '/profile/avatar?_method=PUT', { token: user.token, form });
  expect(response.status).toBe(200);
  const me = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: user.token });
  return keyOf(me.body.data.foto_profile as string);
}

describe('GET /media/<key>?w=<width>', () => {
  it('answers a 1080 photo scaled to 360 and 720 wide JPEGs, kept under .variants', async () => {
    const key = await albumPhotoKey();
    for (const width of [360, 720]) {
      const response = await getMedia(`/media/${key}?w=${width}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(await sharp(response.bytes).metadata()).toMatchObject({ format: 'jpeg', width, height: width });
      // The whole picture scaled, not a crop: red on the left, blue on the right.
      const [r1, , b1] = await pixelAt(response.bytes, 10, width / 2);
      const [r2, , b2] = await pixelAt(response.bytes, width - 10, width / 2);
      expect([r1 > 200, b1 < 60, r2 < 60, b2 > 200]).toEqual([true, true, true, true]);
      expect(await stored(variantKey(key, width))).toEqual(response.bytes);
    }
  });

  it('answers the kept variant on later requests instead of making it again', async () => {
    const key = await albumPhotoKey();
    expect((await getMedia(`/media/${key}?w=360`)).status).toBe(200);
    const kept = await solidImage('jpeg', 360, 360, '#00ff00');
    await writeStored(server, variantKey(key, 360), kept);
    expect((await getMedia(`/media/${key}?w=360`)).bytes).toEqual(kept);
  });

  it('leaves the original as it was and serves it without w', async () => {
    const key = await albumPhotoKey();
    const before = await stored(key);
    await getMedia(`/media/${key}?w=720`);
    const original = await getMedia(`/media/${key}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(original.bytes).toEqual(before);
    expect(await stored(key)).toEqual(before);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ width: 1080, height: 1080 });
  });

  it('never enlarges: a photo not wider than asked is answered as stored, and nothing is kept', async () => {
    const key = await albumPhotoKey(await solidImage('jpeg', 400, 400));
    const original = await stored(key);
    const response = await getMedia(`/media/${key}?w=720`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.bytes).toEqual(original);
    expect(await isStored(server, variantKey(key, 720))).toBe(false);
    expect(await sharp((await getMedia(`/media/${key}?w=360`)).bytes).metadata()).toMatchObject({ width: 360, height: 360 });
  });

  it('makes a 96 wide avatar', async () => {
    const key = await avatarKey(await server.verifiedUser());
    const response = await getMedia(`/media/${key}?w=96`);
    expect(response.status).toBe(200);
    expect(await sharp(response.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 96, height: 96 });
  });

  it('serves an upload waiting for its album from where its photo will be', async () => {
    const key = await uploadKey(server, await uploadPhoto(server, aldi.token, await solidImage('jpeg', 800, 800)));
    const original = await getMedia(`/media/${key}`);
    expect(original.status).toBe(200);
    expect(original.bytes).toEqual(await stored(key));
    expect(await sharp((await getMedia(`/media/${key}?w=360`)).bytes).metadata()).toMatchObject({ width: 360 });
  });

  it('refuses any width not in the list with 400', async () => {
    const key = await albumPhotoKey();
    for (const query of ['w=100', 'w=1080', 'w=0360', 'w=360px', 'w=', 'w=abc', 'w=360&w=720']) {
      const response = await getMedia(`/media/${key}?${query}`);
      expect([query, response.status, json(response)]).toEqual([query, 400, UNSUPPORTED_WIDTH]);
    }
    expect(await isStored(server, variantKey(key, 100))).toBe(false);
  });
});

describe('a variant without its original', () => {
  async function expectGone(key: string, width: number) {
    const response = await getMedia(`/media/${key}?w=${width}`);
    expect([response.status, json(response)]).toEqual([404, NOT_FOUND]);
    expect(await isStored(server, variantKey(key, width))).toBe(false);
  }

  it('is gone once its photo is deleted', async () => {
    const album = await postAlbum(server, aldi.token, { photos: 2 });
    const [photo] = album.contents;
    const key = keyOf(photo.content);
    // Asked twice: the second answer is also kept in the process's memory.
    for (const width of [360, 720, 360, 720]) expect((await getMedia(`/media/${key}?w=${width}`)).status).toBe(200);
    expect((await server.request('DELETE', `/album-content/${photo.id}`, { token: aldi.token })).status).toBe(200);
    await expectGone(key, 360);
    await expectGone(key, 720);
  });

  it('is gone once its album is deleted for good', async () => {
    const album = await postAlbum(server, aldi.token);
    const key = keyOf(album.contents[0].content);
    expect((await getMedia(`/media/${key}?w=360`)).status).toBe(200);
    expect((await server.request('POST', `/album/${album.uuid}/force-delete`, { token: aldi.token })).status).toBe(200);
    await expectGone(key, 360);
  });

  it('is gone once the avatar is replaced', async () => {
    const user = await server.verifiedUser();
    const first = await avatarKey(user);
    expect((await getMedia(`/media/${first}?w=96`)).status).toBe(200);
    const second = await avatarKey(user);
    await expectGone(first, 96);
    expect((await getMedia(`/media/${second}?w=96`)).status).toBe(200);
  });

  it('is removed when asked for, if it was left behind', async () => {
    await writeStored(server, variantKey('album/ghost.jpg', 360), await solidImage('jpeg', 360, 360));
    await expectGone('album/ghost.jpg', 360);
  });
});

describe('what /media/ never answers', () => {
  it('the variants folder itself, however it is spelled', async () => {
    const key = await albumPhotoKey();
    expect((await getMedia(`/media/${key}?w=360`)).status).toBe(200);
    for (const rawPath of [
      `/media/.variants/w360/${key}`,
      `/media/%2Evariants/w360/${key}`,
      `/media/album/../.variants/w360/${key}`,
      `/media/.variants/w360/${key}?w=360`,
    ]) {
      const response = await rawGet(rawPath);
      expect([rawPath, response.status, JSON.parse(response.body)]).toEqual([rawPath, 404, NOT_FOUND]);
    }
  });

  it('files outside the media folder', async () => {
    // A file beside the media folder (where the SQLite database lives), named like a picture.
    const secret = 'outside the media folder';
    fs.writeFileSync(path.join(server.config.dataDir, 'outside.jpg'), secret);
    for (const rawPath of [
      '/media/../outside.jpg?w=360',
      '/media/%2e%2e/outside.jpg?w=360',
      '/media/album/..%2F..%2Foutside.jpg?w=96',
      '/media/album/%2E%2E/%2E%2E/outside.jpg?w=720',
    ]) {
      const response = await rawGet(rawPath);
      expect([rawPath, response.status, JSON.parse(response.body)]).toEqual([rawPath, 404, NOT_FOUND]);
    }
    // Without w the static server refuses them, as it always did.
    for (const rawPath of ['/media/../outside.jpg', '/media/album/../../outside.jpg', '/media/%2e%2e/outside.jpg']) {
      const response = await rawGet(rawPath);
      expect([rawPath, response.status >= 400]).toEqual([rawPath, true]);
      expect(response.body).not.toContain(secret);
    }
  });

  it('variants of files that are not stored pictures', async () => {
    await writeStored(server, 'avatar/notes.txt', 'not a picture');
    const response = await getMedia('/media/avatar/notes.txt?w=96');
    expect([response.status, json(response)]).toEqual([404, NOT_FOUND]);
  });
});
