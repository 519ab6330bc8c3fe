// An animated GIF posted in an album stays animated: every frame cropped to the centre square
// and scaled to at most 1080 px, stored as animated WebP, and its narrower copies animated too.
// Still pictures are stored as before (square JPEGs), and so is an avatar.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalUserResponse } from '../../contract/wire.ts';
import { postAlbum, uploadKey, uploadPhoto } from '../helpers/album-uploads.ts';
import { animatedGif, fileForm, solidImage } from '../helpers/images.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { readStored } from '../helpers/stored-media.ts';

const RED = '#ff0000';
const GREEN = '#00ff00';
const BLUE = '#0000ff';

let server: TestServer;
let aldi: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  aldi = await server.verifiedUser();
});
afterAll(() => server.close());

interface Media {
  type: string | null;
  bytes: Buffer;
}

/** A media URL of the API, fetched from the test server. */
async function fetchMedia(url: string, width?: number): Promise<Media> {
  const local = url.replace(server.config.apiUrl!, server.url);
  const response = await fetch(width === undefined ? local : `${local}?w=${width}`);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Per frame, the [r, g, b] of its top-left corner and of its centre. */
async function frameColours(picture: Buffer): Promise<Array<[number[], number[]]>> {
  const { pages = 1 } = await sharp(picture).metadata();
  return Promise.all(
    Array.from({ length: pages }, async (_, page) => {
      const { data, info } = await sharp(picture, { page }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      return [at(0, 0), at(info.width >> 1, info.height >> 1)] as [number[], number[]];
    }),
  );
}

/** Within a lossy encoder's reach of the colour. */
function expectColour(actual: number[], hex: string) {
  const expected = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  actual.forEach((channel, index) => expect(Math.abs(channel - expected[index])).toBeLessThan(24));
}

function expectFrames(frames: Array<[number[], number[]]>, colours: string[]) {
  expect(frames).toHaveLength(colours.length);
  frames.forEach(([corner, centre], index) => {
    // The black outside the centre square was cropped away in every frame.
    expectColour(corner, colours[index]);
    expectColour(centre, colours[index]);
  });
}

// Making, storing and reading back megapixels of frames takes sharp many seconds of a core; two
// busy cores can take longer than the suite's 20 s.
describe('an animated GIF in an album', { timeout: 60_000 }, () => {
  it('is stored as an animated WebP square of the centre of every frame, with its timing', async () => {
    const gif = await animatedGif(90, 60, [RED, GREEN, BLUE], [100, 200, 300]);
    const tempId = await uploadPhoto(server, aldi.token, gif, 'tari.gif');
    // The id stays as opaque as ever; the file behind it is a WebP.
    expect(tempId).toMatch(/^temp\/[A-Za-z0-9]+\.jpg$/);
    const file = await uploadKey(server, tempId);
    expect(file).toMatch(/^album\/[A-Za-z0-9]+\.webp$/);

    const stored = (await readStored(server, file))!;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', pages: 3, width: 60, height: 60, loop: 0, delay: [100, 200, 300] });
    expect(metadata.exif).toBeUndefined();
    expectFrames(await frameColours(stored), [RED, GREEN, BLUE]);

    const album = await postAlbum(server, aldi.token, { ids: [tempId] });
    const photo = album.contents[0].content;
    expect(photo).toMatch(/\/media\/album\/[A-Za-z0-9]+\.webp$/);
    const served = await fetchMedia(photo);
    expect(served.type).toBe('image/webp');
    expect(served.bytes.equals(stored)).toBe(true);
  });

  it('is scaled to at most 1080 px, and its narrower copies stay animated', async () => {
    const gif = await animatedGif(1500, 1200, [RED, GREEN, BLUE]);
    const album = await postAlbum(server, aldi.token, { ids: [await uploadPhoto(server, aldi.token, gif, 'konser.gif')] });
    const photo = album.contents[0].content;

    const original = await fetchMedia(photo);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'webp', pages: 3, width: 1080, height: 1080 });
    expectFrames(await frameColours(original.bytes), [RED, GREEN, BLUE]);

    for (const width of [360, 720]) {
      const copy = await fetchMedia(photo, width);
      expect(copy.type).toBe('image/webp');
      expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'webp', pages: 3, width, height: width });
      expectFrames(await frameColours(copy.bytes), [RED, GREEN, BLUE]);
    }
    // Not wider than asked: answered as stored.
    const small = await postAlbum(server, aldi.token, {
      ids: [await uploadPhoto(server, aldi.token, await animatedGif(90, 60, [RED, BLUE]), 'kecil.gif')],
    });
    const copy = await fetchMedia(small.contents[0].content, 96);
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'webp', pages: 2, width: 60 });
  });

  it('keeps only its first frame, as a JPEG, when its frames together pass 40 megapixels', async () => {
    // Six frames of 2600 × 2600: 40.6 megapixels in all, each one well within the limit.
    const gif = await animatedGif(2600, 2600, [RED, GREEN, BLUE, RED, GREEN, BLUE]);
    const file = await uploadKey(server, await uploadPhoto(server, aldi.token, gif, 'panjang.gif'));
    expect(file).toMatch(/\.jpg$/);
    const stored = (await readStored(server, file))!;
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
    expectFrames(await frameColours(stored), [RED]);
  });
});

describe('still pictures', () => {
  it('are stored as square JPEGs, a one-frame GIF too, and their copies are JPEGs', async () => {
    for (const [picture, name] of [
      [await solidImage('png', 300, 200, GREEN), 'foto.png'],
      [await solidImage('gif', 300, 200, GREEN), 'diam.gif'],
    ] as const) {
      const file = await uploadKey(server, await uploadPhoto(server, aldi.token, picture, name));
      expect(file).toMatch(/^album\/[A-Za-z0-9]+\.jpg$/);
      const metadata = await sharp((await readStored(server, file))!).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 200 });
      expect(metadata.pages).toBeUndefined();
    }

    const album = await postAlbum(server, aldi.token, {
      ids: [await uploadPhoto(server, aldi.token, await solidImage('jpeg', 800, 800, BLUE))],
    });
    const copy = await fetchMedia(album.contents[0].content, 360);
    expect(copy.type).toBe('image/jpeg');
    expect(await sharp(copy.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 360, height: 360 });
  });

  it('is what an avatar stays, even from an animated GIF: a 256 px JPEG of its first frame', async () => {
    const gif = await animatedGif(300, 300, [RED, GREEN, BLUE]);
    const form = fileForm('foto_profile', gif, 'avatar.gif', 'image/gif');
    expect((await server.request('POST', '/profile/avatar?_method=PUT', { token: aldi.token, form })).status).toBe(200);

    const me = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: aldi.token });
    const avatar = me.body.data.foto_profile!;
    expect(avatar).toMatch(/\/media\/avatar\/[A-Za-z0-9]+\.jpg$/);
    const served = await fetchMedia(avatar);
    expect(served.type).toBe('image/jpeg');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expectFrames(await frameColours(served.bytes), [RED]);
  });
});
