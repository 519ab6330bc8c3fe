import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalUserResponse, PostsResponse } from '../../contract/wire.ts';
import { seedDemoCommunity } from '../../server/seed/demo.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('demo community', () => {
  it('seeds verified users into an empty database, once', async () => {
    const logins = await seedDemoCommunity(server.app);
    expect(logins.length).toBeGreaterThanOrEqual(3);

    for (const login of logins) {
      const response = await server.request('POST', '/login', {
        body: { user_mail: login.username, password: login.password },
      });
      expect(response.body).toMatchObject({ status: true, verified: true });
    }
    expect(await seedDemoCommunity(server.app)).toEqual([]);
  });

  it('gives the demo users threads with likes, comments and notifications', async () => {
    const token = await server.login('aldi', 'fanbase123');
    const feed = await server.request<PostsResponse>('GET', '/post', { token });
    expect(feed.body.posts.length).toBeGreaterThanOrEqual(3);
    expect(feed.body.posts.some((post) => post.total_like > 0 && post.total_comment > 0)).toBe(true);

    const me = await server.request<PersonalUserResponse>('GET', '/personal-user', { token });
    expect(JSON.parse(me.body.data.notification_list ?? '[]')).toContainEqual(
      expect.objectContaining({ sender_username: 'buk', message: 'mengomentari thread anda' }),
    );
  });

  it('gives them albums of generated photos, one of them archived, in time order with the threads', async () => {
    const token = await server.login('aldi', 'fanbase123');
    const feed = await server.request<PostsResponse>('GET', '/post', { token });
    const times = feed.body.posts.map((post) => post.created_at);
    expect(times).toEqual(times.toSorted().reverse());
    const albums = feed.body.posts.flatMap((post) => (post.album ? [{ ...post, album: post.album }] : []));
    expect(albums.length).toBeGreaterThanOrEqual(3);
    expect(albums.some((post) => post.album.contents.length > 1 && post.total_like > 0 && post.total_comment > 0)).toBe(
      true,
    );

    const cover = await fetch(albums[0].album.contents[0].content.replace(server.config.apiUrl!, server.url));
    expect(cover.status).toBe(200);
    const metadata = await sharp(Buffer.from(await cover.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });

    const archived = await server.request<PostsResponse>('GET', '/user/albums/archived/aldi', { token });
    expect(archived.body.posts).toHaveLength(1);
    expect(await server.app.db.selectFrom('temp_uploads').selectAll().execute()).toEqual([]);
  });
});
