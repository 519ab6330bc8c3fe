import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalUserResponse, PostsResponse } from '../../src/api/wire.ts';
import { seedDemoCommunity } from '../../server/seed/demo.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('demo community', () => {
  it('seeds verified users into an empty database, once', async () => {
    const logins = await seedDemoCommunity(server.app.db, server.config);
    expect(logins.length).toBeGreaterThanOrEqual(3);

    for (const login of logins) {
      const response = await server.request('POST', '/login', {
        body: { user_mail: login.username, password: login.password },
      });
      expect(response.body).toMatchObject({ status: true, verified: true });
    }
    expect(await seedDemoCommunity(server.app.db, server.config)).toEqual([]);
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
});
