// A member's blocks and mutes kept in the process (decision 177): read once and kept for the
// session cache's lifetime, dropped when the member or a member their relations name changes,
// and never kept from a read that a change overtook. Through the API, a block or mute shows at
// once in the process that made it, for both members, on pages each of them read just before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentsResponse, PersonalUserResponse, PostsResponse } from '../../contract/wire.ts';
import { viewerOf } from '../../server/services/member-visibility.ts';
import { createRelationsCache, membersHiddenAt, blockedUsernames } from '../../server/services/relations-cache.ts';
import { postThread, userIdOf, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const KEPT_MS = 30_000;
const DAY_MS = 86_400_000;

let server: TestServer;
let sequence = 0;

beforeAll(async () => {
  server = await startServer({ sessionCacheMs: KEPT_MS });
});
afterAll(() => server.close());

async function member(name: string): Promise<RegisteredUser> {
  sequence += 1;
  return server.verifiedUser({ username: `${name}${sequence}`, first_name: `Nama${name}${sequence}`, last_name: 'Uji' });
}

const idOf = (user: RegisteredUser) => userIdOf(server, user.input.username);
const viewerAt = async (user: RegisteredUser, at: Date) => viewerOf({ id: await idOf(user) }, at);

/** Writes a block behind the server's back: no live event says anything changed. */
async function blockRow(blocker: RegisteredUser, blocked: RegisteredUser): Promise<void> {
  await server.app.db
    .insertInto('blocks')
    .values({ blocker_id: await idOf(blocker), blocked_id: await idOf(blocked), created_at: server.clock.now.toISOString() })
    .execute();
}

describe('the relations cache', () => {
  it('keeps what it read until the member, or a member their relations name, changes', async () => {
    const [rina, budi, citra] = [await member('rina'), await member('budi'), await member('citra')];
    const cache = createRelationsCache(KEPT_MS);
    const now = server.clock.now;
    const rinaViewer = await viewerAt(rina, now);
    expect((await cache.of(server.app.db, rinaViewer, now.getTime())).blocked.size).toBe(0);

    await blockRow(rina, budi);
    expect((await cache.of(server.app.db, rinaViewer, now.getTime())).blocked.size).toBe(0);
    cache.dropMember(await idOf(budi));
    expect((await cache.of(server.app.db, rinaViewer, now.getTime())).blocked.size).toBe(0);
    cache.dropMember(rinaViewer.id);
    const kept = await cache.of(server.app.db, rinaViewer, now.getTime());
    expect(blockedUsernames(kept)).toEqual(new Set([budi.input.username]));

    // Budi is named in Rina's relations: a change of Budi's (a new username) drops them.
    await blockRow(rina, citra);
    cache.dropMember(await idOf(budi));
    expect(blockedUsernames(await cache.of(server.app.db, rinaViewer, now.getTime()))).toEqual(
      new Set([budi.input.username, citra.input.username]),
    );
  });

  it('reads again once the kept relations are older than the session cache keeps sessions', async () => {
    const [rina, budi] = [await member('rina'), await member('budi')];
    const cache = createRelationsCache(KEPT_MS);
    const now = server.clock.now.getTime();
    const rinaViewer = await viewerAt(rina, server.clock.now);
    await cache.of(server.app.db, rinaViewer, now);
    await blockRow(budi, rina);
    expect((await cache.of(server.app.db, rinaViewer, now + KEPT_MS - 1)).blocked.size).toBe(0);
    expect((await cache.of(server.app.db, rinaViewer, now + KEPT_MS)).blocked.get(await idOf(budi))).toBe(budi.input.username);
  });

  it('does not keep a read that a change overtook', async () => {
    const [rina, budi] = [await member('rina'), await member('budi')];
    const cache = createRelationsCache(KEPT_MS);
    const now = server.clock.now.getTime();
    const rinaViewer = await viewerAt(rina, server.clock.now);
    const budiId = await idOf(budi);
    const reading = cache.of(server.app.db, rinaViewer, now);
    cache.dropMember(budiId);
    await reading;
    await blockRow(rina, budi);
    expect((await cache.of(server.app.db, rinaViewer, now)).blocked.size).toBe(1);
  });

  it('keeps nothing when sessions are not kept', async () => {
    const [rina, budi] = [await member('rina'), await member('budi')];
    const cache = createRelationsCache(0);
    const rinaViewer = await viewerAt(rina, server.clock.now);
    await cache.of(server.app.db, rinaViewer, server.clock.now.getTime());
    await blockRow(rina, budi);
    expect((await cache.of(server.app.db, rinaViewer, server.clock.now.getTime())).blocked.size).toBe(1);
  });

  it('leaves a mute out once its end has passed, though it was read while it lasted', async () => {
    const [rina, budi] = [await member('rina'), await member('budi')];
    const mute = await server.request('POST', `/users/${budi.input.username}/mute`, { token: rina.token, body: { days: 1 } });
    expect(mute.status).toBe(200);
    const cache = createRelationsCache(KEPT_MS);
    const now = server.clock.now;
    const relations = await cache.of(server.app.db, await viewerAt(rina, now), now.getTime());
    const budiId = await idOf(budi);
    expect(membersHiddenAt(relations, new Date(now.getTime() + DAY_MS - 1).toISOString())).toEqual(new Set([budiId]));
    expect(membersHiddenAt(relations, new Date(now.getTime() + DAY_MS).toISOString())).toEqual(new Set());
  });
});

describe('blocks and mutes through the API, with relations kept', () => {
  async function commentTexts(viewer: RegisteredUser, post: PostRef): Promise<string[]> {
    const response = await server.request<CommentsResponse>('GET', `/post/comments/${post.post_id}`, { token: viewer.token });
    expect(response.status).toBe(200);
    return response.body.comments_list.map((entry) => entry.comment_text);
  }

  async function likersInFeed(viewer: RegisteredUser, post: PostRef): Promise<string[] | undefined> {
    const feed = await server.request<PostsResponse>('GET', '/post', { token: viewer.token });
    return feed.body.posts.find((item) => item.uuid === post.uuid)?.liker;
  }

  async function notificationSenders(viewer: RegisteredUser): Promise<string[]> {
    const response = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: viewer.token });
    const list = response.body.data.notification_list;
    return list === null ? [] : (JSON.parse(list) as { sender_username: string }[]).map((item) => item.sender_username);
  }

  it("hides the blocker from the blocked member at once, on pages the blocked member read just before, until lifted", async () => {
    const [rina, budi, citra] = [await member('rina'), await member('budi'), await member('citra')];
    const thread = await postThread(server, citra.token);
    expect((await server.request('POST', '/comment', { token: rina.token, body: { comment: 'Dari Rina', post_id: thread.post_id } })).status).toBe(201);
    expect((await server.request('PUT', `/like/${thread.uuid}`, { token: rina.token })).status).toBe(200);
    expect(await commentTexts(budi, thread)).toEqual(['Dari Rina']);
    expect(await likersInFeed(budi, thread)).toEqual([rina.input.username]);

    expect((await server.request('POST', `/users/${budi.input.username}/block`, { token: rina.token })).status).toBe(200);
    expect(await commentTexts(budi, thread)).toEqual([]);
    expect(await likersInFeed(budi, thread)).toEqual([]);

    expect((await server.request('DELETE', `/users/${budi.input.username}/block`, { token: rina.token })).status).toBe(200);
    expect(await commentTexts(budi, thread)).toEqual(['Dari Rina']);
    expect(await likersInFeed(budi, thread)).toEqual([rina.input.username]);
  });

  it("leaves a member out of the muter's notifications at once, read just before, until unmuted", async () => {
    const [rina, budi] = [await member('rina'), await member('budi')];
    const thread = await postThread(server, rina.token);
    expect((await server.request('PUT', `/like/${thread.uuid}`, { token: budi.token })).status).toBe(200);
    expect(await notificationSenders(rina)).toEqual([budi.input.username]);

    expect((await server.request('POST', `/users/${budi.input.username}/mute`, { token: rina.token, body: { days: null } })).status).toBe(200);
    expect(await notificationSenders(rina)).toEqual([]);
    expect((await server.request('DELETE', `/users/${budi.input.username}/mute`, { token: rina.token })).status).toBe(200);
    expect(await notificationSenders(rina)).toEqual([budi.input.username]);
  });

  it('keeps a block written behind the server’s back unseen until the member changes', async () => {
    const [rina, budi, citra] = [await member('rina'), await member('budi'), await member('citra')];
    const thread = await postThread(server, citra.token);
    expect((await server.request('POST', '/comment', { token: budi.token, body: { comment: 'Dari Budi', post_id: thread.post_id } })).status).toBe(201);
    expect(await commentTexts(rina, thread)).toEqual(['Dari Budi']);
    await blockRow(rina, budi);
    expect(await commentTexts(rina, thread)).toEqual(['Dari Budi']);
    // Rina's own write (her profile) drops what this process keeps of her before it answers.
    const edited = await server.request('PUT', '/profile', {
      token: rina.token,
      body: { first_name: 'Rina', last_name: 'Uji', username: rina.input.username, address: 'Jl. Merdeka 1, Bandung' },
    });
    expect(edited.status).toBe(200);
    expect(await commentTexts(rina, thread)).toEqual([]);
  });
});
