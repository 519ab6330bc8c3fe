// Albums made through the API in every list and count (contract §1 "Visibility", §6, §7): an
// archived album exists only for its owner, and only on the archive endpoints and its likes
// and comments lists; restoring brings it back everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostsResponse, ProfileResponse, SinglePostResponse } from '../../contract/wire.ts';
import { postAlbum, type CreatedAlbum } from '../helpers/album-uploads.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let aldi: RegisteredUser;
let buk: RegisteredUser;
let album: CreatedAlbum;
let otherAlbum: CreatedAlbum;

beforeAll(async () => {
  server = await startServer();
  aldi = await server.verifiedUser({ username: 'aldi', first_name: 'Aldi' });
  buk = await server.verifiedUser({ username: 'buk' });
  otherAlbum = await postAlbum(server, aldi.token, { caption: 'Tetap tampil' });
  album = await postAlbum(server, aldi.token, { caption: 'Disimpan', photos: 2 });
  await server.request('PUT', `/like/${album.uuid}`, { token: buk.token });
  await server.request('POST', '/comment', { token: buk.token, body: { comment: 'Mantap', post_id: album.post_id } });
});
afterAll(() => server.close());

const get = <T = Record<string, unknown>>(endpoint: string, user: RegisteredUser) =>
  server.request<T>('GET', endpoint, { token: user.token });

async function feedUuids(user: RegisteredUser): Promise<string[]> {
  const feed = await get<PostsResponse>('/post', user);
  const expand = await get<PostsResponse>(`/post/expand?post_filter=${album.post_id + 1}`, user);
  expect(expand.body.posts.map((post) => post.uuid)).toEqual(feed.body.posts.map((post) => post.uuid));
  return feed.body.posts.map((post) => post.uuid);
}

async function profileAlbumUuids(user: RegisteredUser): Promise<string[]> {
  return (await get<PostsResponse>('/user/albums/aldi', user)).body.posts.map((post) => post.uuid);
}

async function totalAlbums(user: RegisteredUser): Promise<number> {
  return (await get<ProfileResponse>('/user/profile/aldi', user)).body.total_albums;
}

describe('an active album made through the API', () => {
  it('shows in the feed with its author, likers, counts and photos', async () => {
    const feed = await get<PostsResponse>('/post', buk);
    expect(feed.body.posts[0]).toEqual({
      uuid: album.uuid,
      total_like: 1,
      liker: ['buk'],
      total_comment: 1,
      created_at: album.created_at,
      album: { slug: album.slug, caption: 'Disimpan', post_id: album.post_id, contents: album.contents },
      user: { first_name: 'Aldi', last_name: 'Fanbase', username: 'aldi', foto_profile: null },
    });
  });

  it('shows on the profile, in its count and as a single post', async () => {
    expect(await profileAlbumUuids(buk)).toEqual([album.uuid, otherAlbum.uuid]);
    expect(await totalAlbums(buk)).toBe(2);
    const single = await get<SinglePostResponse>(`/post/${album.uuid}`, buk);
    expect(single.body).toMatchObject({ like: 'Liked', single_post: { uuid: album.uuid, total_comment: 1 } });
  });
});

describe('once archived', () => {
  beforeAll(async () => {
    await server.request('DELETE', `/album/${album.uuid}`, { token: aldi.token });
  });

  it.each([
    ['the owner', () => aldi],
    ['others', () => buk],
  ])('leaves the feed, the profile list, the count and the single post for %s', async (_who, user) => {
    expect(await feedUuids(user())).toEqual([otherAlbum.uuid]);
    expect(await profileAlbumUuids(user())).toEqual([otherAlbum.uuid]);
    expect(await totalAlbums(user())).toBe(1);
    expect((await get(`/post/${album.uuid}`, user())).status).toBe(404);
  });

  it("is listed among the owner's archived albums and opens as an archived post", async () => {
    const archived = await get<PostsResponse>('/user/albums/archived/aldi', aldi);
    expect(archived.body.posts).toEqual([
      {
        uuid: album.uuid,
        total_like: 1,
        total_comment: 1,
        created_at: album.created_at,
        archived_at: server.clock.now.toISOString(),
        album: { slug: album.slug, caption: 'Disimpan', post_id: album.post_id, contents: album.contents },
      },
    ]);
    const single = await get<SinglePostResponse>(`/post/archived/${album.uuid}`, aldi);
    expect(single.status).toBe(200);
    expect(single.body.single_post.archived_at).toBe(server.clock.now.toISOString());
    expect((await get(`/post/archived/${album.uuid}`, buk)).status).toBe(403);
  });

  it('keeps its likes and comments lists for the owner only', async () => {
    expect((await get(`/post/likes/${album.post_id}`, aldi)).body).toMatchObject({ total_like: 1 });
    expect((await get(`/post/comments/${album.post_id}`, aldi)).status).toBe(200);
    expect((await get(`/post/likes/${album.post_id}`, buk)).status).toBe(404);
    expect((await get(`/post/comments/${album.post_id}`, buk)).status).toBe(404);
  });

  it('takes no likes or comments', async () => {
    expect((await server.request('PUT', `/like/${album.uuid}`, { token: buk.token })).status).toBe(404);
    const comment = await server.request('POST', '/comment', {
      token: buk.token,
      body: { comment: 'Halo?', post_id: album.post_id },
    });
    expect(comment.status).toBe(404);
  });

  it('comes back everywhere when restored', async () => {
    await server.request('POST', `/album/${album.uuid}/restore`, { token: aldi.token });
    expect(await feedUuids(buk)).toEqual([album.uuid, otherAlbum.uuid]);
    expect(await profileAlbumUuids(buk)).toEqual([album.uuid, otherAlbum.uuid]);
    expect(await totalAlbums(buk)).toBe(2);
    expect((await get(`/post/${album.uuid}`, buk)).status).toBe(200);
    expect((await get<PostsResponse>('/user/albums/archived/aldi', aldi)).body.posts).toEqual([]);
  });
});
