// Creating albums from uploaded pictures (contract §8): shapes, photo order, capacity, whose
// uploads count, and that an upload whose file is gone is refused with nothing half-made.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateAlbumResponse } from '../../contract/wire.ts';
import { uploadKey, uploadPhoto } from '../helpers/album-uploads.ts';
import { solidImage } from '../helpers/images.ts';
import { userIdOf } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { isStored, keyOfUrl, readStored, removeStored, writeStored } from '../helpers/stored-media.ts';

let server: TestServer;
let aldi: RegisteredUser;
let buk: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  aldi = await server.verifiedUser({ username: 'aldi' });
  buk = await server.verifiedUser({ username: 'buk' });
});
afterAll(() => server.close());

function createAlbum(user: RegisteredUser, body: unknown, query = '') {
  return server.request<CreateAlbumResponse>('POST', `/album${query}`, { token: user.token, body });
}

/** Uploads squares of the given sides, so each photo can be told apart by its size. */
async function uploadSquares(user: RegisteredUser, sides: number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const side of sides) ids.push(await uploadPhoto(server, user.token, await solidImage('jpeg', side, side)));
  return ids;
}

async function sidesOf(response: { body: CreateAlbumResponse }): Promise<number[]> {
  const sides: number[] = [];
  for (const photo of response.body.data.contents) {
    sides.push((await sharp((await readStored(server, keyOfUrl(photo.content)))!).metadata()).width);
  }
  return sides;
}

async function liveTempKeys(): Promise<string[]> {
  const rows = await server.app.db.selectFrom('temp_uploads').select('key').execute();
  return rows.map((row) => row.key);
}

async function albumCountOf(username: string): Promise<number> {
  const { total } = await server.app.db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('user_id', '=', await userIdOf(server, username))
    .where('kind', '=', 'album')
    .executeTakeFirstOrThrow();
  return Number(total);
}

describe('POST /album', () => {
  it('turns the uploads into the photos of a new album', async () => {
    const ids = await uploadSquares(aldi, [300, 400]);
    const files = [await uploadKey(server, ids[0]), await uploadKey(server, ids[1])];
    const response = await createAlbum(aldi, { caption: 'Konser semalam', content: ids });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      status: true,
      message: 'New Album added',
      data: {
        slug: expect.stringMatching(/^[A-Za-z0-9]{16,}$/),
        caption: 'Konser semalam',
        post_id: expect.any(Number),
        created_at: server.clock.now.toISOString(),
        contents: [
          { id: expect.any(Number), content: expect.stringMatching(/^http:\/\/api\.test\/media\/album\/[A-Za-z0-9]+\.jpg$/), alt: null },
          { id: expect.any(Number), content: expect.stringMatching(/^http:\/\/api\.test\/media\/album\/[A-Za-z0-9]+\.jpg$/), alt: null },
        ],
      },
    });
    // The uploads are used up: their rows are gone and their files are the photos' (not moved),
    // which load without a token.
    expect(await liveTempKeys()).not.toContain(ids[0]);
    expect(response.body.data.contents.map((photo) => keyOfUrl(photo.content))).toEqual(files);
    for (const photo of response.body.data.contents) {
      const file = await fetch(photo.content.replace(server.config.apiUrl!, server.url));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(await sidesOf(response)).toEqual([300, 400]);
  });

  it('keeps the upload order when nothing else is said', async () => {
    const ids = await uploadSquares(aldi, [100, 200, 300]);
    const response = await createAlbum(aldi, { caption: 'Urutan unggah', content: [ids[2], ids[0], ids[1]] });
    expect(await sidesOf(response)).toEqual([100, 200, 300]);
  });

  it('follows the positions recorded by PUT /temp/album, unrecorded uploads last', async () => {
    const ids = await uploadSquares(aldi, [100, 200, 300]);
    await server.request('PUT', '/temp/album', { token: aldi.token, body: { album_contents: [ids[1], ids[0]] } });
    const response = await createAlbum(aldi, { caption: 'Urutan tersimpan', content: ids });
    expect(await sidesOf(response)).toEqual([200, 100, 300]);
  });

  it('follows the order of content with reorder=true', async () => {
    const ids = await uploadSquares(aldi, [100, 200, 300]);
    await server.request('PUT', '/temp/album', { token: aldi.token, body: { album_contents: ids } });
    const response = await createAlbum(aldi, { caption: 'Digeser', content: [ids[2], ids[0], ids[1]] }, '?reorder=true');
    expect(await sidesOf(response)).toEqual([300, 100, 200]);
  });

  it('takes an id listed twice once', async () => {
    const [id] = await uploadSquares(aldi, [100]);
    const response = await createAlbum(aldi, { caption: 'Dobel', content: [id, id] }, '?reorder=true');
    expect(response.body.data.contents).toHaveLength(1);
  });

  it('refuses more than 5 entries with 422, whatever they are', async () => {
    const ids = await uploadSquares(aldi, [100, 100, 100, 100, 100, 100]);
    const before = await albumCountOf('aldi');
    const response = await createAlbum(aldi, { caption: 'Kebanyakan', content: ids });
    expect([response.status, response.body]).toEqual([422, { status: false, message: 'One album only handle 5 content' }]);
    const unknown = await createAlbum(aldi, { caption: 'Kebanyakan', content: ['a', 'b', 'c', 'd', 'e', 'f'] });
    expect(unknown.status).toBe(422);
    expect(await albumCountOf('aldi')).toBe(before);
    expect(await liveTempKeys()).toEqual(expect.arrayContaining(ids));
    // Five are fine.
    expect((await createAlbum(aldi, { caption: 'Pas', content: ids.slice(0, 5) })).status).toBe(201);
  });

  it("uses only the caller's own uploads", async () => {
    const [mine] = await uploadSquares(aldi, [100]);
    const [theirs] = await uploadSquares(buk, [200]);
    const response = await createAlbum(aldi, { caption: 'Campur', content: [theirs, mine] });
    expect(response.status).toBe(201);
    expect(await sidesOf(response)).toEqual([100]);
    expect(await liveTempKeys()).toContain(theirs);
    expect(await isStored(server, await uploadKey(server, theirs))).toBe(true);
  });

  it('answers 400 under content when none of the ids is a live upload of the caller', async () => {
    const [theirs] = await uploadSquares(buk, [200]);
    const before = await albumCountOf('aldi');
    for (const content of [[theirs], ['temp/unknown.jpg'], []]) {
      const response = await createAlbum(aldi, { caption: 'Kosong', content });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        validation_errors: { content: ['Foto album tidak ditemukan atau sudah kedaluwarsa, silakan unggah ulang'] },
      });
    }
    expect(await albumCountOf('aldi')).toBe(before);
    expect(await liveTempKeys()).toContain(theirs);
  });

  it('validates caption and content', async () => {
    const [id] = await uploadSquares(aldi, [100]);
    expect((await createAlbum(aldi, {})).body).toEqual({
      validation_errors: { caption: ['Caption harus diisi'], content: ['Foto album harus diisi'] },
    });
    expect((await createAlbum(aldi, { caption: '   ', content: 'temp/a.jpg' })).body).toEqual({
      validation_errors: { caption: ['Caption harus diisi'], content: ['Foto album tidak valid'] },
    });
    expect((await createAlbum(aldi, { caption: 'x'.repeat(2001), content: [id] })).body).toEqual({
      validation_errors: { caption: ['Caption maksimal 2000 karakter'] },
    });
    expect((await createAlbum(aldi, { caption: 'Angka', content: [1] })).status).toBe(400);
    expect(await liveTempKeys()).toContain(id);
    expect((await createAlbum(aldi, { caption: 'x'.repeat(2000), content: [id] })).status).toBe(201);
  });

  it('gives an upload to one album only when two are created at once', async () => {
    const ids = await uploadSquares(aldi, [100, 200]);
    const answers = await Promise.all([
      createAlbum(aldi, { caption: 'Pertama', content: ids }),
      createAlbum(aldi, { caption: 'Kedua', content: ids }),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 400]);
    const created = answers.find((response) => response.status === 201);
    expect(created?.body.data.contents).toHaveLength(2);
  });

  it('answers 400 under content when the file of an upload is gone, and changes nothing', async () => {
    const user = await server.verifiedUser();
    const ids = await uploadSquares(user, [100, 200]);
    // The second upload's file vanishes behind the server's back.
    await removeStored(server, await uploadKey(server, ids[1]));
    const filesGone = {
      validation_errors: { content: ['Foto album sudah tidak tersedia, silakan unggah ulang'] },
    };

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await createAlbum(user, { caption: 'Gagal', content: ids });
      expect([response.status, response.body]).toEqual([400, filesGone]);
    }
    expect(await albumCountOf(user.input.username)).toBe(0);
    expect(await liveTempKeys()).toEqual(expect.arrayContaining(ids));
    expect(await isStored(server, await uploadKey(server, ids[0]))).toBe(true);

    // Taking the broken upload back leaves an album of the other.
    await server.request('DELETE', '/temp/album', { token: user.token, body: { path: ids[1] } });
    const response = await createAlbum(user, { caption: 'Yang tersisa', content: ids });
    expect(response.status).toBe(201);
    expect(await sidesOf(response)).toEqual([100]);
  });
});

describe('uploads stored before pictures were kept where their photos live', () => {
  /** An upload as stored then: no path, its file under its key (or no file, as a crash of then could leave it). */
  async function earlierUpload(user: RegisteredUser, picture: Buffer | null): Promise<string> {
    const key = `temp/${randomBytes(12).toString('hex')}.jpg`;
    await server.app.db
      .insertInto('temp_uploads')
      .values({
        user_id: await userIdOf(server, user.input.username),
        key,
        path: null,
        position: null,
        created_at: server.clock.now.toISOString(),
      })
      .execute();
    if (picture) await writeStored(server, key, picture);
    return key;
  }

  it('still become photos, from where their files are', async () => {
    const user = await server.verifiedUser();
    const earlier = await earlierUpload(user, await solidImage('jpeg', 150, 150));
    const [recent] = await uploadSquares(user, [250]);
    const response = await createAlbum(user, { caption: 'Lama dan baru', content: [earlier, recent] }, '?reorder=true');
    expect(response.status).toBe(201);
    expect(await sidesOf(response)).toEqual([150, 250]);
    expect(keyOfUrl(response.body.data.contents[0].content)).toBe(earlier);
  });

  it('answers 400 for one whose file is gone', async () => {
    const user = await server.verifiedUser();
    const earlier = await earlierUpload(user, null);
    const response = await createAlbum(user, { caption: 'Hilang', content: [earlier] });
    expect([response.status, response.body]).toEqual([
      400,
      { validation_errors: { content: ['Foto album sudah tidak tersedia, silakan unggah ulang'] } },
    ]);
    expect(await liveTempKeys()).toContain(earlier);
  });
});
