// One user's albums, archived albums and threads (contract §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostsResponse } from '../../contract/wire.ts';
import { insertAlbum, postThread } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const NOT_FOUND = { status: false, message: 'Not found' };
const MINUTE_MS = 60_000;

let server: TestServer;
let aldi: RegisteredUser;
let buk: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  aldi = await server.verifiedUser({ username: 'aldi', first_name: 'Aldi' });
  buk = await server.verifiedUser({ username: 'buk', first_name: 'Bukti' });
});
afterAll(() => server.close());

const at = (minutesFromNow: number) => new Date(server.clock.now.getTime() + minutesFromNow * MINUTE_MS).toISOString();

describe('GET /user/albums/{username}', () => {
  it("answers the user's active albums with photos, newest first, without author or likers", async () => {
    const older = await insertAlbum(server, 'aldi', { caption: 'Lama', photos: ['album/1.jpg'] });
    const olderAt = server.clock.now.toISOString();
    server.clock.advance(MINUTE_MS);
    const newer = await insertAlbum(server, 'aldi', { caption: 'Baru', photos: ['album/2.jpg', 'album/3.jpg'] });
    await insertAlbum(server, 'aldi', { photos: [] });
    await insertAlbum(server, 'aldi', { archivedAt: server.clock.now.toISOString() });
    await insertAlbum(server, 'buk');
    await postThread(server, aldi.token);
    await server.request('PUT', `/like/${older.uuid}`, { token: buk.token });
    await server.request('POST', '/comment', { token: buk.token, body: { comment: 'Wah', post_id: older.post_id } });

    const response = await server.request<PostsResponse>('GET', '/user/albums/ALDI', { token: buk.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Albums of Aldi fetched',
      posts: [
        {
          uuid: newer.uuid,
          total_like: 0,
          total_comment: 0,
          created_at: server.clock.now.toISOString(),
          album: {
            slug: newer.slug,
            caption: 'Baru',
            post_id: newer.post_id,
            contents: [
              { id: expect.any(Number), content: 'http://api.test/media/album/2.jpg', alt: null },
              { id: expect.any(Number), content: 'http://api.test/media/album/3.jpg', alt: null },
            ],
          },
        },
        {
          uuid: older.uuid,
          total_like: 1,
          total_comment: 1,
          created_at: olderAt,
          album: {
            slug: older.slug,
            caption: 'Lama',
            post_id: older.post_id,
            contents: [{ id: expect.any(Number), content: 'http://api.test/media/album/1.jpg', alt: null }],
          },
        },
      ],
    });
  });

  it('answers 404 for an unknown username', async () => {
    const response = await server.request('GET', '/user/albums/nobody', { token: aldi.token });
    expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
  });
});

describe('GET /user/albums/archived/{username}', () => {
  it('answers the own archived albums, most recently archived first, with archived_at', async () => {
    const owner = await server.verifiedUser({ username: 'pengarsip', first_name: 'Pengarsip' });
    const archivedLater = await insertAlbum(server, 'pengarsip', { archivedAt: at(30), photos: ['album/a.jpg'] });
    const archivedEarlier = await insertAlbum(server, 'pengarsip', { archivedAt: at(10) });
    await insertAlbum(server, 'pengarsip', { archivedAt: at(20), photos: [] });
    await insertAlbum(server, 'pengarsip');

    const response = await server.request<PostsResponse>('GET', '/user/albums/archived/pengarsip', { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Archived albums of Pengarsip fetched');
    expect(response.body.posts.map((post) => post.uuid)).toEqual([archivedLater.uuid, archivedEarlier.uuid]);
    expect(response.body.posts[0]).toEqual({
      uuid: archivedLater.uuid,
      total_like: 0,
      total_comment: 0,
      created_at: server.clock.now.toISOString(),
      archived_at: at(30),
      album: {
        slug: archivedLater.slug,
        caption: 'Konser semalam',
        post_id: archivedLater.post_id,
        contents: [{ id: expect.any(Number), content: 'http://api.test/media/album/a.jpg', alt: null }],
      },
    });
  });

  it.each(['buk', 'nobody'])('refuses %s with 422', async (username) => {
    const response = await server.request('GET', `/user/albums/archived/${username}`, { token: aldi.token });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ status: false, message: 'You cant access that album user' });
  });
});

describe('GET /user/threads/{username}', () => {
  it("answers the user's threads, newest first, with likers", async () => {
    const writer = await server.verifiedUser({ username: 'penulis', first_name: 'Penulis' });
    const older = await postThread(server, writer.token, 'Satu');
    const olderAt = server.clock.now.toISOString();
    server.clock.advance(MINUTE_MS);
    const newer = await postThread(server, writer.token, 'Dua');
    await insertAlbum(server, 'penulis');
    await server.request('PUT', `/like/${older.uuid}`, { token: buk.token });

    const response = await server.request<PostsResponse>('GET', '/user/threads/penulis', { token: aldi.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Threads of Penulis fetched',
      posts: [
        {
          uuid: newer.uuid,
          total_like: 0,
          liker: [],
          total_comment: 0,
          created_at: server.clock.now.toISOString(),
          thread: { slug: newer.slug, text: 'Dua', post_id: newer.post_id },
        },
        {
          uuid: older.uuid,
          total_like: 1,
          liker: ['buk'],
          total_comment: 0,
          created_at: olderAt,
          thread: { slug: older.slug, text: 'Satu', post_id: older.post_id },
        },
      ],
    });
  });

  it('answers 404 for an unknown username', async () => {
    const response = await server.request('GET', '/user/threads/nobody', { token: aldi.token });
    expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
  });
});
