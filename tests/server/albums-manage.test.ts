// The owner's album endpoints (contract §8): edit screen and caption, archive, restore,
// permanent delete and single-photo delete, each refusal in the contract's order, and
// nothing changed by a refused request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumEditResponse, PersonalUserResponse } from '../../contract/wire.ts';
import { postAlbum, type CreatedAlbum } from '../helpers/album-uploads.ts';
import { postThread } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { isStored, keyOfUrl } from '../helpers/stored-media.ts';

const NOT_FOUND = { status: false, message: 'Not found' };
const FORBIDDEN = { status: false, message: 'Forbidden action' };

let server: TestServer;
let aldi: RegisteredUser;
let buk: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  aldi = await server.verifiedUser({ username: 'aldi' });
  buk = await server.verifiedUser({ username: 'buk' });
});
afterAll(() => server.close());

/** Whether the picture behind a media URL is stored (on disk, or in the bucket). */
function isStoredAt(url: string): Promise<boolean> {
  return isStored(server, keyOfUrl(url));
}

function editScreen(album: CreatedAlbum, user = aldi) {
  return server.request<AlbumEditResponse>('GET', `/album/${album.slug}`, { token: user.token });
}

async function archivedAt(album: CreatedAlbum): Promise<string | null | undefined> {
  const post = await server.app.db
    .selectFrom('posts')
    .select('archived_at')
    .where('id', '=', album.post_id)
    .executeTakeFirst();
  return post?.archived_at;
}

async function photoRows(album: CreatedAlbum) {
  return server.app.db
    .selectFrom('album_photos')
    .select(['id', 'position'])
    .where('post_id', '=', album.post_id)
    .orderBy('position')
    .execute();
}

const answer = (response: { status: number; body: unknown }) => [response.status, response.body];

describe('GET /album/{slug}', () => {
  it('answers the caption and the photos in display order to the owner', async () => {
    const album = await postAlbum(server, aldi.token, { caption: 'Edit aku', photos: 2 });
    expect(answer(await editScreen(album))).toEqual([
      200,
      { status: true, message: 'Contents Fetched', caption: 'Edit aku', images: album.contents },
    ]);
  });

  it('answers 404 for an unknown slug, an archived album or a thread, 403 to others', async () => {
    const album = await postAlbum(server, aldi.token);
    expect(answer(await editScreen(album, buk))).toEqual([403, FORBIDDEN]);
    const thread = await postThread(server, aldi.token);
    expect(answer(await server.request('GET', `/album/${thread.slug}`, { token: aldi.token }))).toEqual([404, NOT_FOUND]);
    expect(answer(await server.request('GET', '/album/unknownSlug12345678', { token: aldi.token }))).toEqual([
      404,
      NOT_FOUND,
    ]);
    await server.request('DELETE', `/album/${album.uuid}`, { token: aldi.token });
    expect(answer(await editScreen(album))).toEqual([404, NOT_FOUND]);
  });
});

describe('PUT /album/{slug}', () => {
  it('changes the caption and answers the album', async () => {
    const album = await postAlbum(server, aldi.token, { caption: 'Lama', photos: 2 });
    const response = await server.request('PUT', `/album/${album.slug}`, {
      token: aldi.token,
      body: { caption: '  Baru  ' },
    });
    expect(answer(response)).toEqual([
      200,
      {
        status: true,
        message: 'Album updated',
        data: { slug: album.slug, caption: 'Baru', post_id: album.post_id, contents: album.contents },
      },
    ]);
    expect((await editScreen(album)).body.caption).toBe('Baru');
  });

  it('checks unknown, then owner, then the caption', async () => {
    const album = await postAlbum(server, aldi.token, { caption: 'Tetap' });
    const put = (slug: string, user: RegisteredUser, body: unknown) =>
      server.request('PUT', `/album/${slug}`, { token: user.token, body });
    expect(answer(await put('unknownSlug12345678', aldi, {}))).toEqual([404, NOT_FOUND]);
    expect(answer(await put(album.slug, buk, {}))).toEqual([403, FORBIDDEN]);
    expect(answer(await put(album.slug, buk, { caption: 'Punyaku' }))).toEqual([403, FORBIDDEN]);
    expect(answer(await put(album.slug, aldi, {}))).toEqual([400, { validation_errors: { caption: ['Caption harus diisi'] } }]);
    expect((await put(album.slug, aldi, { caption: 'x'.repeat(2001) })).status).toBe(400);
    expect((await editScreen(album)).body.caption).toBe('Tetap');
  });
});

describe('DELETE /album/{uuid} (archive)', () => {
  it('archives the album', async () => {
    const album = await postAlbum(server, aldi.token);
    const response = await server.request('DELETE', `/album/${album.uuid}`, { token: aldi.token });
    expect(answer(response)).toEqual([200, { status: true, message: 'Album archived' }]);
    expect(await archivedAt(album)).toBe(server.clock.now.toISOString());
  });

  it('answers 404 for an unknown uuid, an archived album or a thread, 403 to others', async () => {
    const album = await postAlbum(server, aldi.token);
    const archive = (uuid: string, user = aldi) => server.request('DELETE', `/album/${uuid}`, { token: user.token });
    expect(answer(await archive(album.uuid, buk))).toEqual([403, FORBIDDEN]);
    expect(await archivedAt(album)).toBeNull();
    expect(answer(await archive('unknownUuid12345678'))).toEqual([404, NOT_FOUND]);
    const thread = await postThread(server, aldi.token);
    expect(answer(await archive(thread.uuid))).toEqual([404, NOT_FOUND]);
    await archive(album.uuid);
    const firstArchivedAt = await archivedAt(album);
    server.clock.advance(60_000);
    expect(answer(await archive(album.uuid))).toEqual([404, NOT_FOUND]);
    expect(await archivedAt(album)).toBe(firstArchivedAt);
  });
});

describe('POST /album/{uuid}/restore', () => {
  it('brings an archived album back', async () => {
    const album = await postAlbum(server, aldi.token);
    await server.request('DELETE', `/album/${album.uuid}`, { token: aldi.token });
    const response = await server.request('POST', `/album/${album.uuid}/restore`, { token: aldi.token });
    expect(answer(response)).toEqual([200, { status: true, message: 'Album unarchived' }]);
    expect(await archivedAt(album)).toBeNull();
  });

  it('answers 400 for an active album, 404 for unknown or a thread, 403 to others', async () => {
    const album = await postAlbum(server, aldi.token);
    const restore = (uuid: string, user = aldi) => server.request('POST', `/album/${uuid}/restore`, { token: user.token });
    expect(answer(await restore(album.uuid))).toEqual([400, { status: false, message: 'Failed unarchive' }]);
    expect(answer(await restore('unknownUuid12345678'))).toEqual([404, NOT_FOUND]);
    expect(answer(await restore((await postThread(server, aldi.token)).uuid))).toEqual([404, NOT_FOUND]);
    await server.request('DELETE', `/album/${album.uuid}`, { token: aldi.token });
    expect(answer(await restore(album.uuid, buk))).toEqual([403, FORBIDDEN]);
    expect(await archivedAt(album)).not.toBeNull();
  });
});

describe('POST /album/{uuid}/force-delete', () => {
  it('deletes the album with its photos, files, likes, comments and replies', async () => {
    const album = await postAlbum(server, aldi.token, { photos: 3 });
    await server.request('PUT', `/like/${album.uuid}`, { token: buk.token });
    const comment = await server.request<{ data: { comment_id: number } }>('POST', '/comment', {
      token: buk.token,
      body: { comment: 'Keren', post_id: album.post_id },
    });
    await server.request('POST', '/sub-comment', {
      token: aldi.token,
      body: { sub_comment: 'Makasih', comment_id: comment.body.data.comment_id },
    });
    const urls = album.contents.map((photo) => photo.content);
    expect(await Promise.all(urls.map(isStoredAt))).toEqual([true, true, true]);

    const response = await server.request('POST', `/album/${album.uuid}/force-delete`, { token: aldi.token });
    expect(answer(response)).toEqual([200, { status: true, message: 'Album permanently deleted' }]);

    const { db } = server.app;
    expect(await db.selectFrom('posts').select('id').where('id', '=', album.post_id).execute()).toEqual([]);
    for (const table of ['albums', 'album_photos', 'likes', 'comments'] as const) {
      expect(await db.selectFrom(table).select('post_id').where('post_id', '=', album.post_id).execute()).toEqual([]);
    }
    const replies = await db
      .selectFrom('sub_comments')
      .selectAll()
      .where('comment_id', '=', comment.body.data.comment_id)
      .execute();
    expect(replies).toEqual([]);
    expect(await Promise.all(urls.map(isStoredAt))).toEqual([false, false, false]);
    // The owner's notifications stay, without the picture of the deleted album.
    const me = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: aldi.token });
    expect(JSON.parse(me.body.data.notification_list ?? '[]')).toEqual([
      expect.objectContaining({ sender_username: 'buk', message: 'menyukai album anda', accepter_content: null, post_uuid: null }),
      expect.objectContaining({ sender_username: 'buk', message: 'mengomentari album anda', accepter_content: null, post_uuid: null }),
    ]);
  });

  it('deletes an archived album too', async () => {
    const album = await postAlbum(server, aldi.token);
    await server.request('DELETE', `/album/${album.uuid}`, { token: aldi.token });
    const response = await server.request('POST', `/album/${album.uuid}/force-delete`, { token: aldi.token });
    expect(response.status).toBe(200);
    expect(await archivedAt(album)).toBeUndefined();
    expect(await isStoredAt(album.contents[0].content)).toBe(false);
  });

  it('answers 404 for unknown, deleted or a thread, 403 to others, and deletes nothing then', async () => {
    const album = await postAlbum(server, aldi.token);
    const forceDelete = (uuid: string, user = aldi) =>
      server.request('POST', `/album/${uuid}/force-delete`, { token: user.token });
    expect(answer(await forceDelete(album.uuid, buk))).toEqual([403, FORBIDDEN]);
    expect(await archivedAt(album)).toBeNull();
    expect(await isStoredAt(album.contents[0].content)).toBe(true);
    const thread = await postThread(server, aldi.token);
    expect(answer(await forceDelete(thread.uuid))).toEqual([404, NOT_FOUND]);
    expect((await server.request('GET', `/post/${thread.uuid}`, { token: aldi.token })).status).toBe(200);
    expect(answer(await forceDelete('unknownUuid12345678'))).toEqual([404, NOT_FOUND]);
    await forceDelete(album.uuid);
    expect(answer(await forceDelete(album.uuid))).toEqual([404, NOT_FOUND]);
  });
});

describe('DELETE /album-content/{photo_id}', () => {
  const deletePhoto = (id: number | string, user = aldi) =>
    server.request('DELETE', `/album-content/${id}`, { token: user.token });

  it('deletes the photo and its file, and renumbers the rest from the cover', async () => {
    const album = await postAlbum(server, aldi.token, { photos: 3 });
    const [cover, second, third] = album.contents;
    expect(answer(await deletePhoto(cover.id))).toEqual([200, { status: true, message: 'Content permanently deleted' }]);
    expect(await isStoredAt(cover.content)).toBe(false);
    expect(await photoRows(album)).toEqual([
      { id: second.id, position: 0 },
      { id: third.id, position: 1 },
    ]);
    expect((await editScreen(album)).body.images).toEqual([second, third]);
  });

  it('checks unknown, then owner, then the last photo', async () => {
    const album = await postAlbum(server, aldi.token, { photos: 2 });
    const [first, second] = album.contents;
    expect(answer(await deletePhoto(999_999))).toEqual([404, NOT_FOUND]);
    expect(answer(await deletePhoto('abc'))).toEqual([404, NOT_FOUND]);
    const notYours = { status: false, message: 'Forbidden action you not allowed to do this action' };
    expect(answer(await deletePhoto(first.id, buk))).toEqual([403, notYours]);
    expect(await photoRows(album)).toHaveLength(2);
    expect(await isStoredAt(first.content)).toBe(true);

    expect((await deletePhoto(first.id)).status).toBe(200);
    expect(answer(await deletePhoto(second.id, buk))).toEqual([403, notYours]);
    const lastOne = { status: false, message: 'Failed to delete , at least 1 content left' };
    expect(answer(await deletePhoto(second.id))).toEqual([422, lastOne]);
    expect(await photoRows(album)).toEqual([{ id: second.id, position: 0 }]);
    expect(await isStoredAt(second.content)).toBe(true);
    expect(answer(await deletePhoto(first.id))).toEqual([404, NOT_FOUND]);
  });

  it('keeps the last photo when two deletions race', async () => {
    const album = await postAlbum(server, aldi.token, { photos: 2 });
    const answers = await Promise.all(album.contents.map((photo) => deletePhoto(photo.id)));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 422]);
    expect(await photoRows(album)).toHaveLength(1);
  });

  it('answers 404 for a photo of an archived album', async () => {
    const album = await postAlbum(server, aldi.token, { photos: 2 });
    await server.request('DELETE', `/album/${album.uuid}`, { token: aldi.token });
    expect(answer(await deletePhoto(album.contents[0].id))).toEqual([404, NOT_FOUND]);
    expect(await photoRows(album)).toHaveLength(2);
  });

  it('moves the notification picture to the new cover', async () => {
    const owner = await server.verifiedUser();
    const ownAlbum = await postAlbum(server, owner.token, { photos: 2 });
    await server.request('PUT', `/like/${ownAlbum.uuid}`, { token: aldi.token });
    await deletePhoto(ownAlbum.contents[0].id, owner);
    const me = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: owner.token });
    expect(JSON.parse(me.body.data.notification_list ?? '[]')).toEqual([
      expect.objectContaining({ message: 'menyukai album anda', accepter_content: ownAlbum.contents[1].content }),
    ]);
  });
});

describe('auth', () => {
  const ENDPOINTS = [
    ['POST', '/album'],
    ['GET', '/album/someSlug1234567890'],
    ['PUT', '/album/someSlug1234567890'],
    ['DELETE', '/album/someUuid1234567890'],
    ['POST', '/album/someUuid1234567890/restore'],
    ['POST', '/album/someUuid1234567890/force-delete'],
    ['DELETE', '/album-content/1'],
  ] as const;

  it.each(ENDPOINTS)('%s %s needs a verified session', async (method, endpoint) => {
    const body = method === 'GET' ? undefined : {};
    expect(answer(await server.request(method, endpoint, { body }))).toEqual([401, { message: 'Unauthenticated.' }]);
    const unverified = await server.registerUser();
    expect(answer(await server.request(method, endpoint, { token: unverified.token, body }))).toEqual([
      403,
      { status: false, message: 'Your email was not verified' },
    ]);
  });
});
