// On PostgreSQL every named statement runs on one generic plan (decision 163): the feed's page,
// whose viewer and clock PostgreSQL would otherwise plan for on every run, is planned once.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPageEntries } from '../../server/services/post-lists.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)("the server's PostgreSQL connections", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('plan a feed page once and run it on that plan', async () => {
    const plans = await server.app.db.connection().execute(async (connection) => {
      const { rows: mode } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(connection);
      expect(mode).toEqual([{ plan_cache_mode: 'force_generic_plan' }]);
      for (let run = 0; run < 8; run += 1) {
        await feedPageEntries(connection, { id: run + 1, at: new Date(Date.UTC(2026, 2, 1, 8, run)).toISOString() }, 1000 - run);
      }
      const { rows } = await sql<{ generic_plans: string; custom_plans: string }>`
        select generic_plans, custom_plans from pg_prepared_statements
        where statement like 'select "posts"."id", "posts"."uuid", "posts"."version" from "posts"%'`.execute(connection);
      return rows.map((row) => ({ generic: Number(row.generic_plans), custom: Number(row.custom_plans) }));
    });
    expect(plans).toEqual([{ generic: 8, custom: 0 }]);
  });
});
