// The moderation log cannot be changed or deleted, by anyone, in the database itself; and an
// action whose last step fails leaves nothing half done (one transaction).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberWithRole, moderationState, reported, resolve } from '../helpers/moderation-fixtures.ts';
import { postThread } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let moderator: RegisteredUser;

beforeAll(async () => {
  server = await startServer();
  moderator = await memberWithRole(server, 'moderator');
});
afterAll(() => server.close());

const postgres = () => server.config.database.kind === 'postgres';

async function reportedThread() {
  const author = await server.verifiedUser();
  const reporter = await server.verifiedUser();
  const thread = await postThread(server, author.token, 'Isi yang dilaporkan');
  return { author, reporter, reportId: await reported(server, reporter.token, { kind: 'post', id: thread.uuid }) };
}

/** Makes every write of a log entry fail, as a crash at the action's last step would. */
async function failLogWrites(): Promise<() => Promise<void>> {
  const { db } = server.app;
  if (postgres()) {
    await sql`create function refuse_log_entry() returns trigger language plpgsql as $$
      begin raise exception 'log entry refused'; end $$`.execute(db);
    await sql`create trigger refuse_log_entry before insert on moderation_log for each row execute function refuse_log_entry()`.execute(db);
    return async () => {
      await sql`drop trigger refuse_log_entry on moderation_log`.execute(db);
      await sql`drop function refuse_log_entry()`.execute(db);
    };
  }
  await sql`create trigger refuse_log_entry before insert on moderation_log begin select raise(abort, 'log entry refused'); end`.execute(db);
  return async () => {
    await sql`drop trigger refuse_log_entry`.execute(db);
  };
}

describe('the moderation log', () => {
  it('refuses UPDATE and DELETE of its rows, even sent straight to the database', async () => {
    const { reportId } = await reportedThread();
    expect((await resolve(server, moderator.token, reportId, { action: 'dismiss', reason: 'Asli' })).status).toBe(200);
    const { db } = server.app;
    const before = await db.selectFrom('moderation_log').selectAll().execute();
    expect(before).toHaveLength(1);
    await expect(sql`update moderation_log set reason = 'Diubah'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(db.updateTable('moderation_log').set({ action: 'warn' }).execute()).rejects.toThrow(/append-only/);
    await expect(sql`delete from moderation_log`.execute(db)).rejects.toThrow(/append-only/);
    if (postgres()) await expect(sql`truncate moderation_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('moderation_log').selectAll().execute()).toEqual(before);
  });
});

describe('an action whose last step fails', () => {
  it('suspends nobody, revokes no session, resolves no report and notifies nobody', async () => {
    const { author, reportId } = await reportedThread();
    const before = await moderationState(server);
    const restore = await failLogWrites();
    try {
      const response = await resolve(server, moderator.token, reportId, { action: 'suspend', reason: 'Spam', days: 3 });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ status: false, message: 'Server error' });
    } finally {
      await restore();
    }
    expect(await moderationState(server)).toEqual(before);
    expect((await server.request('GET', '/personal-user', { token: author.token })).status).toBe(200);
    expect((await server.request('POST', '/login', { body: { user_mail: author.input.email, password: author.input.password } })).status).toBe(200);

    // The same action goes through once the step works again.
    expect((await resolve(server, moderator.token, reportId, { action: 'suspend', reason: 'Spam', days: 3 })).status).toBe(200);
    expect((await server.request('GET', '/personal-user', { token: author.token })).status).toBe(401);
  });

  it('removes nothing and mails no warning', async () => {
    const { author, reportId } = await reportedThread();
    const mailsBefore = server.readMails().length;
    for (const action of ['remove', 'warn']) {
      const before = await moderationState(server);
      const restore = await failLogWrites();
      try {
        expect((await resolve(server, moderator.token, reportId, { action, reason: 'Melanggar' })).status).toBe(500);
      } finally {
        await restore();
      }
      expect(await moderationState(server), action).toEqual(before);
    }
    expect(server.readMails()).toHaveLength(mailsBefore);
    expect(server.readMails().filter((mail) => mail.to === author.input.email)).toHaveLength(1);
  });
});
