// POST /reports (contract §16): what a member can report, and what is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_NOTE_MAX_LENGTH } from '../../contract/limits.ts';
import type { CreateCommentResponse, CreateSubCommentResponse } from '../../contract/wire.ts';
import { memberWithRole, report, reported, resolve } from '../helpers/moderation-fixtures.ts';
import { insertAlbum, postThread, type PostRef } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let author: RegisteredUser;
let reporter: RegisteredUser;
let thread: PostRef;
let commentId: number;
let replyId: number;

beforeAll(async () => {
  server = await startServer();
  author = await server.verifiedUser({ first_name: 'Penulis' });
  reporter = await server.verifiedUser({ first_name: 'Pelapor' });
  thread = await postThread(server, author.token, 'Beli followers murah di sini');
  const comment = await server.request<CreateCommentResponse>('POST', '/comment', {
    token: author.token,
    body: { comment: 'Promo!', post_id: thread.post_id },
  });
  commentId = comment.body.data.comment_id;
  const reply = await server.request<CreateSubCommentResponse>('POST', '/sub-comment', {
    token: author.token,
    body: { sub_comment: 'Promo lagi', comment_id: commentId },
  });
  replyId = reply.body.data.sub_comment_id;
});
afterAll(() => server.close());

const storedReport = (id: number) => server.app.db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /reports', () => {
  it('records a report of a post, a comment, a reply and a member, with the author and note', async () => {
    const album = await insertAlbum(server, author.input.username);
    const targets = [
      { kind: 'post', id: thread.uuid },
      { kind: 'post', id: album.uuid },
      { kind: 'comment', id: String(commentId) },
      { kind: 'sub_comment', id: String(replyId) },
      { kind: 'user', id: author.input.username.toUpperCase() },
    ] as const;
    const authorRow = await server.app.db.selectFrom('users').select('id').where('username', '=', author.input.username).executeTakeFirstOrThrow();
    for (const target of targets) {
      const response = await report(server, reporter.token, target, 'harassment', 'Mengganggu\nsekali');
      expect(response.status, `${target.kind} ${target.id}`).toBe(201);
      expect(response.body).toEqual({ status: true, message: 'Laporan terkirim', data: { id: expect.any(Number) } });
      const row = await storedReport(response.body.data.id);
      expect(row).toMatchObject({
        target_kind: target.kind,
        target_key: target.id,
        target_author_id: authorRow.id,
        category: 'harassment',
        note: 'Mengganggu\nsekali',
        status: 'open',
        created_at: server.clock.now.toISOString(),
        resolved_at: null,
      });
    }
  });

  it('takes a numeric comment id as a number too', async () => {
    const fan = await server.verifiedUser();
    const response = await server.request('POST', '/reports', {
      token: fan.token,
      body: { target: { kind: 'comment', id: commentId }, category: 'spam' },
    });
    expect(response.status).toBe(201);
  });

  it('refuses a second open report on the same target with 409, and allows one after it was resolved', async () => {
    const fan = await server.verifiedUser();
    const target = { kind: 'post', id: thread.uuid } as const;
    const first = await reported(server, fan.token, target);
    const second = await report(server, fan.token, target, 'other');
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ status: false, message: 'Kamu sudah melaporkan ini' });
    // A different target of the same member is another report.
    expect((await report(server, fan.token, { kind: 'comment', id: String(commentId) })).status).toBe(201);

    const moderator = await memberWithRole(server, 'moderator');
    expect((await resolve(server, moderator.token, first, { action: 'dismiss', reason: 'Bukan spam' })).status).toBe(200);
    expect((await report(server, fan.token, target)).status).toBe(201);
  });

  it('answers two reports sent at once with one 201 and one 409', async () => {
    const fan = await server.verifiedUser();
    const target = { kind: 'sub_comment', id: String(replyId) } as const;
    const statuses = (await Promise.all([report(server, fan.token, target), report(server, fan.token, target)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses your own content and yourself with 422', async () => {
    for (const target of [
      { kind: 'post', id: thread.uuid },
      { kind: 'comment', id: String(commentId) },
      { kind: 'sub_comment', id: String(replyId) },
      { kind: 'user', id: author.input.username },
    ] as const) {
      const response = await report(server, author.token, target);
      expect(response.status, target.kind).toBe(422);
      expect(response.body).toEqual({ status: false, message: 'Tidak bisa melaporkan diri sendiri atau konten sendiri' });
    }
  });

  it('answers 404 for an unknown or invisible target', async () => {
    const archived = await insertAlbum(server, author.input.username, { archivedAt: server.clock.now.toISOString() });
    const empty = await insertAlbum(server, author.input.username, { photos: [] });
    for (const target of [
      { kind: 'post', id: 'tidakada' },
      { kind: 'post', id: archived.uuid },
      { kind: 'post', id: empty.uuid },
      { kind: 'comment', id: '999999' },
      { kind: 'comment', id: 'abc' },
      { kind: 'sub_comment', id: '999999' },
      { kind: 'user', id: 'tidak_ada_orang' },
    ] as const) {
      const response = await report(server, reporter.token, target);
      expect(response.status, `${target.kind} ${target.id}`).toBe(404);
      expect(response.body).toEqual({ status: false, message: 'Not found' });
    }
  });

  it('answers 400 with Indonesian messages for a bad kind, category, note or a missing target', async () => {
    const cases: [unknown, string][] = [
      [{ target: { kind: 'album', id: thread.uuid }, category: 'spam' }, 'target'],
      [{ target: { kind: 'post', id: thread.uuid }, category: 'jelek' }, 'category'],
      [{ target: { kind: 'post', id: thread.uuid } }, 'category'],
      [{ category: 'spam' }, 'target'],
      [{ target: { kind: 'post', id: '' }, category: 'spam' }, 'target'],
      [{ target: { kind: 'post', id: thread.uuid }, category: 'spam', note: 'x'.repeat(REPORT_NOTE_MAX_LENGTH + 1) }, 'note'],
      [{ target: { kind: 'post', id: thread.uuid }, category: 'spam', note: 'a\u0000b' }, 'note'],
    ];
    for (const [body, field] of cases) {
      const response = await server.request<{ validation_errors: Record<string, string[]> }>('POST', '/reports', { token: reporter.token, body });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(response.body.validation_errors)).toContain(field);
      expect(response.body.validation_errors[field][0]).toMatch(/ harus | maksimal | berisi karakter/);
    }
    const longest = await report(server, (await server.verifiedUser()).token, { kind: 'post', id: thread.uuid }, 'other', 'x'.repeat(REPORT_NOTE_MAX_LENGTH));
    expect(longest.status).toBe(201);
  });

  it('needs a verified session', async () => {
    expect((await server.request('POST', '/reports', { body: { target: { kind: 'post', id: thread.uuid }, category: 'spam' } })).status).toBe(401);
    const unverified = await server.registerUser();
    const response = await report(server, unverified.token, { kind: 'post', id: thread.uuid });
    expect(response.status).toBe(403);
  });
});
