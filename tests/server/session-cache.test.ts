// A session is looked up once per SESSION_CACHE_MS, and what ends a session or changes its
// member is seen at once by the process that did it (decision 143), while a like, a comment, a
// reply or a new thread, which change neither, keep it. Across processes:
// session-cache-cluster.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalUserResponse } from '../../contract/wire.ts';
import { postThread } from '../helpers/post-fixtures.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

const CACHE_MS = 30_000;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ sessionCacheMs: CACHE_MS });
});
afterAll(() => server.close());

async function firstName(token: string): Promise<string> {
  const response = await server.request<PersonalUserResponse>('GET', '/personal-user', { token });
  expect(response.status).toBe(200);
  return response.body.data.first_name;
}

describe('the session cache', () => {
  it('reads a session from the database once per maximum age', async () => {
    const member = await server.verifiedUser({ first_name: 'Lama' });
    await liveEventsRead();
    expect(await firstName(member.token)).toBe('Lama');
    // Written behind the server's back, as no route does: only a new lookup can see it.
    await server.app.db.updateTable('users').set({ first_name: 'Baru' }).where('email', '=', member.input.email).execute();
    expect(await firstName(member.token)).toBe('Lama');
    server.clock.advance(CACHE_MS);
    expect(await firstName(member.token)).toBe('Baru');
  });

  it('refuses a token at once after logout', async () => {
    const member = await server.verifiedUser();
    expect((await server.request('GET', '/personal-user', { token: member.token })).status).toBe(200);
    expect((await server.request('POST', '/logout', { token: member.token, body: {} })).status).toBe(200);
    expect((await server.request('GET', '/personal-user', { token: member.token })).status).toBe(401);
  });

  it('shows the member their own change at once', async () => {
    const member = await server.verifiedUser({ first_name: 'Sebelum' });
    expect(await firstName(member.token)).toBe('Sebelum');
    const edited = await server.request('PUT', '/profile', {
      token: member.token,
      body: {
        first_name: 'Sesudah',
        last_name: member.input.last_name,
        username: member.input.username,
        address: member.input.address,
      },
    });
    expect(edited.status).toBe(200);
    expect(await firstName(member.token)).toBe('Sesudah');
  });

  it("keeps the writer's session through a like, a comment, a reply and a new thread, which change nothing of it", async () => {
    const author = await server.verifiedUser();
    const post = await postThread(server, author.token);
    const member = await server.verifiedUser({ first_name: 'Tetap' });
    await liveEventsRead();
    expect(await firstName(member.token)).toBe('Tetap');
    // Written behind the server's back: a write that dropped the kept session would show it.
    await server.app.db.updateTable('users').set({ first_name: 'Terlihat' }).where('email', '=', member.input.email).execute();
    const comment = await server.request<{ data: { comment_id: number } }>('POST', '/comment', {
      token: member.token,
      body: { comment: 'Mantap', post_id: post.post_id },
    });
    expect(comment.status).toBe(201);
    const writes = [
      await server.request('PUT', `/like/${post.uuid}`, { token: member.token }),
      await server.request('POST', '/sub-comment', { token: member.token, body: { sub_comment: 'Setuju', comment_id: comment.body.data.comment_id } }),
      await server.request('POST', '/thread', { token: member.token, body: { text: 'Utas baru' } }),
    ];
    expect(writes.map((write) => write.status)).toEqual([200, 201, 201]);
    expect(await firstName(member.token)).toBe('Tetap');
    // Any other write may change the writer: their session is read again.
    expect((await server.request('PUT', '/notification/readed/clear', { token: member.token })).status).toBe(200);
    expect(await firstName(member.token)).toBe('Terlihat');
  });

  it('drops sessions revoked by another request once the live events say so (as a suspension revokes them)', async () => {
    const member = await server.verifiedUser();
    expect((await server.request('GET', '/personal-user', { token: member.token })).status).toBe(200);
    await server.app.db.deleteFrom('access_tokens').where('user_id', '=', await memberId(member.input.email)).execute();
    await expect
      .poll(async () => (await server.request('GET', '/personal-user', { token: member.token })).status, { timeout: 10_000 })
      .toBe(401);
  });
});

/** Once the process has read every event so far (the verification's member_changed among them). */
async function liveEventsRead(): Promise<void> {
  const latest = await server.app.db.selectFrom('live_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
  await expect.poll(() => server.app.live.hub.position(), { timeout: 10_000 }).toBeGreaterThanOrEqual(Number(latest.id));
}

async function memberId(email: string): Promise<number> {
  const row = await server.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}
