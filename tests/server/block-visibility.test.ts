// What a block, a mute and a suspension hide (contract §16), at every place that shows
// members, their posts, comments, notifications and live events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENT } from '../../contract/live-events.ts';
import type {
  CommentsResponse,
  CreateCommentResponse,
  FindUserResponse,
  LoginUsersResponse,
  PersonalUserResponse,
  PostsResponse,
} from '../../contract/wire.ts';
import { openStream, type OpenStream, type StreamEvent } from '../helpers/event-stream.ts';
import { insertAlbum, postThread, userIdOf, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const NOT_FOUND = { status: false, message: 'Not found' };
const MINUTE_MS = 60_000;

let server: TestServer;
const streams: OpenStream[] = [];
let sequence = 0;

beforeAll(async () => {
  server = await startServer({ livePresenceBatchMs: 10 });
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await server.close();
});

/** A verified member with a name no other test's search finds. */
async function member(name: string): Promise<RegisteredUser> {
  sequence += 1;
  return server.verifiedUser({ username: `${name}${sequence}`, first_name: `Nama${name}${sequence}`, last_name: 'Uji' });
}

const username = (user: RegisteredUser) => user.input.username;
/** The post a post event names (PostgreSQL and SQLite space their JSON differently). */
const postOf = (event: StreamEvent) => (event.event === LIVE_EVENT.post ? (JSON.parse(event.data) as { post_id: number }).post_id : null);
const block = (by: RegisteredUser, of: RegisteredUser) => server.request('POST', `/users/${username(of)}/block`, { token: by.token });
const unblock = (by: RegisteredUser, of: RegisteredUser) =>
  server.request('DELETE', `/users/${username(of)}/block`, { token: by.token });
const mute = (by: RegisteredUser, of: RegisteredUser, days: number | null = null) =>
  server.request('POST', `/users/${username(of)}/mute`, { token: by.token, body: { days } });

async function feedUuids(viewer: RegisteredUser): Promise<string[]> {
  const response = await server.request<PostsResponse>('GET', '/post', { token: viewer.token });
  return response.body.posts.map((post) => post.uuid);
}

async function comment(by: RegisteredUser, post: PostRef, text: string): Promise<number> {
  const response = await server.request<CreateCommentResponse>('POST', '/comment', {
    token: by.token,
    body: { comment: text, post_id: post.post_id },
  });
  expect(response.status).toBe(201);
  return response.body.data.comment_id;
}

async function commentTexts(viewer: RegisteredUser, post: PostRef): Promise<string[]> {
  const response = await server.request<CommentsResponse>('GET', `/post/comments/${post.post_id}`, { token: viewer.token });
  expect(response.status).toBe(200);
  return response.body.comments_list.flatMap((entry) => [
    entry.comment_text,
    ...entry.sub_comments_list.map((reply) => reply.sub_comment_text),
  ]);
}

async function notifiedBy(viewer: RegisteredUser): Promise<{ senders: string[]; readed: number }> {
  const response = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: viewer.token });
  const list = response.body.data.notification_list;
  const items = list === null ? [] : (JSON.parse(list) as { sender_username: string }[]);
  return { senders: items.map((item) => item.sender_username), readed: response.body.data.readed_notif };
}

async function searchFinds(viewer: RegisteredUser, of: RegisteredUser): Promise<boolean> {
  const response = await server.request<FindUserResponse>('GET', `/find-user?user_keyword=${username(of)}&fetch_all=1`, {
    token: viewer.token,
  });
  return response.body.match_users.some((user) => user.username === username(of));
}

async function onlineFinds(viewer: RegisteredUser, of: RegisteredUser): Promise<boolean> {
  const response = await server.request<LoginUsersResponse>('GET', '/login-user', { token: viewer.token });
  return response.body.login_users.some((user) => user.username === username(of));
}

/** What `viewer` sees of `author` and their thread and album, place by place. */
async function sightings(viewer: RegisteredUser, author: RegisteredUser, thread: PostRef, album: PostRef) {
  const name = username(author);
  const [profile, threads, albums, single, likers, comments] = await Promise.all([
    server.request('GET', `/user/profile/${name}`, { token: viewer.token }),
    server.request<PostsResponse>('GET', `/user/threads/${name}`, { token: viewer.token }),
    server.request<PostsResponse>('GET', `/user/albums/${name}`, { token: viewer.token }),
    server.request('GET', `/post/${album.uuid}`, { token: viewer.token }),
    server.request('GET', `/post/likes/${thread.post_id}`, { token: viewer.token }),
    server.request('GET', `/post/comments/${thread.post_id}`, { token: viewer.token }),
  ]);
  const feed = await feedUuids(viewer);
  return {
    profile: profile.status,
    threads: threads.status === 200 ? threads.body.posts.length : threads.status,
    albums: albums.status === 200 ? albums.body.posts.length : albums.status,
    single: single.status,
    likers: likers.status,
    comments: comments.status,
    feed: [thread.uuid, album.uuid].filter((uuid) => feed.includes(uuid)).length,
    search: await searchFinds(viewer, author),
    online: await onlineFinds(viewer, author),
  };
}

const SEES_ALL = {
  profile: 200,
  threads: 1,
  albums: 1,
  single: 200,
  likers: 200,
  comments: 200,
  feed: 2,
  search: true,
  online: true,
};
const SEES_NOTHING = {
  profile: 404,
  threads: 404,
  albums: 404,
  single: 404,
  likers: 404,
  comments: 404,
  feed: 0,
  search: false,
  online: false,
};

describe('a block', () => {
  it('hides both members from each other everywhere, both ways, until it is lifted', async () => {
    const rina = await member('rina');
    const budi = await member('budi');
    const citra = await member('citra');
    const rinaThread = await postThread(server, rina.token, 'Thread Rina');
    const rinaAlbum = await insertAlbum(server, username(rina));
    const budiThread = await postThread(server, budi.token, 'Thread Budi');
    const budiAlbum = await insertAlbum(server, username(budi));
    expect(await sightings(rina, budi, budiThread, budiAlbum)).toEqual(SEES_ALL);

    expect((await block(rina, budi)).status).toBe(200);
    expect(await sightings(rina, budi, budiThread, budiAlbum)).toEqual(SEES_NOTHING);
    expect(await sightings(budi, rina, rinaThread, rinaAlbum)).toEqual(SEES_NOTHING);
    // Others see both as before.
    expect(await sightings(citra, budi, budiThread, budiAlbum)).toEqual(SEES_ALL);
    expect(await sightings(citra, rina, rinaThread, rinaAlbum)).toEqual(SEES_ALL);

    expect((await unblock(rina, budi)).status).toBe(200);
    expect(await sightings(rina, budi, budiThread, budiAlbum)).toEqual(SEES_ALL);
    expect(await sightings(budi, rina, rinaThread, rinaAlbum)).toEqual(SEES_ALL);
  });

  it("answers 404 to likes, comments and replies on the other's posts, in both directions", async () => {
    const rina = await member('rina');
    const budi = await member('budi');
    const rinaThread = await postThread(server, rina.token);
    const budiThread = await postThread(server, budi.token);
    const onRina = await comment(rina, rinaThread, 'Komentar Rina');
    const onBudi = await comment(budi, budiThread, 'Komentar Budi');
    await block(budi, rina);

    for (const [actor, thread, commentId] of [
      [rina, budiThread, onBudi],
      [budi, rinaThread, onRina],
    ] as const) {
      const like = await server.request('PUT', `/like/${thread.uuid}`, { token: actor.token });
      expect([like.status, like.body]).toEqual([404, NOT_FOUND]);
      const commented = await server.request('POST', '/comment', {
        token: actor.token,
        body: { comment: 'Halo', post_id: thread.post_id },
      });
      expect([commented.status, commented.body]).toEqual([404, NOT_FOUND]);
      const replied = await server.request('POST', '/sub-comment', {
        token: actor.token,
        body: { sub_comment: 'Halo', comment_id: commentId },
      });
      expect([replied.status, replied.body]).toEqual([404, NOT_FOUND]);
    }
    const likes = await server.app.db.selectFrom('likes').select('id').where('post_id', 'in', [rinaThread.post_id, budiThread.post_id]).execute();
    expect(likes).toEqual([]);
  });

  it("hides the other's comments and replies on a third member's post, and refuses a reply to them", async () => {
    const rina = await member('rina');
    const budi = await member('budi');
    const citra = await member('citra');
    const thread = await postThread(server, citra.token);
    const budiComment = await comment(budi, thread, 'Dari Budi');
    await comment(citra, thread, 'Dari Citra');
    const citraComment = await comment(citra, thread, 'Citra lagi');
    await server.request('POST', '/sub-comment', { token: budi.token, body: { sub_comment: 'Balasan Budi', comment_id: citraComment } });
    await block(rina, budi);

    expect(await commentTexts(rina, thread)).toEqual(['Citra lagi', 'Dari Citra']);
    expect(await commentTexts(citra, thread)).toEqual(['Citra lagi', 'Balasan Budi', 'Dari Citra', 'Dari Budi']);
    const reply = await server.request('POST', '/sub-comment', {
      token: rina.token,
      body: { sub_comment: 'Hai', comment_id: budiComment },
    });
    expect([reply.status, reply.body]).toEqual([404, NOT_FOUND]);

    await unblock(rina, budi);
    expect(await commentTexts(rina, thread)).toEqual(['Citra lagi', 'Balasan Budi', 'Dari Citra', 'Dari Budi']);
  });

  it("leaves the other out of a third member's likers, in the likers list, the feed and the threads, until lifted", async () => {
    const rina = await member('rina');
    const budi = await member('budi');
    const citra = await member('citra');
    const thread = await postThread(server, citra.token);
    for (const liker of [budi, citra]) {
      expect((await server.request('PUT', `/like/${thread.uuid}`, { token: liker.token })).status).toBe(200);
    }
    const likersSeenBy = async (viewer: RegisteredUser) => {
      const list = await server.request<{ total_like: number; people_likes: { username: string }[] }>(
        'GET',
        `/post/likes/${thread.post_id}`,
        { token: viewer.token },
      );
      const feed = await server.request<PostsResponse>('GET', '/post', { token: viewer.token });
      const threads = await server.request<PostsResponse>('GET', `/user/threads/${username(citra)}`, { token: viewer.token });
      const itemOf = (posts: PostsResponse) => posts.posts.find((post) => post.uuid === thread.uuid);
      return {
        list: [list.body.total_like, list.body.people_likes.map((liker) => liker.username)],
        feed: [itemOf(feed.body)?.total_like, itemOf(feed.body)?.liker],
        threads: [itemOf(threads.body)?.total_like, itemOf(threads.body)?.liker],
      };
    };
    const everyone = [2, [username(budi), username(citra)]];
    const withoutBudi = [1, [username(citra)]];
    expect(await likersSeenBy(rina)).toEqual({ list: everyone, feed: everyone, threads: everyone });

    await block(rina, budi);
    expect(await likersSeenBy(rina)).toEqual({ list: withoutBudi, feed: withoutBudi, threads: withoutBudi });
    expect(await likersSeenBy(citra)).toEqual({ list: everyone, feed: everyone, threads: everyone });

    await unblock(rina, budi);
    expect(await likersSeenBy(rina)).toEqual({ list: everyone, feed: everyone, threads: everyone });
  });

  it("hides the other's notifications, counts what is shown as seen, and shows them again once lifted", async () => {
    const rina = await member('rina');
    const budi = await member('budi');
    const citra = await member('citra');
    const thread = await postThread(server, rina.token);
    await server.request('PUT', `/like/${thread.uuid}`, { token: citra.token });
    await server.request('PUT', `/like/${thread.uuid}`, { token: budi.token });
    await server.request('PUT', '/notification/readed', { token: rina.token, body: { readed_notif: 2 } });
    server.clock.advance(6 * MINUTE_MS);
    await comment(citra, thread, 'Bagus');
    expect(await notifiedBy(rina)).toEqual({ senders: [username(citra), username(budi), username(citra)], readed: 2 });

    await block(rina, budi);
    expect(await notifiedBy(rina)).toEqual({ senders: [username(citra), username(citra)], readed: 1 });
    // Seen all that is shown: stored for the whole list.
    await server.request('PUT', '/notification/readed', { token: rina.token, body: { readed_notif: 2 } });
    expect(await notifiedBy(rina)).toEqual({ senders: [username(citra), username(citra)], readed: 2 });

    await unblock(rina, budi);
    expect(await notifiedBy(rina)).toEqual({ senders: [username(citra), username(budi), username(citra)], readed: 3 });
  });

  it('keeps the other out of the live stream, tells both members, and lets them back once lifted', async () => {
    const rina = await member('rina');
    const budi = await member('budi');
    const citra = await member('citra');
    const budiId = await userIdOf(server, username(budi));
    const rinaId = await userIdOf(server, username(rina));
    const rinaStream = await openStream(server.url, rina.token);
    const budiStream = await openStream(server.url, budi.token);
    streams.push(rinaStream, budiStream);
    await rinaStream.next((event) => event.event === LIVE_EVENT.ready);
    await budiStream.next((event) => event.event === LIVE_EVENT.ready);

    await block(rina, budi);
    const toRina = await rinaStream.next((event) => event.event === LIVE_EVENT.visibilityChanged);
    expect(JSON.parse(toRina.data)).toEqual({ username: username(budi), user_id: budiId, hidden: true });
    const toBudi = await budiStream.next((event) => event.event === LIVE_EVENT.visibilityChanged);
    expect(JSON.parse(toBudi.data)).toEqual({ username: username(rina), user_id: rinaId, hidden: true });

    // Budi posts, then Citra does: Rina's stream carries Citra's post only.
    const hiddenPost = await postThread(server, budi.token, 'Tersembunyi');
    const shownPost = await postThread(server, citra.token, 'Terlihat');
    const nextPost = await rinaStream.next((event) => event.event === LIVE_EVENT.post);
    expect(JSON.parse(nextPost.data)).toEqual({ post_id: shownPost.post_id });
    expect(rinaStream.events.map(postOf)).not.toContain(hiddenPost.post_id);
    // A stream opened during the block starts from it.
    const laterStream = await openStream(server.url, rina.token);
    streams.push(laterStream);
    await laterStream.next((event) => event.event === LIVE_EVENT.ready);
    const hiddenAgain = await postThread(server, budi.token, 'Tersembunyi lagi');
    const shownAgain = await postThread(server, citra.token, 'Terlihat lagi');
    expect(JSON.parse((await laterStream.next((event) => event.event === LIVE_EVENT.post)).data)).toEqual({
      post_id: shownAgain.post_id,
    });
    expect(laterStream.events.map(postOf)).not.toContain(hiddenAgain.post_id);

    await unblock(rina, budi);
    const lifted = await rinaStream.next((event) => event.event === LIVE_EVENT.visibilityChanged);
    expect(JSON.parse(lifted.data)).toEqual({ username: username(budi), user_id: budiId, hidden: false });
    const backPost = await postThread(server, budi.token, 'Kembali');
    const back = await rinaStream.next((event) => event.event === LIVE_EVENT.post);
    expect(JSON.parse(back.data)).toEqual({ post_id: backPost.post_id });
  });

  it('wins or loses a race with a like cleanly: no like on a blocked member\'s post is written after the block', async () => {
    for (let round = 0; round < 8; round += 1) {
      const rina = await member('rina');
      const budi = await member('budi');
      const thread = await postThread(server, rina.token);
      const [blocked, liked] = await Promise.all([
        block(rina, budi),
        server.request('PUT', `/like/${thread.uuid}`, { token: budi.token }),
      ]);
      expect(blocked.status).toBe(200);
      expect([200, 404]).toContain(liked.status);
      const likes = await server.app.db.selectFrom('likes').select('id').where('post_id', '=', thread.post_id).execute();
      // A like answered 404 left nothing behind; one answered 200 was written before the block.
      expect(likes).toHaveLength(liked.status === 200 ? 1 : 0);
      // Once the block is in, no like gets through.
      const after = await server.request('PUT', `/like/${thread.uuid}`, { token: budi.token });
      expect(after.status).toBe(404);
      expect(await server.app.db.selectFrom('likes').select('id').where('post_id', '=', thread.post_id).execute()).toHaveLength(
        likes.length,
      );
    }
  });
});

describe('a mute', () => {
  it("leaves the muted member out of the muter's feed, comments, replies and notifications; the profile still opens", async () => {
    const rina = await member('rina');
    const budi = await member('budi');
    const citra = await member('citra');
    const rinaThread = await postThread(server, rina.token);
    const budiThread = await postThread(server, budi.token, 'Dari Budi');
    const budiAlbum = await insertAlbum(server, username(budi));
    await server.request('PUT', `/like/${rinaThread.uuid}`, { token: budi.token });
    const citraComment = await comment(citra, rinaThread, 'Citra');
    await comment(budi, rinaThread, 'Budi');
    await server.request('POST', '/sub-comment', { token: budi.token, body: { sub_comment: 'Balasan Budi', comment_id: citraComment } });

    expect((await mute(rina, budi, 7)).status).toBe(200);
    const seen = await sightings(rina, budi, budiThread, budiAlbum);
    expect(seen).toEqual({ ...SEES_ALL, feed: 0 });
    expect(await commentTexts(rina, rinaThread)).toEqual(['Citra']);
    expect((await notifiedBy(rina)).senders).toEqual([username(citra)]);
    // New notifications from the muted member are not made at all.
    server.clock.advance(6 * MINUTE_MS);
    await comment(budi, rinaThread, 'Budi lagi');
    expect((await notifiedBy(rina)).senders).toEqual([username(citra)]);
    // One way and silent: the muted member sees the muter as before.
    expect((await feedUuids(budi)).includes(rinaThread.uuid)).toBe(true);
    expect(await commentTexts(budi, rinaThread)).toEqual(['Budi lagi', 'Budi', 'Citra', 'Balasan Budi']);
    // Others see everything.
    expect(await commentTexts(citra, rinaThread)).toEqual(['Budi lagi', 'Budi', 'Citra', 'Balasan Budi']);

    // The mute ends after 7 days.
    server.clock.advance(7 * 24 * 60 * MINUTE_MS);
    // Budi stays online meanwhile (a session used in the last 5 minutes).
    await server.request('GET', '/mutes', { token: budi.token });
    expect(await sightings(rina, budi, budiThread, budiAlbum)).toEqual(SEES_ALL);
    expect(await commentTexts(rina, rinaThread)).toEqual(['Budi lagi', 'Budi', 'Citra', 'Balasan Budi']);
    expect((await notifiedBy(rina)).senders).toEqual([username(budi), username(citra), username(budi)]);
  });

  it('no longer counts once its end has passed, and not at all once lifted', async () => {
    const rina = await member('rina');
    const budi = await member('budi');
    const budiThread = await postThread(server, budi.token);
    const [rinaId, budiId] = [await userIdOf(server, username(rina)), await userIdOf(server, username(budi))];
    const past = new Date(server.clock.now.getTime() - MINUTE_MS).toISOString();
    await server.app.db
      .insertInto('mutes')
      .values({ muter_id: rinaId, muted_id: budiId, until: past, created_at: past })
      .execute();
    expect(await feedUuids(rina)).toContain(budiThread.uuid);

    await mute(rina, budi, null);
    expect(await feedUuids(rina)).not.toContain(budiThread.uuid);
    await server.request('DELETE', `/users/${username(budi)}/mute`, { token: rina.token });
    expect(await feedUuids(rina)).toContain(budiThread.uuid);
  });
});

describe('a suspension', () => {
  it("hides the member's posts, comments, notifications, profile and search entry from everyone until it ends", async () => {
    const rina = await member('rina');
    const budi = await member('budi');
    const citra = await member('citra');
    const budiThread = await postThread(server, budi.token);
    const budiAlbum = await insertAlbum(server, username(budi));
    const citraThread = await postThread(server, citra.token);
    await comment(budi, citraThread, 'Budi');
    // Read once before: the page a server keeps must not outlive the suspension.
    expect(await commentTexts(rina, citraThread)).toEqual(['Budi']);
    expect((await notifiedBy(citra)).senders).toEqual([username(budi)]);
    const until = new Date(server.clock.now.getTime() + 60 * MINUTE_MS).toISOString();
    await server.app.db.updateTable('users').set({ suspended_until: until }).where('username', '=', username(budi)).execute();

    for (const viewer of [rina, citra]) {
      const seen = await sightings(viewer, budi, budiThread, budiAlbum);
      expect({ ...seen, online: false }).toEqual(SEES_NOTHING);
      expect(await commentTexts(viewer, citraThread)).toEqual([]);
    }
    expect((await notifiedBy(citra)).senders).toEqual([]);

    server.clock.advance(61 * MINUTE_MS);
    const after = await sightings(rina, budi, budiThread, budiAlbum);
    expect({ ...after, online: true }).toEqual(SEES_ALL);
    expect(await commentTexts(rina, citraThread)).toEqual(['Budi']);
    // The suspension ended with time, with no write.
    expect((await notifiedBy(citra)).senders).toEqual([username(budi)]);

    await server.app.db
      .updateTable('users')
      .set({ suspended_permanently: 1 })
      .where('username', '=', username(budi))
      .execute();
    expect((await server.request('GET', `/user/profile/${username(budi)}`, { token: rina.token })).status).toBe(404);
    expect(await searchFinds(rina, budi)).toBe(false);
    expect(await commentTexts(rina, citraThread)).toEqual([]);
    expect((await notifiedBy(citra)).senders).toEqual([]);
  });
});
