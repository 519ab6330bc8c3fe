// Feed items are kept between requests (server/services/feed-cache.ts) until their post's
// version moves: every change to what a page shows must be in the very next answer, and a
// write must move the versions of the posts it shows on and no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostItem, PostsResponse } from '../../contract/wire.ts';
import { insertAlbum, postThread, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let author: RegisteredUser;
let reader: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  author = await server.verifiedUser({ first_name: 'Dewi', last_name: 'Sartika', username: 'dewi' });
  reader = await server.verifiedUser({ first_name: 'Eka', last_name: 'Putra', username: 'eka' });
});
afterAll(() => server.close());

async function feed(path = '/post'): Promise<PostItem[]> {
  const response = await server.request<PostsResponse>('GET', path, { token: reader.token });
  expect(response.status).toBe(200);
  return response.body.posts;
}

async function itemOf(post: PostRef, path?: string): Promise<PostItem | undefined> {
  return (await feed(path)).find((item) => item.uuid === post.uuid);
}

async function postVersions(): Promise<Map<number, string>> {
  const rows = await server.app.db.selectFrom('posts').select(['id', 'version']).execute();
  return new Map(rows.map((row) => [row.id, String(row.version)]));
}

/** The posts whose version moved between two readings. */
function moved(before: Map<number, string>, after: Map<number, string>): number[] {
  return [...after].filter(([id, version]) => before.get(id) !== version).map(([id]) => id);
}

describe('a kept feed page', () => {
  it('shows a new thread, its edit and its deletion at once', async () => {
    await feed();
    const thread = await postThread(server, author.token, 'Pertama');
    expect((await itemOf(thread))?.thread?.text).toBe('Pertama');

    await server.request('PUT', `/thread/${thread.slug}`, { token: author.token, body: { text: 'Diubah' } });
    expect((await itemOf(thread))?.thread?.text).toBe('Diubah');

    await server.request('POST', `/thread/${thread.uuid}/force-delete`, { token: author.token });
    expect(await itemOf(thread)).toBeUndefined();
  });

  it('shows likes, comments and replies as they come and go', async () => {
    const thread = await postThread(server, author.token, 'Ramai');
    await feed();

    await server.request('PUT', `/like/${thread.uuid}`, { token: reader.token });
    expect(await itemOf(thread)).toMatchObject({ total_like: 1, liker: ['eka'] });
    await server.request('PUT', `/like/${thread.uuid}`, { token: reader.token });
    expect(await itemOf(thread)).toMatchObject({ total_like: 0, liker: [] });

    const comment = await server.request<{ data: { comment_id: number } }>('POST', '/comment', {
      token: reader.token,
      body: { comment: 'Setuju', post_id: thread.post_id },
    });
    expect((await itemOf(thread))?.total_comment).toBe(1);
    const reply = await server.request<{ data: { sub_comment_id: number } }>('POST', '/sub-comment', {
      token: author.token,
      body: { sub_comment: 'Terima kasih', comment_id: comment.body.data.comment_id },
    });
    expect((await itemOf(thread))?.total_comment).toBe(2);

    await server.request('DELETE', `/sub-comment/${reply.body.data.sub_comment_id}`, { token: author.token });
    expect((await itemOf(thread))?.total_comment).toBe(1);
    await server.request('DELETE', `/comment/${comment.body.data.comment_id}`, { token: reader.token });
    expect((await itemOf(thread))?.total_comment).toBe(0);
  });

  it('shows an album caption edit, a photo deletion, archiving and restoring', async () => {
    const album = await insertAlbum(server, 'dewi', { caption: 'Panggung', photos: ['album/p1.jpg', 'album/p2.jpg'] });
    expect((await itemOf(album))?.album?.contents).toHaveLength(2);

    await server.request('PUT', `/album/${album.slug}`, { token: author.token, body: { caption: 'Panggung utama' } });
    const edited = await itemOf(album);
    expect(edited?.album?.caption).toBe('Panggung utama');

    await server.request('DELETE', `/album-content/${edited!.album!.contents[1].id}`, { token: author.token });
    expect((await itemOf(album))?.album?.contents).toHaveLength(1);

    await server.request('DELETE', `/album/${album.uuid}`, { token: author.token });
    expect(await itemOf(album)).toBeUndefined();
    await server.request('POST', `/album/${album.uuid}/restore`, { token: author.token });
    expect(await itemOf(album)).toBeDefined();
  });

  it("shows the author's new name on every page, the first and later ones", async () => {
    const older = await postThread(server, author.token, 'Lama');
    for (let index = 0; index < 10; index++) await postThread(server, reader.token, `Pengisi ${index}`);
    const deepPath = `/post/expand?post_filter=${older.post_id + 1}`;
    expect((await itemOf(older, deepPath))?.user?.first_name).toBe('Dewi');

    const profile = { first_name: 'Dewinta', last_name: 'Sartika', username: 'dewinta', bio: null, phone_number: null };
    expect((await server.request('PUT', '/profile', { token: author.token, body: profile })).status).toBe(200);
    expect((await itemOf(older, deepPath))?.user).toMatchObject({ first_name: 'Dewinta', username: 'dewinta' });
  });

  it('follows writes made outside this process, straight into the database', async () => {
    const thread = await postThread(server, author.token, 'Dari sini');
    await feed();
    await server.app.db.updateTable('threads').set({ text: 'Dari proses lain' }).where('post_id', '=', thread.post_id).execute();
    expect((await itemOf(thread))?.thread?.text).toBe('Dari proses lain');
  });
});

describe('post versions', () => {
  it('stay put for writes a feed item does not show', async () => {
    await postThread(server, author.token, 'Tetap');
    const before = await postVersions();
    await server.request('PUT', '/notification/readed', { token: author.token });
    await server.request('GET', '/emergency-mail/limit', { token: reader.token });
    await server.app.db.updateTable('users').set({ bio: 'Tidak tampil di feed' }).where('username', '=', 'eka').execute();
    expect(moved(before, await postVersions())).toEqual([]);
  });

  it('move for a like on that post only, so the other kept items stay', async () => {
    const liked = await postThread(server, author.token, 'Disukai');
    const other = await postThread(server, author.token, 'Tetangga');
    const before = await postVersions();
    await server.request('PUT', `/like/${liked.uuid}`, { token: reader.token });
    expect(moved(before, await postVersions())).toEqual([liked.post_id]);
    expect(before.has(other.post_id)).toBe(true);
  });

  it("move for the posts a member liked when the member's username changes", async () => {
    const liker = await server.verifiedUser({ username: 'penyuka' });
    const liked = await postThread(server, author.token, 'Dilihat penyuka');
    await server.request('PUT', `/like/${liked.uuid}`, { token: liker.token });
    expect(await itemOf(liked)).toMatchObject({ liker: ['penyuka'] });

    const before = await postVersions();
    const profile = { first_name: 'Tester', last_name: 'Fanbase', username: 'penyuka2', bio: null, phone_number: null };
    expect((await server.request('PUT', '/profile', { token: liker.token, body: profile })).status).toBe(200);
    expect(moved(before, await postVersions())).toEqual([liked.post_id]);
    expect(await itemOf(liked)).toMatchObject({ liker: ['penyuka2'] });
  });
});
