// The moderators' endpoints (contract §16): who may use them, the queue and the log, and what
// each action does to the target, its author and the reporters.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_REASON_MAX_LENGTH } from '../../contract/limits.ts';
import { MODERATION_PAGE_SIZE } from '../../contract/moderation.ts';
import type { CreateCommentResponse, ModerationLogResponse, ModerationReportsResponse } from '../../contract/wire.ts';
import { DAY_MS } from '../../server/lib/time.ts';
import { openStream, named } from '../helpers/event-stream.ts';
import {
  memberWithRole,
  moderationState,
  notificationsOf,
  report,
  reported,
  resolve,
} from '../helpers/moderation-fixtures.ts';
import { insertAlbum, postThread } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let moderator: RegisteredUser;
let admin: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  moderator = await memberWithRole(server, 'moderator', 'Moderator');
  admin = await memberWithRole(server, 'admin', 'Admin');
});
afterAll(() => server.close());

const FORBIDDEN = { status: false, message: 'Forbidden action' };

function queue(token: string, query = '') {
  return server.request<ModerationReportsResponse>('GET', `/moderation/reports${query}`, { token });
}

function logOf(token: string, query = '') {
  return server.request<ModerationLogResponse>('GET', `/moderation/log${query}`, { token });
}

/** The hashes of the member's sessions a suspension revoked, still kept to say why. */
function suspendedSessionsOf(username: string) {
  return server.app.db
    .selectFrom('suspended_sessions')
    .innerJoin('users', 'users.id', 'suspended_sessions.user_id')
    .select('token_hash')
    .where('users.username', '=', username)
    .execute();
}

/** A member with a thread, and a second member who reports it; answers both and the report. */
async function reportedThread(text = 'Jual akun murah') {
  const author = await server.verifiedUser({ first_name: 'Penulis' });
  const reporter = await server.verifiedUser({ first_name: 'Pelapor' });
  const thread = await postThread(server, author.token, text);
  const reportId = await reported(server, reporter.token, { kind: 'post', id: thread.uuid });
  return { author, reporter, thread, reportId };
}

const login = (member: RegisteredUser) =>
  server.request<{ status: boolean; message: string; token?: string }>('POST', '/login', {
    body: { user_mail: member.input.email, password: member.input.password },
  });

describe('roles', () => {
  it('GET /personal-user carries the role', async () => {
    const member = await server.verifiedUser();
    for (const [token, role] of [
      [member.token, 'member'],
      [moderator.token, 'moderator'],
      [admin.token, 'admin'],
    ]) {
      const response = await server.request<{ data: { role: string } }>('GET', '/personal-user', { token });
      expect(response.body.data.role).toBe(role);
    }
  });

  it('refuses members on every moderator endpoint with 403, changing nothing', async () => {
    const { author, reportId } = await reportedThread();
    await server.app.db.updateTable('users').set({ suspended_permanently: 1 }).where('username', '=', author.input.username).execute();
    const member = await server.verifiedUser();
    const before = await moderationState(server);
    const calls = [
      () => queue(member.token),
      () => queue(member.token, '?status=resolved'),
      () => logOf(member.token),
      ...(['dismiss', 'remove', 'warn', 'suspend'] as const).map(
        (action) => () => resolve(server, member.token, reportId, { action, reason: 'Saya bukan moderator', days: 3 }),
      ),
      // Refused before the body is read: an invalid one changes nothing either.
      () => resolve(server, member.token, reportId, {}),
      () => server.request('POST', `/moderation/users/${author.input.username}/unsuspend`, { token: member.token }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
    }
    expect(await moderationState(server)).toEqual(before);
    expect((await queue('')).status).toBe(401);
  });
});

describe('GET /moderation/reports', () => {
  it('lists open reports oldest first, with the preview, author, reporter and open reports on the target', async () => {
    const queueServer = await startServer();
    try {
      const mod = await memberWithRole(queueServer, 'moderator');
      const author = await queueServer.verifiedUser({ first_name: 'Sinta', last_name: 'Dewi' });
      const first = await queueServer.verifiedUser({ first_name: 'Andi' });
      const second = await queueServer.verifiedUser({ first_name: 'Budi' });
      const thread = await postThread(queueServer, author.token, 'Teks yang dilaporkan');
      const album = await insertAlbum(queueServer, author.input.username, { photos: ['album/sampul.jpg', 'album/kedua.jpg'] });
      const comment = await queueServer.request<CreateCommentResponse>('POST', '/comment', {
        token: author.token,
        body: { comment: 'Komentar kasar', post_id: thread.post_id },
      });
      const ids = [
        await reported(queueServer, first.token, { kind: 'post', id: thread.uuid }, 'spam'),
        await reported(queueServer, second.token, { kind: 'post', id: thread.uuid }, 'harassment'),
        await reported(queueServer, first.token, { kind: 'post', id: album.uuid }, 'sensitive'),
        await reported(queueServer, first.token, { kind: 'comment', id: String(comment.body.data.comment_id) }, 'harassment'),
        await reported(queueServer, second.token, { kind: 'user', id: author.input.username }, 'impersonation'),
      ];
      const response = await queueServer.request<ModerationReportsResponse>('GET', '/moderation/reports', { token: mod.token });
      expect(response.status).toBe(200);
      const authorShown = { first_name: 'Sinta', last_name: 'Dewi', username: author.input.username, foto_profile: null };
      expect(response.body.data.map((item) => item.id)).toEqual(ids);
      expect(response.body.data[0]).toEqual({
        id: ids[0],
        target: { kind: 'post', id: thread.uuid, preview: 'Teks yang dilaporkan', author: authorShown },
        category: 'spam',
        note: null,
        reporter: { first_name: 'Andi', last_name: 'Fanbase', username: first.input.username, foto_profile: null },
        created_at: queueServer.clock.now.toISOString(),
        status: 'open',
        open_reports_on_target: 2,
      });
      expect(response.body.data.map((item) => [item.target.preview, item.open_reports_on_target])).toEqual([
        ['Teks yang dilaporkan', 2],
        ['Teks yang dilaporkan', 2],
        ['http://api.test/media/album/sampul.jpg', 1],
        ['Komentar kasar', 1],
        [null, 1],
      ]);

      // Pages of MODERATION_PAGE_SIZE, the next one after the last id.
      const reporters = await Promise.all(Array.from({ length: MODERATION_PAGE_SIZE }, () => queueServer.verifiedUser()));
      for (const member of reporters) await reported(queueServer, member.token, { kind: 'post', id: thread.uuid });
      const page = await queueServer.request<ModerationReportsResponse>('GET', '/moderation/reports', { token: mod.token });
      expect(page.body.data).toHaveLength(MODERATION_PAGE_SIZE);
      expect(page.body.data[0].open_reports_on_target).toBe(2 + MODERATION_PAGE_SIZE);
      const next = await queueServer.request<ModerationReportsResponse>('GET', `/moderation/reports?after=${page.body.data.at(-1)!.id}`, {
        token: mod.token,
      });
      expect(next.body.data).toHaveLength(5);
      expect(next.body.data[0].id).toBeGreaterThan(page.body.data.at(-1)!.id);

      // Resolving moves the target's reports to the resolved list, newest first.
      expect((await resolve(queueServer, mod.token, ids[2], { action: 'dismiss', reason: 'Foto wajar' })).status).toBe(200);
      expect((await resolve(queueServer, mod.token, ids[3], { action: 'dismiss', reason: 'Masih sopan' })).status).toBe(200);
      const resolved = await queueServer.request<ModerationReportsResponse>('GET', '/moderation/reports?status=resolved', { token: mod.token });
      expect(resolved.body.data.map((item) => [item.id, item.status, item.open_reports_on_target])).toEqual([
        [ids[3], 'resolved', 0],
        [ids[2], 'resolved', 0],
      ]);
      const open = await queueServer.request<ModerationReportsResponse>('GET', '/moderation/reports?status=open', { token: mod.token });
      expect(open.body.data.map((item) => item.id)).not.toContain(ids[2]);
    } finally {
      await queueServer.close();
    }
  });

  it('answers 400 for an unknown status or cursor', async () => {
    for (const query of ['?status=closed', '?after=abc']) {
      const response = await queue(moderator.token, query);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('POST /moderation/reports/{id}/resolve', () => {
  it('validates the action, reason and days', async () => {
    const { reportId } = await reportedThread();
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: 'Alasan' }, 'action'],
      [{ action: 'ban', reason: 'Alasan' }, 'action'],
      [{ action: 'warn' }, 'reason'],
      [{ action: 'warn', reason: 'x'.repeat(MODERATION_REASON_MAX_LENGTH + 1) }, 'reason'],
      [{ action: 'suspend', reason: 'Alasan' }, 'days'],
      [{ action: 'suspend', reason: 'Alasan', days: 0 }, 'days'],
      [{ action: 'suspend', reason: 'Alasan', days: 1.5 }, 'days'],
      [{ action: 'suspend', reason: 'Alasan', days: '7' }, 'days'],
    ];
    const before = await moderationState(server);
    for (const [body, field] of cases) {
      const response = await resolve(server, moderator.token, reportId, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(Object.keys((response.body as { validation_errors: object }).validation_errors)).toContain(field);
    }
    expect(await moderationState(server)).toEqual(before);
  });

  it('answers 404 for an unknown report', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await resolve(server, moderator.token, id, { action: 'dismiss', reason: 'Tidak ada' });
      expect(response.status).toBe(404);
    }
  });

  it('refuses a moderator acting on an admin or on themselves with 403, changing nothing; an admin may act on a moderator', async () => {
    const reporter = await server.verifiedUser();
    const onAdmin = await reported(server, reporter.token, { kind: 'user', id: admin.input.username });
    const onSelf = await reported(server, reporter.token, { kind: 'user', id: moderator.input.username });
    const adminThread = await postThread(server, admin.token, 'Pengumuman admin');
    const onAdminPost = await reported(server, reporter.token, { kind: 'post', id: adminThread.uuid });
    const before = await moderationState(server);
    for (const reportId of [onAdmin, onSelf, onAdminPost]) {
      for (const action of ['dismiss', 'remove', 'warn', 'suspend']) {
        const response = await resolve(server, moderator.token, reportId, { action, reason: 'Coba', days: null });
        expect(response.status).toBe(403);
        expect(response.body).toEqual(FORBIDDEN);
      }
    }
    const adminOnSelf = await resolve(server, admin.token, onAdmin, { action: 'dismiss', reason: 'Laporan tentang saya' });
    expect(adminOnSelf.status).toBe(403);
    expect(await moderationState(server)).toEqual(before);

    const resolved = await resolve(server, admin.token, onSelf, { action: 'warn', reason: 'Moderator juga anggota' });
    expect(resolved.status).toBe(200);
  });

  it('dismiss resolves every open report on the target, tells each reporter and logs it', async () => {
    const { author, reporter, thread, reportId } = await reportedThread();
    const other = await server.verifiedUser();
    const otherReport = await reported(server, other.token, { kind: 'post', id: thread.uuid });
    const response = await resolve(server, moderator.token, reportId, { action: 'dismiss', reason: 'Tidak melanggar' });
    expect(response).toMatchObject({ status: 200, body: { status: true, message: 'Laporan ditangani' } });

    const rows = await server.app.db.selectFrom('reports').selectAll().where('id', 'in', [reportId, otherReport]).execute();
    expect(rows.map((row) => [row.status, row.resolved_at])).toEqual([
      ['resolved', server.clock.now.toISOString()],
      ['resolved', server.clock.now.toISOString()],
    ]);
    for (const member of [reporter, other]) {
      expect(await notificationsOf(server, member.token)).toEqual([
        {
          sender_username: '',
          sender_foto_profile: null,
          message: 'Laporan anda sudah ditinjau moderator',
          accepter_content: null,
          post_uuid: null,
          post_kind: null,
          created_at: server.clock.now.toISOString(),
          kind: 'report_reviewed',
        },
      ]);
    }
    expect(await notificationsOf(server, author.token)).toEqual([]);
    expect((await server.request('GET', `/post/${thread.uuid}`, { token: reporter.token })).status).toBe(200);
    const again = await resolve(server, moderator.token, otherReport, { action: 'remove', reason: 'Terlambat' });
    expect(again).toMatchObject({ status: 422, body: { status: false, message: 'Laporan sudah ditangani' } });
  });

  it('remove deletes the post for everyone and tells its author why', async () => {
    const author = await server.verifiedUser();
    const reporter = await server.verifiedUser();
    const picture = 'album/dihapus.jpg';
    fs.mkdirSync(path.join(server.config.mediaDir, 'album'), { recursive: true });
    fs.writeFileSync(path.join(server.config.mediaDir, picture), 'jpeg');
    const album = await insertAlbum(server, author.input.username, { photos: [picture] });
    const reportId = await reported(server, reporter.token, { kind: 'post', id: album.uuid }, 'sensitive');
    const response = await resolve(server, moderator.token, reportId, { action: 'remove', reason: 'Foto tidak pantas' });
    expect(response.status).toBe(200);
    for (const token of [author.token, reporter.token]) {
      expect((await server.request('GET', `/post/${album.uuid}`, { token })).status).toBe(404);
    }
    expect(fs.existsSync(path.join(server.config.mediaDir, picture))).toBe(false);
    expect(await notificationsOf(server, author.token)).toEqual([
      expect.objectContaining({
        sender_username: '',
        message: 'Konten anda dihapus oleh moderator',
        kind: 'content_removed',
        reason: 'Foto tidak pantas',
      }),
    ]);
    expect(await notificationsOf(server, reporter.token)).toEqual([expect.objectContaining({ kind: 'report_reviewed' })]);
    // Still listed among the resolved reports, with nothing left to preview.
    const resolved = await queue(moderator.token, '?status=resolved');
    expect(resolved.body.data.find((item) => item.id === reportId)?.target).toMatchObject({ id: album.uuid, preview: null });
  });

  it('remove deletes a comment or a reply; a member cannot be removed (422)', async () => {
    const author = await server.verifiedUser();
    const reporter = await server.verifiedUser();
    const thread = await postThread(server, reporter.token, 'Thread pelapor');
    const comment = await server.request<CreateCommentResponse>('POST', '/comment', {
      token: author.token,
      body: { comment: 'Kata kasar', post_id: thread.post_id },
    });
    const commentId = comment.body.data.comment_id;
    const reportId = await reported(server, reporter.token, { kind: 'comment', id: String(commentId) }, 'harassment');
    expect((await resolve(server, moderator.token, reportId, { action: 'remove', reason: 'Kasar' })).status).toBe(200);
    const comments = await server.request<{ comments_list: { id: number }[] }>('GET', `/post/comments/${thread.post_id}`, { token: reporter.token });
    expect(comments.body.comments_list.map((item) => item.id)).not.toContain(commentId);

    const userReport = await reported(server, reporter.token, { kind: 'user', id: author.input.username });
    const refused = await resolve(server, moderator.token, userReport, { action: 'remove', reason: 'Hapus orangnya' });
    expect(refused.status).toBe(422);
    const row = await server.app.db.selectFrom('reports').select('status').where('id', '=', userReport).executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });

  it('warn notifies the author and mails them the reason', async () => {
    const { author, reportId } = await reportedThread();
    const response = await resolve(server, moderator.token, reportId, { action: 'warn', reason: 'Jangan jualan <di sini>' });
    expect(response.status).toBe(200);
    expect(await notificationsOf(server, author.token)).toEqual([
      expect.objectContaining({ kind: 'warning', message: 'Anda mendapat peringatan dari moderator', reason: 'Jangan jualan <di sini>' }),
    ]);
    const mail = server.lastMailTo(author.input.email);
    expect(mail.subject).toBe('Peringatan dari moderator Fanbase');
    expect(mail.text).toContain('Jangan jualan <di sini>');
    expect(mail.html).toContain('Jangan jualan &lt;di sini&gt;');
  });

  it('suspend for N days revokes every session, refuses login with the end date, and ends with time', async () => {
    const { author, reportId } = await reportedThread();
    const secondSession = await server.login(author.input.email, author.input.password);
    const stream = await openStream(server.url, author.token);
    await stream.next(named('ready'));
    const response = await resolve(server, moderator.token, reportId, { action: 'suspend', reason: 'Spam berulang', days: 7 });
    expect(response.status).toBe(200);

    // 2026-03-01T08:00Z + 7 days is 8 March in Jakarta.
    const suspendedAt = server.clock.now;
    const row = await server.app.db
      .selectFrom('users')
      .select(['suspended_until', 'suspended_permanently'])
      .where('username', '=', author.input.username)
      .executeTakeFirstOrThrow();
    expect(row.suspended_until).toBe(new Date(suspendedAt.getTime() + 7 * DAY_MS).toISOString());
    expect(Boolean(row.suspended_permanently)).toBe(false);
    // Each revoked session's 401 says why, as the stream's event does.
    for (const token of [author.token, secondSession]) {
      expect(await server.request('GET', '/personal-user', { token })).toMatchObject({
        status: 401,
        body: { message: 'Unauthenticated.', signed_out: { reason: 'suspended', message: 'Akun ditangguhkan hingga 8 Maret 2026' } },
      });
    }
    expect((await server.request('GET', '/personal-user', { token: 'tidak-dikenal' })).body).toEqual({ message: 'Unauthenticated.' });
    const signedOut = await stream.next(named('signed_out'));
    expect(JSON.parse(signedOut.data)).toEqual({ reason: 'suspended', message: 'Akun ditangguhkan hingga 8 Maret 2026' });
    await stream.ended;

    const refused = await login(author);
    expect(refused).toMatchObject({ status: 403, body: { status: false, message: 'Akun ditangguhkan hingga 8 Maret 2026' } });
    // A wrong password learns nothing about the suspension.
    const wrong = await server.request('POST', '/login', { body: { user_mail: author.input.email, password: 'salah-sekali' } });
    expect(wrong.status).toBe(400);

    // Time only moves forward here: the rate limits' buckets remember it.
    server.clock.advance(7 * DAY_MS + 1000);
    // Past its end, an old session is refused as any ended one; signing in again forgets them.
    expect((await server.request('GET', '/personal-user', { token: author.token })).body).toEqual({ message: 'Unauthenticated.' });
    expect((await login(author)).status).toBe(200);
    expect(await suspendedSessionsOf(author.input.username)).toEqual([]);
    const entry = (await logOf(moderator.token)).body.data[0];
    expect(entry).toMatchObject({ action: 'suspend', reason: 'Spam berulang', days: 7, member: { username: author.input.username } });
  });

  it('suspend permanently refuses login until a moderator lifts it', async () => {
    const { author, reporter, reportId } = await reportedThread();
    expect((await resolve(server, moderator.token, reportId, { action: 'suspend', reason: 'Penipuan', days: null })).status).toBe(200);
    expect(await login(author)).toMatchObject({ status: 403, body: { status: false, message: 'Akun ditangguhkan' } });
    expect(await notificationsOf(server, reporter.token)).toEqual([expect.objectContaining({ kind: 'report_reviewed' })]);

    expect((await server.request('GET', '/personal-user', { token: author.token })).body).toMatchObject({
      signed_out: { reason: 'suspended', message: 'Akun ditangguhkan' },
    });
    const lifted = await server.request('POST', `/moderation/users/${author.input.username.toUpperCase()}/unsuspend`, { token: moderator.token });
    expect(lifted).toMatchObject({ status: 200, body: { status: true, message: 'Penangguhan dicabut' } });
    expect(await suspendedSessionsOf(author.input.username)).toEqual([]);
    expect((await server.request('GET', '/personal-user', { token: author.token })).body).toEqual({ message: 'Unauthenticated.' });
    expect((await login(author)).status).toBe(200);
    const again = await server.request('POST', `/moderation/users/${author.input.username}/unsuspend`, { token: moderator.token });
    expect(again).toMatchObject({ status: 422, body: { status: false, message: 'Anggota tidak sedang ditangguhkan' } });
    expect((await server.request('POST', '/moderation/users/tidak_ada/unsuspend', { token: moderator.token })).status).toBe(404);

    const [unsuspension, suspension] = (await logOf(moderator.token)).body.data;
    expect(unsuspension).toMatchObject({ action: 'unsuspend', target: null, reason: null, days: null, member: { username: author.input.username } });
    expect(suspension).toMatchObject({ action: 'suspend', days: null, reason: 'Penipuan' });
  });

  it('refuses a session a login racing the suspension could have kept', async () => {
    const member = await server.verifiedUser();
    // As if the token had been issued between the suspension's revocation and its commit.
    await server.app.db.updateTable('users').set({ suspended_permanently: 1 }).where('username', '=', member.input.username).execute();
    expect(await server.request('GET', '/personal-user', { token: member.token })).toMatchObject({
      status: 401,
      body: { signed_out: { reason: 'suspended', message: 'Akun ditangguhkan' } },
    });
    await server.app.db.updateTable('users').set({ suspended_permanently: 0 }).where('username', '=', member.input.username).execute();
    expect((await server.request('GET', '/personal-user', { token: member.token })).status).toBe(200);
  });

  it('refuses a moderator lifting the suspension of an admin, or touching their own, with 403', async () => {
    const other = await memberWithRole(server, 'admin', 'Admin');
    await server.app.db.updateTable('users').set({ suspended_permanently: 1 }).where('username', '=', other.input.username).execute();
    const before = await moderationState(server);
    // A suspended moderator has no session left, so their own case is refused before it is looked at.
    for (const member of [other, moderator]) {
      const response = await server.request('POST', `/moderation/users/${member.input.username}/unsuspend`, { token: moderator.token });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(FORBIDDEN);
    }
    expect(await moderationState(server)).toEqual(before);
    const lifted = await server.request('POST', `/moderation/users/${other.input.username}/unsuspend`, { token: admin.token });
    expect(lifted.status).toBe(200);
  });
});

describe('GET /moderation/log', () => {
  it('lists every action newest first, who did it to whom and why, a page at a time', async () => {
    const { author, thread, reportId } = await reportedThread();
    await resolve(server, moderator.token, reportId, { action: 'warn', reason: 'Peringatan pertama' });
    const log = await logOf(admin.token);
    expect(log.status).toBe(200);
    expect(log.body.data[0]).toEqual({
      id: expect.any(Number),
      actor: { first_name: 'Moderator', last_name: 'Fanbase', username: moderator.input.username, foto_profile: null },
      action: 'warn',
      target: { kind: 'post', id: thread.uuid },
      member: { first_name: 'Penulis', last_name: 'Fanbase', username: author.input.username, foto_profile: null },
      reason: 'Peringatan pertama',
      days: null,
      created_at: server.clock.now.toISOString(),
    });
    const ids = log.body.data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const older = await logOf(admin.token, `?before=${ids[0]}`);
    expect(older.body.data.map((entry) => entry.id)).toEqual(ids.slice(1));
  });
});

describe('after a removal', () => {
  it('the removed target can no longer be reported', async () => {
    const { reporter, thread, reportId } = await reportedThread();
    await resolve(server, moderator.token, reportId, { action: 'remove', reason: 'Spam' });
    expect((await report(server, reporter.token, { kind: 'post', id: thread.uuid })).status).toBe(404);
  });
});
