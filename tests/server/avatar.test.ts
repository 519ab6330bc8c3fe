// Avatar upload (contract §12): pictures checked by content, stored as a 256×256 JPEG
// without metadata, served without a token; the previous file removed.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, pixelAt, pngClaiming, rotatedJpeg, solidImage } from '../helpers/images.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { isStored, keyOfUrl } from '../helpers/stored-media.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const AVATAR_PATH = '/profile/avatar?_method=PUT';
const MAX_BYTES = 5048 * 1024;

function sendAvatar(user: RegisteredUser, file: Buffer, filename = 'cropped_image.jpg', method = 'POST', urlPath = AVATAR_PATH) {
  return server.request(method, urlPath, { token: user.token, form: fileForm('foto_profile', file, filename, 'image/jpeg') });
}

async function avatarUrl(user: RegisteredUser): Promise<string | null> {
  const me = await server.request<{ data: { foto_profile: string | null } }>('GET', '/personal-user', { token: user.token });
  return me.body.data.foto_profile;
}

/** The stored file behind an avatar URL, fetched from this server without a token. */
async function fetchAvatar(url: string): Promise<Buffer> {
  const response = await fetch(url.replace(server.config.apiUrl!, server.url));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function expectRefused(response: { status: number; body: unknown }, message: string) {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({ validation_errors: { foto_profile: [message] } });
}

describe('POST /profile/avatar?_method=PUT', () => {
  it('stores an upright 256×256 JPEG without metadata, loadable without a token', async () => {
    const user = await server.verifiedUser({ username: 'fotouser' });
    const response = await sendAvatar(user, await rotatedJpeg());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Success updated avatar' });

    const url = await avatarUrl(user);
    expect(url).toMatch(/^http:\/\/api\.test\/media\/avatar\/[A-Za-z0-9]+\.jpg$/);
    const stored = await fetchAvatar(url as string);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Upright means red above blue; the unrotated picture would be red left, blue right.
    const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
    const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;
    expect(isRed(await pixelAt(stored, 30, 30))).toBe(true);
    expect(isRed(await pixelAt(stored, 226, 30))).toBe(true);
    expect(isBlue(await pixelAt(stored, 30, 226))).toBe(true);
    expect(isBlue(await pixelAt(stored, 226, 226))).toBe(true);

    const profile = await server.request<{ data: { foto_profile: string } }>('GET', '/user/profile/FotoUser', {
      token: (await server.verifiedUser()).token,
    });
    expect(profile.body.data.foto_profile).toBe(url);
  });

  it.each([
    ['png', 'avatar.png', 600, 400],
    ['gif', 'avatar.gif', 64, 48],
    ['webp', 'avatar.webp', 300, 900],
  ] as const)('accepts a %s picture whatever its shape or size', async (format, filename, width, height) => {
    const user = await server.verifiedUser();
    const response = await sendAvatar(user, await solidImage(format, width, height), filename);
    expect(response.status).toBe(200);
    const stored = await fetchAvatar((await avatarUrl(user)) as string);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
  });

  it('accepts a real PUT too', async () => {
    const user = await server.verifiedUser();
    const response = await sendAvatar(user, await solidImage('jpeg', 256, 256), 'a.jpg', 'PUT', '/profile/avatar');
    expect(response.status).toBe(200);
    expect(await avatarUrl(user)).not.toBeNull();
  });

  it('answers a plain POST without _method=PUT as unknown', async () => {
    const user = await server.verifiedUser();
    const response = await sendAvatar(user, await solidImage('jpeg', 256, 256), 'a.jpg', 'POST', '/profile/avatar');
    expect(response.status).toBe(404);
    expect(await avatarUrl(user)).toBeNull();
  });

  it('removes the previous file from storage', async () => {
    const user = await server.verifiedUser();
    await sendAvatar(user, await solidImage('jpeg', 300, 300, '#00ff00'));
    const first = (await avatarUrl(user)) as string;
    expect(await isStored(server, keyOfUrl(first))).toBe(true);

    await sendAvatar(user, await solidImage('png', 300, 300, '#ff00ff'), 'b.png');
    const second = (await avatarUrl(user)) as string;
    expect(second).not.toBe(first);
    expect(await isStored(server, keyOfUrl(first))).toBe(false);
    expect(await isStored(server, keyOfUrl(second))).toBe(true);
    expect((await fetch(first.replace(server.config.apiUrl!, server.url))).status).toBe(404);
  });

  it('accepts a file of exactly 5,048 KB', async () => {
    const user = await server.verifiedUser();
    const picture = await solidImage('jpeg', 300, 300);
    // Bytes after the JPEG's end marker are never decoded.
    const file = Buffer.concat([picture, Buffer.alloc(MAX_BYTES - picture.length)]);
    expect((await sendAvatar(user, file)).status).toBe(200);
  });

  it('refuses a larger file with a validation error, never 413', async () => {
    const user = await server.verifiedUser();
    const picture = await solidImage('jpeg', 300, 300);
    const file = Buffer.concat([picture, Buffer.alloc(MAX_BYTES + 1 - picture.length)]);
    await expectRefused(await sendAvatar(user, file), 'Foto profil maksimal 5048 KB');
    await expectRefused(await sendAvatar(user, Buffer.alloc(12 * 1024 * 1024)), 'Foto profil maksimal 5048 KB');
    expect(await avatarUrl(user)).toBeNull();
  });

  it('refuses what is not a picture, whatever its name says', async () => {
    const user = await server.verifiedUser();
    const notAnImage = 'Foto profil harus berupa gambar jpeg, png, gif atau webp';
    await expectRefused(await sendAvatar(user, Buffer.from('just some text, honestly')), notAnImage);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256"/></svg>';
    await expectRefused(await sendAvatar(user, Buffer.from(svg), 'avatar.svg'), notAnImage);
    const truncated = (await solidImage('png', 400, 400)).subarray(0, 60);
    await expectRefused(await sendAvatar(user, truncated, 'broken.png'), notAnImage);
    expect(await avatarUrl(user)).toBeNull();
  });

  it('refuses a picture of more than 40 megapixels before decoding it', async () => {
    const user = await server.verifiedUser();
    await expectRefused(await sendAvatar(user, await pngClaiming(8000, 5001)), 'Foto profil terlalu besar (maksimal 40 megapiksel)');
  });

  it('refuses a request without the file', async () => {
    const user = await server.verifiedUser();
    const missing = 'Foto profil harus diisi';
    await expectRefused(await server.request('POST', AVATAR_PATH, { token: user.token }), missing);
    await expectRefused(await server.request('POST', AVATAR_PATH, { token: user.token, body: { foto_profile: 'x' } }), missing);
    const otherField = fileForm('picture', await solidImage('jpeg', 50, 50), 'a.jpg');
    await expectRefused(await server.request('POST', AVATAR_PATH, { token: user.token, form: otherField }), missing);
    await expectRefused(await sendAvatar(user, Buffer.alloc(0)), missing);
  });

  it('needs a verified session', async () => {
    const picture = await solidImage('jpeg', 50, 50);
    const anonymous = await server.request('POST', AVATAR_PATH, { form: fileForm('foto_profile', picture, 'a.jpg') });
    expect(anonymous.status).toBe(401);
    const unverified = await server.registerUser();
    const response = await sendAvatar(unverified, picture);
    expect(response.status).toBe(403);
    expect(await avatarUrl(unverified)).toBeNull();
  });
});
