// A profile's album and thread counts are kept by the database (migration 0021): every write
// that can change them recounts the member, whichever route or process made it, and a profile
// reads one row. Checked here through the routes that write posts, and two of one member's
// posts made at the same moment (on PostgreSQL, two transactions at once).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '../../contract/wire.ts';
import { openDatabase } from '../../server/db/connection.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { migrations } from '../../server/db/migrations/index.ts';
import { insertPost } from '../../server/services/posts.ts';
import { postAlbum } from '../helpers/album-uploads.ts';
import { postThread, userIdOf } from '../helpers/post-fixtures.ts';
import { createTestDatabase, startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function countsOf(member: RegisteredUser) {
  const response = await server.request<ProfileResponse>('GET', `/user/profile/${member.input.username}`, { token: member.token });
  expect(response.status).toBe(200);
  return { albums: response.body.total_albums, threads: response.body.total_threads };
}

async function ok(method: string, path: string, token: string) {
  const response = await server.request(method, path, { token });
  expect(response.status, `${method} ${path}`).toBe(200);
}

describe('the counts a profile shows', () => {
  it('follow every post written, archived, restored and deleted through the routes', async () => {
    const member = await server.verifiedUser();
    expect(await countsOf(member)).toEqual({ albums: 0, threads: 0 });

    const thread = await postThread(server, member.token);
    await postThread(server, member.token);
    const album = await postAlbum(server, member.token, { photos: 2 });
    expect(await countsOf(member)).toEqual({ albums: 1, threads: 2 });

    await ok('DELETE', `/album/${album.uuid}`, member.token);
    expect(await countsOf(member)).toEqual({ albums: 0, threads: 2 });
    await ok('POST', `/album/${album.uuid}/restore`, member.token);
    expect(await countsOf(member)).toEqual({ albums: 1, threads: 2 });

    // Removing a photo leaves the album counted (an album keeps its last photo).
    await ok('DELETE', `/album-content/${album.contents[0].id}`, member.token);
    expect(await countsOf(member)).toEqual({ albums: 1, threads: 2 });
    await ok('POST', `/album/${album.uuid}/force-delete`, member.token);
    await ok('POST', `/thread/${thread.uuid}/force-delete`, member.token);
    expect(await countsOf(member)).toEqual({ albums: 0, threads: 1 });
  });

  it('count an album only once it has a photo, and leave other members as they were', async () => {
    const member = await server.verifiedUser();
    const other = await server.verifiedUser();
    await postThread(server, other.token);
    const before = await countsOf(other);
    const userId = await userIdOf(server, member.input.username);
    // As an album is written: the post first, its photos after (one transaction in the route).
    const post = await insertPost(server.app.db, userId, 'album', server.clock.now);
    await server.app.db.insertInto('albums').values({ post_id: post.id, caption: 'Belum ada foto' }).execute();
    expect(await countsOf(member)).toEqual({ albums: 0, threads: 0 });
    await server.app.db.insertInto('album_photos').values({ post_id: post.id, position: 0, path: `album/only-${post.id}.jpg` }).execute();
    expect(await countsOf(member)).toEqual({ albums: 1, threads: 0 });
    expect(await countsOf(other)).toEqual(before);
  });

  it('count both of two posts a member makes at the same moment', async () => {
    const member = await server.verifiedUser();
    await Promise.all([
      postThread(server, member.token, 'Satu'),
      postThread(server, member.token, 'Dua'),
      postThread(server, member.token, 'Tiga'),
      postAlbum(server, member.token),
    ]);
    expect(await countsOf(member)).toEqual({ albums: 1, threads: 3 });
  });

  it('go with the member when the account is deleted', async () => {
    const member = await server.verifiedUser();
    await postThread(server, member.token);
    await server.app.db.deleteFrom('users').where('username', '=', member.input.username).execute();
    const left = await server.app.db.selectFrom('member_post_counts').select('user_id').execute();
    const users = await server.app.db.selectFrom('users').select('id').execute();
    expect(left.map((row) => row.user_id).sort()).toEqual(users.map((row) => row.id).sort());
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL, two transactions of one member at once', () => {
  it('count both posts, the second recount reading what the first committed', async () => {
    const member = await server.verifiedUser();
    const userId = await userIdOf(server, member.input.username);
    const first = await server.app.db.startTransaction().execute();
    await insertPost(first, userId, 'thread', server.clock.now);
    // The recount runs at commit; made to run now, it holds the member's counts row.
    await sql`set constraints all immediate`.execute(first);
    const second = await server.app.db.startTransaction().execute();
    await insertPost(second, userId, 'thread', server.clock.now);
    const secondRecount = sql`set constraints all immediate`.execute(second);
    await first.commit().execute();
    await secondRecount;
    await second.commit().execute();
    expect(await countsOf(member)).toEqual({ albums: 0, threads: 2 });
  });
});

describe('migration 0027', () => {
  it('counts the same after it is rolled back and made again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-counts-migration-'));
    const database = await createTestDatabase(dataDir);
    const db = openDatabase(database.target);
    let later: TestServer | undefined;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      await migrateToLatest(db);
      const { error } = await migrator.migrateTo('0026-member-list-version');
      if (error) throw error;
      await migrateToLatest(db);

      later = await startServer({ database: database.target });
      const member = await later.verifiedUser();
      await postThread(later, member.token);
      const album = await postAlbum(later, member.token, { photos: 2 });
      const counts = async () => {
        const response = await later!.request<ProfileResponse>('GET', `/user/profile/${member.input.username}`, { token: member.token });
        return { albums: response.body.total_albums, threads: response.body.total_threads };
      };
      expect(await counts()).toEqual({ albums: 1, threads: 1 });
      const response = await later.request('DELETE', `/album/${album.uuid}`, { token: member.token });
      expect(response.status).toBe(200);
      expect(await counts()).toEqual({ albums: 0, threads: 1 });
    } finally {
      await later?.close();
      await db.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
