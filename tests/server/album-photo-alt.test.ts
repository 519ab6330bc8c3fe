// Descriptions of album photos (contract §19): sent with the album, set or cleared one photo
// at a time by the owner, and answered wherever a photo is, null when none was written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALBUM_PHOTO_ALT_MAX_LENGTH } from '../../contract/limits.ts';
import type { AlbumEditResponse, AlbumPhoto, CreateAlbumResponse, PostsResponse, SinglePostResponse } from '../../contract/wire.ts';
import { postAlbum, uploadPhoto, type CreatedAlbum } from '../helpers/album-uploads.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let aldi: RegisteredUser;
let buk: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  aldi = await server.verifiedUser({ username: 'aldi' });
  buk = await server.verifiedUser({ username: 'buk' });
});
afterAll(() => server.close());

const answer = (response: { status: number; body: unknown }) => [response.status, response.body];
const altsOf = (photos: AlbumPhoto[]) => photos.map((photo) => photo.alt);

async function uploads(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await uploadPhoto(server, aldi.token));
  return ids;
}

function createAlbum(body: Record<string, unknown>, query = '') {
  return server.request<CreateAlbumResponse>('POST', `/album${query}`, { token: aldi.token, body });
}

/** The album's photos as every reading endpoint answers them. */
async function photosEverywhere(album: CreatedAlbum, viewer = buk) {
  const feed = await server.request<PostsResponse>('GET', '/post', { token: viewer.token });
  const single = await server.request<SinglePostResponse>('GET', `/post/${album.uuid}`, { token: viewer.token });
  const list = await server.request<PostsResponse>('GET', '/user/albums/aldi', { token: viewer.token });
  const edit = await server.request<AlbumEditResponse>('GET', `/album/${album.slug}`, { token: aldi.token });
  const inList = (posts: PostsResponse['posts']) => posts.find((post) => post.uuid === album.uuid)?.album?.contents;
  return {
    feed: inList(feed.body.posts),
    single: single.body.single_post.album?.contents,
    list: inList(list.body.posts),
    edit: edit.body.images,
  };
}

describe('POST /album with alt', () => {
  it('keeps each description with its photo when the order recorded for the uploads differs', async () => {
    const [first, second, third] = await uploads(3);
    await server.request('PUT', '/temp/album', { token: aldi.token, body: { album_contents: [third, second, first] } });
    const response = await createAlbum({ caption: 'Tiga', content: [first, second, third], alt: ['Satu', null, 'Tiga'] });
    expect(response.status).toBe(201);
    // Shown in the recorded order: third, second, first.
    expect(altsOf(response.body.data.contents)).toEqual(['Tiga', null, 'Satu']);
  });

  it('answers the descriptions on the feed, the single post, the profile list and the edit screen', async () => {
    const ids = await uploads(2);
    const created = await createAlbum({ caption: 'Dua', content: ids, alt: ['Panggung dari depan', 'Penonton\nbernyanyi'] });
    const album: CreatedAlbum = { ...created.body.data, uuid: await uuidOf(created.body.data.post_id) };
    const everywhere = await photosEverywhere(album);
    const expected = [
      { id: album.contents[0]!.id, content: album.contents[0]!.content, alt: 'Panggung dari depan' },
      { id: album.contents[1]!.id, content: album.contents[1]!.content, alt: 'Penonton\nbernyanyi' },
    ];
    expect(everywhere).toEqual({ feed: expected, single: expected, list: expected, edit: expected });
  });

  it('answers alt null for an album posted without descriptions, as clients of the original API post it', async () => {
    const album = await postAlbum(server, aldi.token, { photos: 2 });
    expect(altsOf(album.contents)).toEqual([null, null]);
    const everywhere = await photosEverywhere(album);
    expect(Object.values(everywhere).map((photos) => altsOf(photos ?? []))).toEqual([
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('reads a blank description or a short list as none', async () => {
    const response = await createAlbum({ caption: 'Kosong', content: await uploads(3), alt: ['  '] }, '?reorder=true');
    expect(altsOf(response.body.data.contents)).toEqual([null, null, null]);
  });

  it(`refuses a description over ${ALBUM_PHOTO_ALT_MAX_LENGTH} characters, a control character and more descriptions than photos`, async () => {
    const ids = await uploads(1);
    const refusals = [
      await createAlbum({ caption: 'x', content: ids, alt: ['a'.repeat(ALBUM_PHOTO_ALT_MAX_LENGTH + 1)] }),
      await createAlbum({ caption: 'x', content: ids, alt: ['bel\u0007'] }),
      await createAlbum({ caption: 'x', content: ids, alt: ['satu', 'dua'] }),
      await createAlbum({ caption: 'x', content: ids, alt: 'bukan daftar' }),
    ];
    expect(refusals.map(answer)).toEqual([
      [400, { validation_errors: { alt: [`Deskripsi foto maksimal ${ALBUM_PHOTO_ALT_MAX_LENGTH} karakter`] } }],
      [400, { validation_errors: { alt: ['Deskripsi foto berisi karakter yang tidak diizinkan'] } }],
      [400, { validation_errors: { alt: ['Deskripsi foto lebih banyak dari fotonya'] } }],
      [400, { validation_errors: { alt: ['Deskripsi foto tidak valid'] } }],
    ]);
    // Exactly the limit is accepted, and the upload was still waiting.
    const accepted = await createAlbum({ caption: 'x', content: ids, alt: ['a'.repeat(ALBUM_PHOTO_ALT_MAX_LENGTH)] });
    expect(accepted.status).toBe(201);
  });
});

async function uuidOf(postId: number): Promise<string> {
  const row = await server.app.db.selectFrom('posts').select('uuid').where('id', '=', postId).executeTakeFirstOrThrow();
  return row.uuid;
}

function describePhoto(photoId: number | string, alt: unknown, user = aldi) {
  return server.request('PUT', `/album-content/${photoId}`, { token: user.token, body: { alt } });
}

describe('PUT /album-content/{photo_id}', () => {
  it('sets the description, answers the photo, and every reader sees it; null clears it', async () => {
    const album = await postAlbum(server, aldi.token, { photos: 2 });
    await photosEverywhere(album); // the feed is read (and kept) before the change
    const [cover, other] = album.contents as [AlbumPhoto, AlbumPhoto];
    expect(answer(await describePhoto(other.id, 'Tiket konser'))).toEqual([
      200,
      { status: true, message: 'Photo described', data: { id: other.id, content: other.content, alt: 'Tiket konser' } },
    ]);
    const described = await photosEverywhere(album);
    expect(Object.values(described).map((photos) => altsOf(photos ?? []))).toEqual(Array(4).fill([null, 'Tiket konser']));
    expect(answer(await describePhoto(other.id, null))).toEqual([
      200,
      { status: true, message: 'Photo described', data: { id: other.id, content: other.content, alt: null } },
    ]);
    expect((await photosEverywhere(album)).feed?.map((photo) => photo.alt)).toEqual([null, null]);
    expect(cover.alt).toBeNull();
  });

  it('answers 404 for an unknown or archived photo and 403 to others before judging the body', async () => {
    const album = await postAlbum(server, aldi.token);
    const photoId = album.contents[0]!.id;
    const tooLong = 'a'.repeat(ALBUM_PHOTO_ALT_MAX_LENGTH + 1);
    expect(answer(await describePhoto(photoId, tooLong, buk))).toEqual([
      403,
      { status: false, message: 'Forbidden action you not allowed to do this action' },
    ]);
    expect(answer(await describePhoto(999_999, tooLong))).toEqual([404, { status: false, message: 'Not found' }]);
    expect(answer(await describePhoto('abc', 'x'))).toEqual([404, { status: false, message: 'Not found' }]);
    expect(answer(await describePhoto(photoId, tooLong))).toEqual([
      400,
      { validation_errors: { alt: [`Deskripsi foto maksimal ${ALBUM_PHOTO_ALT_MAX_LENGTH} karakter`] } },
    ]);
    await server.request('DELETE', `/album/${album.uuid}`, { token: aldi.token });
    expect(answer(await describePhoto(photoId, 'x'))).toEqual([404, { status: false, message: 'Not found' }]);
    const row = await server.app.db.selectFrom('album_photos').select('alt').where('id', '=', photoId).executeTakeFirstOrThrow();
    expect(row.alt).toBeNull();
  });
});
