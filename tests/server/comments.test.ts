// Comments and replies (contract §11) and the comments list (§7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentsResponse, CreateCommentResponse, CreateSubCommentResponse } from '../../contract/wire.ts';
import { archive, insertAlbum, postThread, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

const NOT_FOUND = { status: false, message: 'Not found' };
const FORBIDDEN = { status: false, message: 'Forbidden action' };
const MINUTE_MS = 60_000;

let server: TestServer;
let owner: RegisteredUser;
let fan: RegisteredUser;
let guest: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  owner = await server.verifiedUser({ username: 'pemilik', first_name: 'Pemilik' });
  fan = await server.verifiedUser({ username: 'fan', first_name: 'Penggemar' });
  guest = await server.verifiedUser({ username: 'tamu', first_name: 'Tamu' });
});
afterAll(() => server.close());

async function comment(token: string, post: PostRef, text = 'Keren') {
  const response = await server.request<CreateCommentResponse>('POST', '/comment', {
    token,
    body: { comment: text, post_id: post.post_id },
  });
  expect(response.status).toBe(201);
  return response.body.data;
}

async function reply(token: string, commentId: number, text = 'Setuju') {
  const response = await server.request<CreateSubCommentResponse>('POST', '/sub-comment', {
    token,
    body: { sub_comment: text, comment_id: commentId },
  });
  expect(response.status).toBe(201);
  return response.body.data;
}

async function commentsList(post: PostRef, token = owner.token) {
  const response = await server.request<CommentsResponse>('GET', `/post/comments/${post.post_id}`, { token });
  expect(response.status).toBe(200);
  return response.body.comments_list;
}

describe('POST /comment', () => {
  it('creates a comment and answers the post total', async () => {
    const thread = await postThread(server, owner.token);
    const response = await server.request('POST', '/comment', {
      token: fan.token,
      body: { comment: ' Keren sekali ', post_id: thread.post_id },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      status: true,
      message: 'Comment created',
      data: {
        comment_id: expect.any(Number),
        comment: 'Keren sekali',
        post_id: thread.post_id,
        created_at: server.clock.now.toISOString(),
        total_comment: 1,
      },
    });
    const second = await comment(guest.token, thread);
    expect(second.total_comment).toBe(2);
  });

  it('accepts post_id as digits and 70 characters of text', async () => {
    const thread = await postThread(server, owner.token);
    const response = await server.request('POST', '/comment', {
      token: fan.token,
      body: { comment: 'x'.repeat(70), post_id: String(thread.post_id) },
    });
    expect(response.status).toBe(201);
  });

  it.each([
    [{}, { comment: ['Komentar harus diisi'], post_id: ['Id post harus diisi'] }],
    [{ comment: '  ', post_id: '' }, { comment: ['Komentar harus diisi'], post_id: ['Id post harus diisi'] }],
    [{ comment: 'x'.repeat(71), post_id: 1 }, { comment: ['Komentar maksimal 70 karakter'] }],
    [{ comment: 'ok', post_id: 'abc' }, { post_id: ['Id post harus berupa angka'] }],
    [{ comment: 'ok', post_id: 1.5 }, { post_id: ['Id post harus berupa bilangan bulat'] }],
  ])('refuses %j', async (body, errors) => {
    const response = await server.request('POST', '/comment', { token: fan.token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ validation_errors: errors });
  });

  it('answers 404 for an unknown post, an archived album (even for its owner) or an album without photos', async () => {
    const archived = await insertAlbum(server, 'pemilik', { archivedAt: server.clock.now.toISOString() });
    const empty = await insertAlbum(server, 'pemilik', { photos: [] });
    for (const postId of [999_999, archived.post_id, empty.post_id]) {
      const response = await server.request('POST', '/comment', {
        token: owner.token,
        body: { comment: 'x', post_id: postId },
      });
      expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
    }
    const stored = await server.app.db.selectFrom('comments').select('id').where('post_id', '=', archived.post_id).execute();
    expect(stored).toEqual([]);
  });
});

describe('POST /sub-comment', () => {
  it('creates a reply; the total counts comments and replies', async () => {
    const album = await insertAlbum(server, 'pemilik');
    const first = await comment(fan.token, album);
    const response = await server.request('POST', '/sub-comment', {
      token: guest.token,
      body: { sub_comment: 'Betul', comment_id: first.comment_id },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      status: true,
      message: 'Sub comment created',
      data: {
        sub_comment_id: expect.any(Number),
        sub_comment: 'Betul',
        comment_id: first.comment_id,
        created_at: server.clock.now.toISOString(),
        total_comment: 2,
      },
    });
    expect((await reply(owner.token, first.comment_id)).total_comment).toBe(3);
  });

  it.each([
    [{}, { sub_comment: ['Balasan harus diisi'], comment_id: ['Id komentar harus diisi'] }],
    [{ sub_comment: 'x'.repeat(71), comment_id: 1 }, { sub_comment: ['Balasan maksimal 70 karakter'] }],
    [{ sub_comment: 'ok', comment_id: 'x' }, { comment_id: ['Id komentar harus berupa angka'] }],
  ])('refuses %j', async (body, errors) => {
    const response = await server.request('POST', '/sub-comment', { token: fan.token, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ validation_errors: errors });
  });

  it('answers 404 for an unknown comment or one on an archived post', async () => {
    const album = await insertAlbum(server, 'pemilik');
    const onArchived = await comment(fan.token, album);
    await archive(server, album);
    for (const commentId of [999_999, onArchived.comment_id]) {
      const response = await server.request('POST', '/sub-comment', {
        token: owner.token,
        body: { sub_comment: 'x', comment_id: commentId },
      });
      expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
    }
  });
});

describe('comments and replies written in a text area (contract §1)', () => {
  const commentWithLines = 'Baris satu\nBaris dua\r\n\tdengan tab';
  const replyWithLines = 'Setuju:\n\t- satu\n\t- dua';
  /** 70 characters once its line break (CRLF, two of them) is counted. */
  const seventy = `${'x'.repeat(34)}\r\n${'y'.repeat(34)}`;

  it('stores a comment and a reply with line breaks and tabs, and answers and lists them as sent', async () => {
    const thread = await postThread(server, owner.token);
    const created = await comment(fan.token, thread, commentWithLines);
    expect(created.comment).toBe(commentWithLines);
    const answered = await reply(guest.token, created.comment_id, replyWithLines);
    expect(answered.sub_comment).toBe(replyWithLines);
    const [listed] = await commentsList(thread);
    expect(listed.comment_text).toBe(commentWithLines);
    expect(listed.sub_comments_list.map((item) => item.sub_comment_text)).toEqual([replyWithLines]);
  });

  it('counts line breaks toward the 70 characters: 70 goes in, 71 is refused', async () => {
    const thread = await postThread(server, owner.token);
    const created = await comment(fan.token, thread, seventy);
    expect(created.comment).toBe(seventy);
    expect((await reply(fan.token, created.comment_id, seventy)).sub_comment).toBe(seventy);
    const tooLongComment = await server.request('POST', '/comment', {
      token: fan.token,
      body: { comment: seventy.replace('\r\n', '\r\n\t'), post_id: thread.post_id },
    });
    expect([tooLongComment.status, tooLongComment.body]).toEqual([
      400,
      { validation_errors: { comment: ['Komentar maksimal 70 karakter'] } },
    ]);
    const tooLongReply = await server.request('POST', '/sub-comment', {
      token: fan.token,
      body: { sub_comment: `${seventy}\nz`, comment_id: created.comment_id },
    });
    expect([tooLongReply.status, tooLongReply.body]).toEqual([
      400,
      { validation_errors: { sub_comment: ['Balasan maksimal 70 karakter'] } },
    ]);
  });

  it('still refuses NUL and the other control characters, and stores nothing', async () => {
    const thread = await postThread(server, owner.token);
    const parent = await comment(fan.token, thread);
    const unusable = 'Isian berisi karakter yang tidak diizinkan';
    const commentRefusals: [string, string][] = [
      ['Baris\n\u0000satu', unusable],
      ['Baris\n\u001bsatu', 'Komentar berisi karakter yang tidak diizinkan'],
      ['Baris\u000bsatu', 'Komentar berisi karakter yang tidak diizinkan'],
    ];
    for (const [text, message] of commentRefusals) {
      const response = await server.request('POST', '/comment', {
        token: fan.token,
        body: { comment: text, post_id: thread.post_id },
      });
      expect([response.status, response.body], JSON.stringify(text)).toEqual([400, { validation_errors: { comment: [message] } }]);
    }
    const replyRefusals: [string, string][] = [
      ['Ya\t\u0000ya', unusable],
      ['Ya\n\u007fya', 'Balasan berisi karakter yang tidak diizinkan'],
    ];
    for (const [text, message] of replyRefusals) {
      const response = await server.request('POST', '/sub-comment', {
        token: fan.token,
        body: { sub_comment: text, comment_id: parent.comment_id },
      });
      expect([response.status, response.body], JSON.stringify(text)).toEqual([400, { validation_errors: { sub_comment: [message] } }]);
    }
    expect(await commentsList(thread)).toEqual([expect.objectContaining({ id: parent.comment_id, total_sub_comments: 0 })]);
  });
});

describe('GET /post/comments/{post_id}', () => {
  it('lists comments newest first, each with its replies oldest first', async () => {
    await server.app.db.updateTable('users').set({ foto_profile: 'avatar/fan.jpg' }).where('username', '=', 'fan').execute();
    const thread = await postThread(server, owner.token);
    const older = await comment(fan.token, thread, 'Pertama');
    const olderAt = server.clock.now.toISOString();
    server.clock.advance(MINUTE_MS);
    const firstReply = await reply(owner.token, older.comment_id, 'Balasan satu');
    const firstReplyAt = server.clock.now.toISOString();
    server.clock.advance(MINUTE_MS);
    const secondReply = await reply(guest.token, older.comment_id, 'Balasan dua');
    const secondReplyAt = server.clock.now.toISOString();
    const newer = await comment(guest.token, thread, 'Kedua');

    const response = await server.request('GET', `/post/comments/${thread.post_id}`, { token: fan.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: true,
      message: 'Comments successfully fetched',
      comments_list: [
        {
          id: newer.comment_id,
          comment_text: 'Kedua',
          commentator_name: 'Tamu',
          commentator_username: 'tamu',
          commentator_profile: null,
          created_at: server.clock.now.toISOString(),
          total_sub_comments: 0,
          sub_comments_list: [],
        },
        {
          id: older.comment_id,
          comment_text: 'Pertama',
          commentator_name: 'Penggemar',
          commentator_username: 'fan',
          commentator_profile: 'http://api.test/media/avatar/fan.jpg',
          created_at: olderAt,
          total_sub_comments: 2,
          sub_comments_list: [
            {
              id: firstReply.sub_comment_id,
              sub_comment_text: 'Balasan satu',
              commentator_name: 'Pemilik',
              commentator_username: 'pemilik',
              commentator_profile: null,
              created_at: firstReplyAt,
            },
            {
              id: secondReply.sub_comment_id,
              sub_comment_text: 'Balasan dua',
              commentator_name: 'Tamu',
              commentator_username: 'tamu',
              commentator_profile: null,
              created_at: secondReplyAt,
            },
          ],
        },
      ],
    });
  });

  it("shows a commenter's new name on a page read before the change, for a comment and for a reply", async () => {
    const writer = await server.verifiedUser({ username: 'penulis', first_name: 'Penulis' });
    const thread = await postThread(server, owner.token);
    const written = await comment(writer.token, thread, 'Komentar');
    await reply(writer.token, written.comment_id, 'Balasan');
    const names = async () =>
      (await commentsList(thread)).flatMap((item) => [
        `${item.commentator_name} @${item.commentator_username}`,
        ...item.sub_comments_list.map((sub) => `${sub.commentator_name} @${sub.commentator_username}`),
      ]);
    expect(await names()).toEqual(['Penulis @penulis', 'Penulis @penulis']);

    const renamed = await server.request('PUT', '/profile', {
      token: writer.token,
      body: { first_name: 'Pujangga', last_name: 'Baru', username: 'pujangga' },
    });
    expect(renamed.status).toBe(200);
    // Read on the same server that kept the page: what the commenter shows moves the post's version.
    expect(await names()).toEqual(['Pujangga @pujangga', 'Pujangga @pujangga']);
  });

  it('shows the comments of an archived album to its owner only', async () => {
    const album = await insertAlbum(server, 'pemilik');
    await comment(fan.token, album, 'Sebelum diarsip');
    await archive(server, album);
    expect((await commentsList(album, owner.token)).map((item) => item.comment_text)).toEqual(['Sebelum diarsip']);
    const forFan = await server.request('GET', `/post/comments/${album.post_id}`, { token: fan.token });
    expect([forFan.status, forFan.body]).toEqual([404, NOT_FOUND]);
  });

  it.each(['999999', 'abc', '-1'])('answers 404 for post %s', async (postId) => {
    const response = await server.request('GET', `/post/comments/${postId}`, { token: fan.token });
    expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
  });
});

describe('DELETE /comment/{id}', () => {
  it('lets the author delete a comment with its replies and answers the new total', async () => {
    const thread = await postThread(server, owner.token);
    const kept = await comment(guest.token, thread);
    const doomed = await comment(fan.token, thread);
    await reply(owner.token, doomed.comment_id);
    await reply(guest.token, kept.comment_id);

    const response = await server.request('DELETE', `/comment/${doomed.comment_id}`, { token: fan.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Comment permanently deleted', current_comment: 2 });
    expect((await commentsList(thread)).map((item) => item.id)).toEqual([kept.comment_id]);
  });

  it('refuses anyone but the author, the post owner included, and keeps the comment', async () => {
    const thread = await postThread(server, owner.token);
    const target = await comment(fan.token, thread);
    for (const token of [owner.token, guest.token]) {
      const response = await server.request('DELETE', `/comment/${target.comment_id}`, { token });
      expect([response.status, response.body]).toEqual([403, FORBIDDEN]);
    }
    expect((await commentsList(thread)).map((item) => item.id)).toEqual([target.comment_id]);
  });

  it('answers 404 for an unknown comment, or one on a post archived by someone else', async () => {
    const album = await insertAlbum(server, 'pemilik');
    const onArchived = await comment(fan.token, album);
    await archive(server, album);
    for (const id of ['999999', 'abc', String(onArchived.comment_id)]) {
      const response = await server.request('DELETE', `/comment/${id}`, { token: fan.token });
      expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
    }
    expect(await commentsList(album)).toHaveLength(1);
  });
});

describe('DELETE /sub-comment/{id}', () => {
  it('lets the author delete a reply and answers the new total', async () => {
    const thread = await postThread(server, owner.token);
    const parent = await comment(fan.token, thread);
    const doomed = await reply(guest.token, parent.comment_id);
    const response = await server.request('DELETE', `/sub-comment/${doomed.sub_comment_id}`, { token: guest.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: true, message: 'Sub comment permanently deleted', current_comment: 1 });
    expect((await commentsList(thread))[0].sub_comments_list).toEqual([]);
  });

  it('refuses anyone but the author and keeps the reply', async () => {
    const thread = await postThread(server, owner.token);
    const parent = await comment(fan.token, thread);
    const target = await reply(guest.token, parent.comment_id);
    for (const token of [owner.token, fan.token]) {
      const response = await server.request('DELETE', `/sub-comment/${target.sub_comment_id}`, { token });
      expect([response.status, response.body]).toEqual([403, FORBIDDEN]);
    }
    expect((await commentsList(thread))[0].total_sub_comments).toBe(1);
  });

  it('answers 404 for an unknown reply', async () => {
    const response = await server.request('DELETE', '/sub-comment/999999', { token: fan.token });
    expect([response.status, response.body]).toEqual([404, NOT_FOUND]);
  });
});
