// The moderation queue reads a page of open reports from an index of them alone, however many
// resolved reports came before (issue 21's budget: 10,000 open, p95 < 50 ms). PostgreSQL took the
// open reports to be spread evenly and walked the primary key past every resolved one; the plan
// of the page's query, run for real (EXPLAIN ANALYZE), says how many report rows it read.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_PAGE_SIZE } from '../../contract/moderation.ts';
import { isPostgres } from '../../server/db/portable-schema.ts';
import { reportsPage } from '../../server/services/moderation-queue.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;

/** Resolved reports first, as a queue's life leaves them, then the open ones behind them. */
const RESOLVED = 4000;
const OPEN = 1000;

beforeAll(async () => {
  server = await startServer();
  const reporter = await server.verifiedUser();
  const author = await server.verifiedUser();
  const { db } = server.app;
  const ids = await db.selectFrom('users').select(['id', 'username']).where('username', 'in', [reporter.input.username, author.input.username]).execute();
  const reporterId = ids.find((row) => row.username === reporter.input.username)!.id;
  const authorId = ids.find((row) => row.username === author.input.username)!.id;
  const rows = Array.from({ length: RESOLVED + OPEN }, (_, index) => {
    const resolved = index < RESOLVED;
    return {
      reporter_id: reporterId,
      target_kind: 'post' as const,
      target_id: index + 1,
      target_key: `post-${index + 1}`,
      target_author_id: authorId,
      category: 'spam' as const,
      note: null,
      status: resolved ? ('resolved' as const) : ('open' as const),
      created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      resolved_at: resolved ? new Date(Date.UTC(2026, 1, 1)).toISOString() : null,
      resolved_by: null,
    };
  });
  for (let start = 0; start < rows.length; start += 500) await db.insertInto('reports').values(rows.slice(start, start + 500)).execute();
  // Planner statistics, as autovacuum would gather them in time.
  if (isPostgres(db)) await sql`analyze reports`.execute(db);
});
afterAll(() => server.close());

/** The SQL and parameters of the first page of the queue, as the service sends them. */
async function firstPageQuery(): Promise<CompiledQuery> {
  const { db } = server.app;
  const sent: CompiledQuery[] = [];
  const execute = db.executeQuery.bind(db);
  db.executeQuery = ((query: CompiledQuery) => {
    sent.push(query);
    return execute(query);
  }) as typeof db.executeQuery;
  try {
    expect(await reportsPage(db, { status: 'open' })).toHaveLength(MODERATION_PAGE_SIZE);
  } finally {
    db.executeQuery = execute;
  }
  expect(sent).toHaveLength(1);
  return sent[0];
}

interface PlanNode {
  'Relation Name'?: string;
  Alias?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('the moderation queue', () => {
  it(`reads no more report rows than its page of ${MODERATION_PAGE_SIZE}, behind ${RESOLVED} resolved reports`, async () => {
    const { db } = server.app;
    const query = await firstPageQuery();
    if (isPostgres(db)) {
      const { rows } = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
      );
      const [scan] = nodesOf(rows[0]['QUERY PLAN'][0].Plan).filter((node) => node['Relation Name'] === 'reports' && node.Alias === 'reports');
      expect((scan['Actual Rows'] ?? 0) + (scan['Rows Removed by Filter'] ?? 0)).toBeLessThanOrEqual(MODERATION_PAGE_SIZE);
    } else {
      // SQLite's plan names no row counts: it must search the reports by an index bounded by the page's cursor.
      const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
      expect(rows.map((row) => row.detail)).toContainEqual(expect.stringMatching(/^SEARCH reports USING (COVERING )?INDEX \S+ \(.*id>\?\)$/));
    }
  });
});
