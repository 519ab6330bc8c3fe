// Two members who each hold a notification from the other rename themselves at the same moment:
// each rename locks its own row, then the other's to move their notification list's version
// (migration 0024). PostgreSQL ends one of the two to break the deadlock; that one is run again
// (server/db/deadlock-retry.ts), so both members get their new names and neither sees an error.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem, PersonalUserResponse } from '../../contract/wire.ts';
import { postThread } from '../helpers/post-fixtures.ts';
import { startServer, type RegisteredUser, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/until.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function likeEachOther(first: RegisteredUser, second: RegisteredUser): Promise<void> {
  const [ofFirst, ofSecond] = [await postThread(server, first.token), await postThread(server, second.token)];
  for (const [liker, post] of [
    [first, ofSecond],
    [second, ofFirst],
  ] as const) {
    expect((await server.request('PUT', `/like/${post.uuid}`, { token: liker.token })).status).toBe(200);
  }
}

async function sendersSeenBy(member: RegisteredUser): Promise<string[]> {
  const response = await server.request<PersonalUserResponse>('GET', '/personal-user', { token: member.token });
  return (JSON.parse(response.body.data.notification_list ?? '[]') as NotificationItem[]).map((item) => item.sender_username);
}

/** True once a statement of another session waits for a row lock; else undefined. */
async function someoneWaitsForALock(): Promise<true | undefined> {
  const { rows } = await sql<{ waiting: string }>`
    select count(*) as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`.execute(server.app.db);
  return Number(rows[0].waiting) > 0 || undefined;
}

describe.runIf(process.env.TEST_DATABASE_URL)('two members renaming at once, each holding a notification from the other', () => {
  it('both get their new names: the rename PostgreSQL ends to break the deadlock runs again', async () => {
    const [ani, budi] = [await server.verifiedUser({ username: 'ani' }), await server.verifiedUser({ username: 'budi' })];
    await likeEachOther(ani, budi);
    const [aniId, budiId] = await Promise.all(
      [ani, budi].map(async (member) =>
        (await server.app.db.selectFrom('users').select('id').where('username', '=', member.input.username).executeTakeFirstOrThrow()).id,
      ),
    );

    let budiRenamed: ReturnType<typeof server.request> | undefined;
    await server.app.db.transaction().execute(async (trx) => {
      // Ani's row is held first (a column no trigger watches), as her rename's own update would.
      await trx.updateTable('users').set({ bio: 'sebentar' }).where('id', '=', aniId).execute();
      budiRenamed = server.request('PUT', '/profile', {
        token: budi.token,
        body: { first_name: budi.input.first_name, last_name: budi.input.last_name, username: 'budibaru', address: budi.input.address },
      });
      // Budi's rename holds his row and waits for Ani's; hers now waits for his.
      await until('the rename of Budi waiting for the row of Ani', someoneWaitsForALock);
      await trx.updateTable('users').set({ username: 'anibaru' }).where('id', '=', aniId).execute();
    });

    expect((await budiRenamed!).status).toBe(200);
    const names = await server.app.db.selectFrom('users').select(['id', 'username']).where('id', 'in', [aniId, budiId]).orderBy('id').execute();
    expect(names).toEqual([
      { id: aniId, username: 'anibaru' },
      { id: budiId, username: 'budibaru' },
    ]);
    expect(await sendersSeenBy(ani)).toEqual(['budibaru']);
    expect(await sendersSeenBy(budi)).toEqual(['anibaru']);
  });
});
