// A LIMIT's number is written into the statement (server/db/literal-limits.ts): PostgreSQL keeps
// one generic plan for a page query instead of planning every run anew (decision 162), and SQLite
// runs a page with correlated tests a third as long (decision 176).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection.ts';
import { preparedQuery } from '../../server/db/prepared-query.ts';
import { LiteralLimitsPlugin } from '../../server/db/literal-limits.ts';
import type { Database } from '../../server/db/schema.ts';
import { reportsPage } from '../../server/services/moderation-queue.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

describe('a LIMIT in the SQL text', () => {
  // Compiling needs no connection.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }), plugins: [new LiteralLimitsPlugin()] });

  it('is written as the number, and the other values stay parameters', () => {
    const query = db.selectFrom('reports').select('id').where('status', '=', 'open').limit(20).compile();
    expect(query.sql).toBe('select "id" from "reports" where "status" = $1 limit 20');
    expect(query.parameters).toEqual(['open']);
  });

  it("stays a parameter when it is a prepared query's argument", async () => {
    let sent: { sql: string; parameters: readonly unknown[] } | undefined;
    const recording = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }), plugins: [new LiteralLimitsPlugin()] });
    // What is sent is looked at; nothing runs.
    recording.executeQuery = (async (compiled: { sql: string; parameters: readonly unknown[] }) => {
      sent = compiled;
      return { rows: [] };
    }) as never;
    const page = preparedQuery((executor: Kysely<Database>, size: number) => executor.selectFrom('reports').select('id').limit(size));
    await page(recording, 7);
    expect(sent?.sql).toBe('select "id" from "reports" limit $1');
    expect(sent?.parameters).toEqual([7]);
  });

  it("is written as the number in the app's SQLite database too", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-literal-limits-'));
    const sqlite = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'app.sqlite') });
    try {
      const query = sqlite.selectFrom('reports').select('id').where('status', '=', 'open').limit(20).compile();
      expect(query.sql).toBe('select "id" from "reports" where "status" = ? limit 20');
      expect(query.parameters).toEqual(['open']);
    } finally {
      await sqlite.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a page of the moderation queue on PostgreSQL', () => {
  /** Enough open reports that a plan made for every row costs more than one made for a page. */
  const OPEN_REPORTS = 3000;
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    const [reporter, author] = await Promise.all([server.verifiedUser(), server.verifiedUser()]);
    const ids = await server.app.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', [reporter.input.username, author.input.username])
      .execute();
    const idOf = (username: string) => ids.find((row) => row.username === username)!.id;
    const rows = Array.from({ length: OPEN_REPORTS }, (_, index) => ({
      reporter_id: idOf(reporter.input.username),
      target_kind: 'post' as const,
      target_id: index + 1,
      target_key: `post-${index + 1}`,
      target_author_id: idOf(author.input.username),
      category: 'spam' as const,
      created_at: new Date(Date.UTC(2026, 2, 1, 0, index)).toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 500) await server.app.db.insertInto('reports').values(rows.slice(start, start + 500)).execute();
    await sql`analyze reports`.execute(server.app.db);
  });
  afterAll(() => server.close());

  it('is planned generically after its first runs, not anew on every run', async () => {
    const plans = await server.app.db.connection().execute(async (connection) => {
      // PostgreSQL's own choice, which the server's connections otherwise override (decision 163).
      await sql`set plan_cache_mode = auto`.execute(connection);
      for (let run = 0; run < 12; run += 1) await reportsPage(connection, { status: 'open', after: run });
      const { rows } = await sql<{ generic_plans: string; custom_plans: string }>`
        select generic_plans, custom_plans from pg_prepared_statements
        where statement like '%as "open_reports_on_target"%' and statement not like '%pg_prepared_statements%'`.execute(connection);
      await sql`reset plan_cache_mode`.execute(connection);
      return rows.map((row) => ({ generic: Number(row.generic_plans), custom: Number(row.custom_plans) }));
    });
    expect(plans).toHaveLength(1);
    // PostgreSQL plans the first five runs for their values, then compares.
    expect(plans[0].custom).toBeLessThanOrEqual(5);
    expect(plans[0].generic).toBeGreaterThanOrEqual(7);
  });
});
