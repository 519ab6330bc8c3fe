// A suspension signs the member out of streams held by another server process, and tells every
// other member's open tab to drop the member's content: the moderator acts on one process, the
// tabs listen on a second one (server/main.ts, as deployed) over the same database, SQLite file
// or PostgreSQL.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../helpers/child-server.ts';
import { named, openStream } from '../helpers/event-stream.ts';
import { memberWithRole, reported, resolve } from '../helpers/moderation-fixtures.ts';
import { postThread } from '../helpers/post-fixtures.ts';
import { callApi, startServer, type TestServer } from '../helpers/server.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

let server: TestServer;
let second: ChildServer;
const secondDataDir = fs.mkdtempSync('/tmp/fanbase-moderation-stream-');

beforeAll(async () => {
  // Real time, as the second process runs: the two share the database's rate-limit rows, and a
  // row one process moved on by the real clock would stay in the future of the test clock.
  server = await startServer({ now: () => new Date() });
  const { database } = server.config;
  second = await startChildServer({
    args: nodeArgsFor('server'),
    env: (url) => ({
      HOST: '127.0.0.1',
      APP_URL: url,
      // The SQLite file of the first process is DATA_DIR/app.sqlite; on PostgreSQL the URL names the database.
      DATA_DIR: database.kind === 'sqlite' ? server.config.dataDir : secondDataDir,
      ...(database.kind === 'postgres' && { DATABASE_URL: database.url }),
      LIVE_POLL_INTERVAL_MS: '100',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
    }),
    readyPath: '/api/v1/health',
  });
}, 90_000);

afterAll(async () => {
  await second?.stop();
  await server?.close();
  fs.rmSync(secondDataDir, { recursive: true, force: true });
});

async function loginOnSecond(email: string, password: string): Promise<string> {
  const login = await callApi<{ token: string }>(second.url, 'POST', '/login', { body: { user_mail: email, password } });
  expect(login.status).toBe(200);
  return login.body.token;
}

describe('a suspension', () => {
  it('ends the member’s stream on another process with the signed_out event, and their session there', async () => {
    const moderator = await memberWithRole(server, 'moderator');
    const author = await server.verifiedUser();
    const reporter = await server.verifiedUser();
    const thread = await postThread(server, author.token, 'Spam lintas proses');
    const reportId = await reported(server, reporter.token, { kind: 'post', id: thread.uuid });

    // Signed in on the second process as well.
    const token = await loginOnSecond(author.input.email, author.input.password);
    const stream = await openStream(second.url, token);
    expect(stream.status).toBe(200);
    await stream.next(named('ready'));
    const bystander = await openStream(second.url, await loginOnSecond(reporter.input.email, reporter.input.password));
    await bystander.next(named('ready'));

    const response = await resolve(server, moderator.token, reportId, { action: 'suspend', reason: 'Spam', days: null });
    expect(response.status).toBe(200);

    const signedOut = await stream.next(named('signed_out'), 10_000);
    expect(JSON.parse(signedOut.data)).toEqual({ reason: 'suspended', message: 'Akun ditangguhkan' });
    await stream.ended;
    expect((await callApi(second.url, 'GET', '/personal-user', { token })).status).toBe(401);
    // Another member's stream stays open and is told nothing of it.
    expect(bystander.events.map((event) => event.event)).not.toContain('signed_out');
    bystander.close();
  });

  it('tells every other member’s open tab that the member is hidden, and again when it is lifted; not those who never see them', async () => {
    const moderator = await memberWithRole(server, 'moderator');
    const author = await server.verifiedUser();
    const reporter = await server.verifiedUser();
    const blocker = await server.verifiedUser();
    const thread = await postThread(server, author.token, 'Spam untuk semua');
    const reportId = await reported(server, reporter.token, { kind: 'post', id: thread.uuid });
    expect((await server.request('POST', `/users/${author.input.username}/block`, { token: blocker.token })).status).toBe(200);
    const authorId = (await server.app.db.selectFrom('users').select('id').where('username', '=', author.input.username).executeTakeFirstOrThrow()).id;

    const bystander = await openStream(second.url, await loginOnSecond(reporter.input.email, reporter.input.password));
    await bystander.next(named('ready'));
    const blocking = await openStream(second.url, await loginOnSecond(blocker.input.email, blocker.input.password));
    await blocking.next(named('ready'));

    expect((await resolve(server, moderator.token, reportId, { action: 'suspend', reason: 'Spam', days: 7 })).status).toBe(200);
    const hidden = await bystander.next(named('visibility_changed'), 10_000);
    expect(JSON.parse(hidden.data)).toEqual({ username: author.input.username, user_id: authorId, hidden: true });
    // What the tab loads anew no longer has the member's thread.
    const feed = await server.request<{ posts: Array<{ uuid: string }> }>('GET', '/post', { token: reporter.token });
    expect(feed.body.posts.map((post) => post.uuid)).not.toContain(thread.uuid);

    const lifted = await server.request('POST', `/moderation/users/${author.input.username}/unsuspend`, { token: moderator.token });
    expect(lifted.status).toBe(200);
    const shown = await bystander.next(named('visibility_changed'), 10_000);
    expect(JSON.parse(shown.data)).toEqual({ username: author.input.username, user_id: authorId, hidden: false });

    // The member who blocked the author saw none of their content, and hears nothing of them: a
    // later event for everyone reaches their tab after both changes, and nothing came before it.
    const later = await postThread(server, reporter.token, 'Sesudahnya');
    await blocking.next((event) => event.event === 'post' && JSON.parse(event.data).post_id === later.post_id, 10_000);
    expect(blocking.events.map((event) => event.event)).not.toContain('visibility_changed');
    bystander.close();
    blocking.close();
  });
});
