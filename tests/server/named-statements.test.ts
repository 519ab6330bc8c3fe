// On PostgreSQL each connection names the statements it sends (server/db/named-statements.ts), so
// PostgreSQL parses a query once per connection instead of on every request; a connection names
// at most NAMED_PER_CONNECTION texts and sends the rest unnamed. On SQLite the statement cache of
// server/db/connection.ts does the same job; there is nothing here to check.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_PER_CONNECTION } from '../../server/db/named-statements.ts';
import { isPostgres } from '../../server/db/portable-schema.ts';
import type { Database } from '../../server/db/schema.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Statements this session of PostgreSQL keeps prepared. */
async function preparedCount(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count from pg_prepared_statements`.execute(db);
  return Number(rows[0].count);
}

describe.runIf(process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  it('prepares a query once per connection and answers it the same every time', async () => {
    const { db } = server.app;
    expect(isPostgres(db)).toBe(true);
    await db.connection().execute(async (connection) => {
      const before = await preparedCount(connection);
      const answers = [];
      for (const value of [1, 2, 3]) {
        answers.push(await sql<{ doubled: number }>`select ${value}::int * 2 as doubled`.execute(connection));
      }
      expect(answers.map((answer) => answer.rows)).toEqual([[{ doubled: 2 }], [{ doubled: 4 }], [{ doubled: 6 }]]);
      // The count was prepared before it first counted; the query above adds one statement,
      // however often it ran.
      expect(await preparedCount(connection)).toBe(before + 1);
    });
  });

  it("leaves unnamed a statement whose result is every column, which another process's migration could change", async () => {
    const { db } = server.app;
    await db.connection().execute(async (connection) => {
      const before = await preparedCount(connection);
      await connection.selectFrom('users').selectAll('users').where('id', '=', 0).execute();
      await connection.selectFrom('users').selectAll().where('id', '=', 0).execute();
      await connection.selectFrom('users').select((eb) => eb.fn.countAll().as('members')).where('id', '>', 0).execute();
      // Only the count is named.
      expect(await preparedCount(connection)).toBe(before + 1);
    });
  });

  it('leaves unnamed what runs once, so the migrations leave every connection its whole share of names', async () => {
    const { db } = server.app;
    // The server's migrations ran on its pool: whichever connection ran them, none holds their DDL.
    const heldDdl = async (depth: number): Promise<number[]> =>
      depth === 0
        ? []
        : db.connection().execute(async (connection) => {
            const { rows } = await sql<{ count: string }>`
              select count(*) as count from pg_prepared_statements where statement !~* ${String.raw`^\s*\(?\s*(select|insert|update|delete|with)\y`}`.execute(connection);
            return [Number(rows[0].count), ...(await heldDdl(depth - 1))];
          });
    expect(await heldDdl(4)).toEqual([0, 0, 0, 0]);
    await db.connection().execute(async (connection) => {
      const before = await preparedCount(connection);
      await sql`set local statement_timeout = ${sql.lit(0)}`.execute(connection);
      await sql`create temporary table if not exists passing_through (id int)`.execute(connection);
      expect(await preparedCount(connection)).toBe(before);
    });
  });

  it('names at most its share of texts on one connection, and still answers the rest', async () => {
    await server.app.db.connection().execute(async (connection) => {
      for (let index = 0; index < NAMED_PER_CONNECTION + 20; index += 1) {
        const { rows } = await sql<{ n: number }>`select ${sql.raw(String(index))}::int + ${1}::int as n`.execute(connection);
        expect(rows).toEqual([{ n: index + 1 }]);
      }
      expect(await preparedCount(connection)).toBe(NAMED_PER_CONNECTION);
    });
  });
});
