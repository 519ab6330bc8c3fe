// Likes (contract §10) and the likers list (§7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LikeResponse } from '../../contract/wire.ts';
import { insertAlbum, postThread, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const NOT_FOUND = { status: false, message: 'Not found' };

let server: TestServer;
let owner: RegisteredUser;
let fan: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  owner = await server.verifiedUser({ username: 'pemilik', first_name: 'Pemilik' });
  fan = await server.verifiedUser({ username: 'fan', first_name: 'Penggemar' });
});
afterAll(() => server.close());

function toggle(post: PostRef, token: string) {
  return server.request<LikeResponse>('PUT', `/like/${post.uuid}`, { token });
}

async function storedLikes(post: PostRef): Promise<number> {
  const rows = await server.app.db.selectFrom('likes').select('id').where('post_id', '=', post.post_id).execute();
  return rows.length;
}

describe('PUT /like/{uuid}', () => {
  it('toggles between liked and unliked, answering the new total', async () => {
    const thread = await postThread(server, owner.token);
    const liked = await toggle(thread, fan.token);
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({ status: true, message: 'Liked or Unliked', like: 'Liked', total_like: 1 });
    const ownLike = await toggle(thread, owner.token);
    expect(ownLike.body).toMatchObject({ like: 'Liked', total_like: 2 });
    const unliked = await toggle(thread, fan.token);
    expect(unliked.body).toEqual({ status: true, message: 'Liked or Unliked', like: 'Unliked', total_like: 1 });
    expect((await toggle(thread, fan.token)).body).toMatchObject({ like: 'Liked', total_like: 2 });
    expect(await storedLikes(thread)).toBe(2);
  });

  it('answers 404 for an unknown uuid, an archived album (even for its owner) or an album without photos', async () => {
    const archived = await insertAlbum(server, 'pemilik', { archivedAt: server.clock.now.toISOString() });
    const empty = await insertAlbum(server, 'pemilik', { photos: [] });
    for (const uuid of ['noSuchUuid123456789', archived.uuid, empty.uuid]) {
      const response = await server.request('PUT', `/like/${uuid}`, { token: owner.token });
      expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
    }
    expect(await storedLikes(archived)).toBe(0);
  });

  it('counts every like when ten people like at once', async () => {
    const album = await insertAlbum(server, 'pemilik');
    const people: RegisteredUser[] = [];
    // One at a time: registration writes the outbox mail the helper reads back.
    for (let i = 0; i < 10; i += 1) people.push(await server.verifiedUser());
    const answers = await Promise.all(people.map((person) => toggle(album, person.token)));
    expect(answers.every((answer) => answer.status === 200 && answer.body.like === 'Liked')).toBe(true);
    expect(answers.map((answer) => answer.body.total_like).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await storedLikes(album)).toBe(10);

    const unlikes = await Promise.all(people.map((person) => toggle(album, person.token)));
    expect(unlikes.every((answer) => answer.body.like === 'Unliked')).toBe(true);
    expect(await storedLikes(album)).toBe(0);
  });

  it('never stores two likes of one person, whatever the race', async () => {
    const thread = await postThread(server, owner.token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => toggle(thread, fan.token)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const stored = await storedLikes(thread);
    expect(stored).toBeLessThanOrEqual(1);
    const next = await toggle(thread, fan.token);
    expect(next.body.total_like).toBe(1 - stored);
  });
});

describe('GET /post/likes/{post_id}', () => {
  it('lists the likers in the order they liked', async () => {
    const thread = await postThread(server, owner.token);
    await server.app.db.updateTable('users').set({ foto_profile: 'avatar/fan.jpg' }).where('username', '=', 'fan').execute();
    await toggle(thread, fan.token);
    await toggle(thread, owner.token);
    const response = await server.request('GET', `/post/likes/${thread.post_id}`, { token: fan.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'User like successfully fetched',
      total_like: 2,
      people_likes: [
        { username: 'fan', first_name: 'Penggemar', foto_profile: 'http://api.test/media/avatar/fan.jpg' },
        { username: 'pemilik', first_name: 'Pemilik', foto_profile: null },
      ],
    });
  });

  it('shows an archived album to its owner only', async () => {
    const album = await insertAlbum(server, 'pemilik');
    await toggle(album, fan.token);
    await server.app.db
      .updateTable('posts')
      .set({ archived_at: server.clock.now.toISOString() })
      .where('id', '=', album.post_id)
      .execute();
    const forOwner = await server.request('GET', `/post/likes/${album.post_id}`, { token: owner.token });
    expect(forOwner.body).toMatchObject({ status: true, total_like: 1 });
    const forFan = await server.request('GET', `/post/likes/${album.post_id}`, { token: fan.token });
    expect([forFan.status, forFan.body]).toEqual([404, NOT_FOUND]);
  });

  it.each(['999999', 'abc', '99999999999'])('answers 404 for post %s', async (postId) => {
    const response = await server.request('GET', `/post/likes/${postId}`, { token: fan.token });
    expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
  });
});
