// Threads (contract §9): writing, the one-hour edit window and deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SinglePostResponse } from '../../contract/wire.ts';
import { insertAlbum, postThread } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const NOT_FOUND = { status: false, message: 'Not found' };
const FORBIDDEN = { status: false, message: 'Forbidden action' };
const TOO_LATE = { status: false, message: 'Cant update to late 1 hours' };
const HOUR_MS = 60 * 60 * 1000;
const PUBLIC_ID = /^[A-Za-z0-9]{16,}$/;

let server: TestServer;
let owner: RegisteredUser;
let other: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  owner = await server.verifiedUser({ username: 'penulis' });
  other = await server.verifiedUser({ username: 'tamu' });
});
afterAll(() => server.close());

async function threadText(uuid: string): Promise<string | undefined> {
  const response = await server.request<SinglePostResponse>('GET', `/post/${uuid}`, { token: owner.token });
  return response.body.single_post?.thread?.text;
}

describe('POST /thread', () => {
  it('creates a thread with a random slug and an increasing post_id', async () => {
    const first = await server.request('POST', '/thread', { token: owner.token, body: { text: '  Halo semua  ' } });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      status: true,
      message: 'New thread added',
      data: {
        slug: expect.stringMatching(PUBLIC_ID),
        text: 'Halo semua',
        post_id: expect.any(Number),
        created_at: server.clock.now.toISOString(),
      },
    });
    const second = await postThread(server, owner.token);
    const firstData = first.body.data as { post_id: number; slug: string };
    expect(second.post_id).toBeGreaterThan(firstData.post_id);
    expect(second.uuid).toMatch(PUBLIC_ID);
    expect(new Set([second.uuid, second.slug, firstData.slug]).size).toBe(3);
  });

  it.each([
    [{}, 'Thread harus diisi'],
    [{ text: '   ' }, 'Thread harus diisi'],
    [{ text: 42 }, 'Thread harus berupa teks'],
    [{ text: 'x'.repeat(5001) }, 'Thread maksimal 5000 karakter'],
  ])('refuses %j', async (body, message) => {
    const response = await server.request('POST', '/thread', { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ validation_errors: { text: [message] } });
  });

  it('accepts 5000 characters', async () => {
    const response = await server.request('POST', '/thread', { token: owner.token, body: { text: 'x'.repeat(5000) } });
    expect(response.status).toBe(201);
  });
});

describe('PUT /thread/{slug}', () => {
  it('updates the text within the hour', async () => {
    const thread = await postThread(server, owner.token, 'Awal');
    const response = await server.request('PUT', `/thread/${thread.slug}`, { token: owner.token, body: { text: 'Revisi' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Thread updated',
      data: { slug: thread.slug, text: 'Revisi', post_id: thread.post_id },
    });
    expect(await threadText(thread.uuid)).toBe('Revisi');
  });

  it('allows an edit exactly one hour after creation, not a millisecond later', async () => {
    const thread = await postThread(server, owner.token, 'Awal');
    server.clock.advance(HOUR_MS);
    const atBoundary = await server.request('PUT', `/thread/${thread.slug}`, { token: owner.token, body: { text: 'Tepat' } });
    expect(atBoundary.status).toBe(200);
    server.clock.advance(1);
    const late = await server.request('PUT', `/thread/${thread.slug}`, { token: owner.token, body: { text: 'Telat' } });
    expect(late.status).toBe(403);
    expect(late.body).toEqual(TOO_LATE);
    expect(await threadText(thread.uuid)).toBe('Tepat');
  });

  it('checks unknown, then owner, then the text, then the window', async () => {
    const thread = await postThread(server, owner.token, 'Awal');
    server.clock.advance(2 * HOUR_MS);
    const path = `/thread/${thread.slug}`;

    const unknown = await server.request('PUT', '/thread/noSuchSlug123456789', { token: owner.token, body: {} });
    expect([unknown.status, unknown.body]).toEqual([404, NOT_FOUND]);
    const notOwner = await server.request('PUT', path, { token: other.token, body: {} });
    expect([notOwner.status, notOwner.body]).toEqual([403, FORBIDDEN]);
    const invalid = await server.request('PUT', path, { token: owner.token, body: { text: '' } });
    expect([invalid.status, invalid.body]).toEqual([400, { validation_errors: { text: ['Thread harus diisi'] } }]);
    const late = await server.request('PUT', path, { token: owner.token, body: { text: 'Baru' } });
    expect([late.status, late.body]).toEqual([403, TOO_LATE]);
  });

  it('leaves the thread unchanged for someone else', async () => {
    const thread = await postThread(server, owner.token, 'Milikku');
    const response = await server.request('PUT', `/thread/${thread.slug}`, { token: other.token, body: { text: 'Bajakan' } });
    expect(response.status).toBe(403);
    expect(await threadText(thread.uuid)).toBe('Milikku');
  });

  it('answers 404 for an album slug', async () => {
    const album = await insertAlbum(server, 'penulis');
    const response = await server.request('PUT', `/thread/${album.slug}`, { token: owner.token, body: { text: 'x' } });
    expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
  });
});

describe('POST /thread/{uuid}/force-delete', () => {
  it('deletes the thread with its likes, comments and replies', async () => {
    const thread = await postThread(server, owner.token);
    await server.request('PUT', `/like/${thread.uuid}`, { token: other.token });
    const comment = await server.request<{ data: { comment_id: number } }>('POST', '/comment', {
      token: other.token,
      body: { comment: 'Setuju', post_id: thread.post_id },
    });
    await server.request('POST', '/sub-comment', {
      token: owner.token,
      body: { sub_comment: 'Terima kasih', comment_id: comment.body.data.comment_id },
    });

    const response = await server.request('POST', `/thread/${thread.uuid}/force-delete`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Thread permanently deleted' });

    const { db } = server.app;
    const remaining = await Promise.all([
      db.selectFrom('posts').select('id').where('id', '=', thread.post_id).execute(),
      db.selectFrom('threads').select('post_id').where('post_id', '=', thread.post_id).execute(),
      db.selectFrom('likes').select('id').where('post_id', '=', thread.post_id).execute(),
      db.selectFrom('comments').select('id').where('post_id', '=', thread.post_id).execute(),
      db.selectFrom('sub_comments').select('id').where('comment_id', '=', comment.body.data.comment_id).execute(),
    ]);
    expect(remaining.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);
    expect((await server.request('GET', `/post/${thread.uuid}`, { token: owner.token })).status).toBe(404);
  });

  it('refuses someone else and keeps the thread', async () => {
    const thread = await postThread(server, owner.token, 'Tetap ada');
    const response = await server.request('POST', `/thread/${thread.uuid}/force-delete`, { token: other.token });
    expect([response.status, response.body]).toEqual([403, FORBIDDEN]);
    expect(await threadText(thread.uuid)).toBe('Tetap ada');
  });

  it('answers 404 for an unknown uuid or an album, and keeps the album', async () => {
    const album = await insertAlbum(server, 'penulis');
    for (const uuid of ['noSuchUuid123456789', album.uuid]) {
      const response = await server.request('POST', `/thread/${uuid}/force-delete`, { token: owner.token });
      expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
    }
    expect((await server.request('GET', `/post/${album.uuid}`, { token: owner.token })).status).toBe(200);
  });
});
