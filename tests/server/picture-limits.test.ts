// The limits read from a picture's header before any pixel is decoded (decision 087): a side
// longer than 12,000 px is refused, on albums and avatars alike, with nothing stored; an
// animation of more than 100 frames is posted as its first frame, as one too large to keep.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadFile, uploadPhoto, waitingUploadsOf } from '../helpers/album-uploads.ts';
import { animatedGif, fileForm, pixelAt, pngClaiming, solidImage } from '../helpers/images.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Every file under the media folder. */
function storedFiles(): string[] {
  const mediaDir = server.config.mediaDir;
  if (!fs.existsSync(mediaDir)) return [];
  return fs.readdirSync(mediaDir, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(mediaDir, name)).isFile());
}

function sendAlbumPicture(user: RegisteredUser, picture: Buffer) {
  return server.request('POST', '/temp/album', { token: user.token, form: fileForm('album_content', picture, 'photo.png', 'image/png') });
}

function sendAvatar(user: RegisteredUser, picture: Buffer) {
  return server.request('POST', '/profile/avatar?_method=PUT', { token: user.token, form: fileForm('foto_profile', picture, 'avatar.png', 'image/png') });
}

describe('a side longer than 12,000 px', () => {
  it('is refused for an album, from the header, with nothing stored', async () => {
    const user = await server.verifiedUser();
    const before = storedFiles();
    const refusal = { validation_errors: { album_content: ['Foto album terlalu besar (maksimal 12000 piksel per sisi)'] } };
    for (const picture of [await solidImage('png', 12_001, 8), await solidImage('png', 8, 12_001), await pngClaiming(1, 40_000_000)]) {
      const response = await sendAlbumPicture(user, picture);
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusal);
    }
    expect(await waitingUploadsOf(server, user)).toBe(0);
    expect(storedFiles()).toEqual(before);
  });

  it('is refused for an avatar, which stays as it was', async () => {
    const user = await server.verifiedUser();
    const before = storedFiles();
    const response = await sendAvatar(user, await solidImage('png', 12_001, 8));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ validation_errors: { foto_profile: ['Foto profil terlalu besar (maksimal 12000 piksel per sisi)'] } });
    const me = await server.request<{ data: { foto_profile: string | null } }>('GET', '/personal-user', { token: user.token });
    expect(me.body.data.foto_profile).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it('is the limit: a side of exactly 12,000 px is taken', async () => {
    const user = await server.verifiedUser();
    const key = await uploadPhoto(server, user.token, await solidImage('png', 12_000, 8), 'panorama.png');
    expect(await sharp(fs.readFileSync(await uploadFile(server, key))).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
  });
});

describe('an animation of more than 100 frames', () => {
  /** Red first, then colours far enough apart that no encoder merges two frames. */
  const colours = (count: number) =>
    Array.from({ length: count }, (_, index) => {
      if (index === 0) return '#ff0000';
      const channel = (step: number) => ((index * step) % 256).toString(16).padStart(2, '0');
      return `#${channel(37)}${channel(91)}${channel(53)}`;
    });

  it('is posted as its first frame, a still JPEG', async () => {
    const user = await server.verifiedUser();
    const key = await uploadPhoto(server, user.token, await animatedGif(24, 16, colours(101)), 'panjang.gif');
    const file = await uploadFile(server, key);
    expect(file).toMatch(/\.jpg$/);
    const stored = fs.readFileSync(file);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 16, height: 16 });
    expect(metadata.pages).toBeUndefined();
    const [r, g, b] = await pixelAt(stored, 8, 8);
    expect([r > 200, g < 60, b < 60]).toEqual([true, true, true]);
  });

  it('stays animated at 100 frames', async () => {
    const user = await server.verifiedUser();
    const key = await uploadPhoto(server, user.token, await animatedGif(24, 16, colours(100)), 'pas.gif');
    const file = await uploadFile(server, key);
    expect(file).toMatch(/\.webp$/);
    expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ format: 'webp', pages: 100, width: 16, height: 16 });
  });
});
