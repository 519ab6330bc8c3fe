// Auth levels of the posts, comments, likes, notifications and people endpoints (contract §1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const VERIFIED_ONLY = [
  ['GET', '/post'],
  ['GET', '/post/expand?post_filter=10'],
  ['GET', '/post/someUuid1234567890'],
  ['GET', '/post/archived/someUuid1234567890'],
  ['GET', '/post/comments/1'],
  ['GET', '/post/likes/1'],
  ['GET', '/user/albums/someone'],
  ['GET', '/user/albums/archived/someone'],
  ['GET', '/user/threads/someone'],
  ['POST', '/thread'],
  ['PUT', '/thread/someSlug1234567890'],
  ['POST', '/thread/someUuid1234567890/force-delete'],
  ['PUT', '/like/someUuid1234567890'],
  ['POST', '/comment'],
  ['POST', '/sub-comment'],
  ['DELETE', '/comment/1'],
  ['DELETE', '/sub-comment/1'],
  ['PUT', '/notification/readed'],
  ['PUT', '/notification/readed/clear'],
  ['GET', '/find-user?user_keyword=a'],
  ['GET', '/login-user'],
] as const;

const bodyFor = (method: string) => (method === 'POST' || method === 'PUT' ? {} : undefined);

describe('auth levels', () => {
  it.each(VERIFIED_ONLY)('%s %s answers 401 without a token', async (method, path) => {
    const response = await server.request(method, path, { body: bodyFor(method) });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });

  it.each(VERIFIED_ONLY)('%s %s refuses an unverified user', async (method, path) => {
    const user = await server.registerUser();
    const response = await server.request(method, path, { token: user.token, body: bodyFor(method) });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ status: false, message: 'Your email was not verified' });
  });
});
