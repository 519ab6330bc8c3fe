// The feed and single posts (contract §7): shapes, visibility and keyset pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostItem, PostsResponse, SinglePostResponse } from '../../contract/wire.ts';
import { archive, insertAlbum, postThread } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const NOT_FOUND = { status: false, message: 'Not found' };
const MINUTE_MS = 60_000;

let server: TestServer;
let aldi: RegisteredUser;
let buk: RegisteredUser;
let citra: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  aldi = await server.verifiedUser({ first_name: 'Aldi', last_name: 'Reka', username: 'aldi' });
  buk = await server.verifiedUser({ first_name: 'Bukti', last_name: 'Sari', username: 'buk' });
  citra = await server.verifiedUser({ first_name: 'Citra', last_name: 'Lestari', username: 'citra' });
});
afterAll(() => server.close());

async function feed(token: string, cursor?: number | string) {
  const path = cursor === undefined ? '/post' : `/post/expand?post_filter=${cursor}`;
  const response = await server.request<PostsResponse>('GET', path, { token });
  expect(response.status).toBe(200);
  return response.body.posts;
}

const postIdOf = (item: PostItem) => (item.album ?? item.thread)!.post_id;

describe('GET /post', () => {
  it('answers the newest visible posts with likers, author and comment totals', async () => {
    const thread = await postThread(server, aldi.token, 'Siapa nonton semalam?');
    const threadCreatedAt = server.clock.now.toISOString();
    await server.request('PUT', `/like/${thread.uuid}`, { token: buk.token });
    await server.request('PUT', `/like/${thread.uuid}`, { token: citra.token });
    const comment = await server.request<{ data: { comment_id: number } }>('POST', '/comment', {
      token: citra.token,
      body: { comment: 'Aku!', post_id: thread.post_id },
    });
    await server.request('POST', '/sub-comment', {
      token: aldi.token,
      body: { sub_comment: 'Mantap', comment_id: comment.body.data.comment_id },
    });

    server.clock.advance(MINUTE_MS);
    const album = await insertAlbum(server, 'buk', {
      caption: 'Panggung',
      photos: ['album/b1.jpg', 'album/b2.jpg'],
    });
    const photoIds = (
      await server.app.db
        .selectFrom('album_photos')
        .select('id')
        .where('post_id', '=', album.post_id)
        .orderBy('position')
        .execute()
    ).map((photo) => photo.id);

    const response = await server.request<PostsResponse>('GET', '/post', { token: citra.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Post successfully fetched',
      posts: [
        {
          uuid: album.uuid,
          total_like: 0,
          liker: [],
          total_comment: 0,
          created_at: server.clock.now.toISOString(),
          album: {
            slug: album.slug,
            caption: 'Panggung',
            post_id: album.post_id,
            contents: [
              { id: photoIds[0], content: 'http://api.test/media/album/b1.jpg', alt: null },
              { id: photoIds[1], content: 'http://api.test/media/album/b2.jpg', alt: null },
            ],
          },
          user: { first_name: 'Bukti', last_name: 'Sari', username: 'buk', foto_profile: null },
        },
        {
          uuid: thread.uuid,
          total_like: 2,
          liker: ['buk', 'citra'],
          total_comment: 2,
          created_at: threadCreatedAt,
          thread: { slug: thread.slug, text: 'Siapa nonton semalam?', post_id: thread.post_id },
          user: { first_name: 'Aldi', last_name: 'Reka', username: 'aldi', foto_profile: null },
        },
      ],
    });
  });

  it('leaves out archived albums (also for their owner) and albums without photos', async () => {
    const archived = await insertAlbum(server, 'aldi', { archivedAt: server.clock.now.toISOString() });
    const empty = await insertAlbum(server, 'aldi', { photos: [] });
    const visible = await insertAlbum(server, 'aldi');
    const uuids = (await feed(aldi.token)).map((item) => item.uuid);
    expect(uuids).toContain(visible.uuid);
    expect(uuids).not.toContain(archived.uuid);
    expect(uuids).not.toContain(empty.uuid);
  });
});

describe('GET /post/expand', () => {
  it('pages through every visible post once, newest first, skipping hidden ones', async () => {
    const own = await startServer();
    try {
      const writer = await own.verifiedUser({ username: 'writer' });
      const created: number[] = [];
      for (let i = 0; i < 23; i += 1) {
        if (i % 5 === 0) await insertAlbum(own, 'writer', { photos: [] });
        if (i % 7 === 0) await insertAlbum(own, 'writer', { archivedAt: own.clock.now.toISOString() });
        created.push((await postThread(own, writer.token, `Thread ${i}`)).post_id);
      }
      const pages: number[][] = [];
      let cursor: number | undefined;
      for (;;) {
        const path = cursor === undefined ? '/post' : `/post/expand?post_filter=${cursor}`;
        const response = await own.request<PostsResponse>('GET', path, { token: writer.token });
        const ids = response.body.posts.map(postIdOf);
        if (ids.length === 0) break;
        pages.push(ids);
        cursor = ids.at(-1);
      }
      expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
      expect(pages.flat()).toEqual([...created].reverse());
    } finally {
      await own.close();
    }
  });

  it('answers the posts below the cursor only', async () => {
    const first = await postThread(server, aldi.token, 'pertama');
    const second = await postThread(server, aldi.token, 'kedua');
    const items = await feed(aldi.token, second.post_id);
    expect(items[0].uuid).toBe(first.uuid);
    expect(items.every((item) => postIdOf(item) < second.post_id)).toBe(true);
    expect(await feed(aldi.token, 0)).toEqual([]);
    expect(await feed(aldi.token, '2147483647')).toEqual(await feed(aldi.token));
  });

  it.each([
    ['', 'Post filter harus diisi'],
    ['abc', 'Post filter harus berupa angka'],
    ['1.5', 'Post filter harus berupa bilangan bulat'],
    ['-1', 'Post filter minimal 0'],
    ['99999999999', 'Post filter terlalu besar'],
  ])('refuses post_filter=%j', async (value, message) => {
    const response = await server.request('GET', `/post/expand?post_filter=${value}`, { token: aldi.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ validation_errors: { post_filter: [message] } });
  });

  it('requires post_filter', async () => {
    const response = await server.request('GET', '/post/expand', { token: aldi.token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ validation_errors: { post_filter: ['Post filter harus diisi'] } });
  });
});

describe('GET /post/{uuid}', () => {
  it('answers an active album without author or likers, and whether the requester liked it', async () => {
    const album = await insertAlbum(server, 'buk', { caption: 'Detail', photos: ['album/d.jpg'] });
    const path = `/post/${album.uuid}`;
    const before = await server.request<SinglePostResponse>('GET', path, { token: aldi.token });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      status: true,
      message: 'Post successfully fetched',
      like: 'Unliked',
      single_post: {
        uuid: album.uuid,
        total_like: 0,
        total_comment: 0,
        created_at: server.clock.now.toISOString(),
        album: {
          slug: album.slug,
          caption: 'Detail',
          post_id: album.post_id,
          contents: [{ id: expect.any(Number), content: 'http://api.test/media/album/d.jpg', alt: null }],
        },
      },
    });

    await server.request('PUT', `/like/${album.uuid}`, { token: aldi.token });
    const after = await server.request<SinglePostResponse>('GET', path, { token: aldi.token });
    expect(after.body).toMatchObject({ like: 'Liked', single_post: { total_like: 1 } });
    const other = await server.request<SinglePostResponse>('GET', path, { token: citra.token });
    expect(other.body.like).toBe('Unliked');
  });

  it('carries a thread instead of an album', async () => {
    const thread = await postThread(server, citra.token, 'Teks saja');
    const response = await server.request<SinglePostResponse>('GET', `/post/${thread.uuid}`, { token: aldi.token });
    expect(response.body.single_post).toEqual({
      uuid: thread.uuid,
      total_like: 0,
      total_comment: 0,
      created_at: server.clock.now.toISOString(),
      thread: { slug: thread.slug, text: 'Teks saja', post_id: thread.post_id },
    });
  });

  it('answers 404 for an unknown uuid, an archived album (even to its owner) or an album without photos', async () => {
    const archived = await insertAlbum(server, 'aldi', { archivedAt: server.clock.now.toISOString() });
    const empty = await insertAlbum(server, 'aldi', { photos: [] });
    for (const uuid of ['doesNotExist1234567', archived.uuid, empty.uuid]) {
      const response = await server.request('GET', `/post/${uuid}`, { token: aldi.token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    }
  });
});

describe('GET /post/archived/{uuid}', () => {
  it('answers the owner with archived_at', async () => {
    const album = await insertAlbum(server, 'aldi', { caption: 'Lama', photos: ['album/old.jpg'] });
    const createdAt = server.clock.now.toISOString();
    server.clock.advance(MINUTE_MS);
    await archive(server, album);
    const response = await server.request<SinglePostResponse>('GET', `/post/archived/${album.uuid}`, {
      token: aldi.token,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Archived post successfully fetched',
      like: 'Unliked',
      single_post: {
        uuid: album.uuid,
        total_like: 0,
        total_comment: 0,
        created_at: createdAt,
        archived_at: server.clock.now.toISOString(),
        album: {
          slug: album.slug,
          caption: 'Lama',
          post_id: album.post_id,
          contents: [{ id: expect.any(Number), content: 'http://api.test/media/album/old.jpg', alt: null }],
        },
      },
    });
  });

  it('refuses anyone but the owner with 403', async () => {
    const album = await insertAlbum(server, 'aldi', { archivedAt: server.clock.now.toISOString() });
    const response = await server.request('GET', `/post/archived/${album.uuid}`, { token: buk.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: false, message: 'Forbidden action' });
  });

  it('answers 404 for an unknown or active post', async () => {
    const active = await insertAlbum(server, 'aldi');
    for (const uuid of ['doesNotExist1234567', active.uuid]) {
      const response = await server.request('GET', `/post/archived/${uuid}`, { token: aldi.token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    }
  });
});
