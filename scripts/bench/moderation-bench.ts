// The moderation queue at the size of its budget: GET /moderation/reports with 10,000 open
// reports (posts, comments and members of a generated community) behind 40,000 resolved ones, as
// a queue's life leaves them, the first page and pages further down, next to the floor and the
// ceiling of the same run.
import { sql, type Insertable, type Kysely } from 'kysely';
import { REPORT_CATEGORIES, type ReportTargetKind } from '../../contract/moderation.ts';
import { isPostgres } from '../../server/db/portable-schema.ts';
import type { Database, ReportsTable } from '../../server/db/schema.ts';
import { setRole } from '../../server/services/roles.ts';
import { measureCeiling } from './ceiling.ts';
import { createCommunity, signInFirstUsers, withDatabase, type CommunityEnv, type DatabaseKind } from './community.ts';
import { DATABASE_NAMES, runRow } from './figures.ts';
import { measureLoad, type LoadSettings, type PlannedRequest } from './load.ts';
import type { PostgresServer } from './postgres.ts';
import { seededRandom } from './random.ts';
import { startAppServer } from './servers.ts';
import { goal, type Row } from './table.ts';

export interface ModerationBenchOptions extends LoadSettings {
  databases: DatabaseKind[];
}

const P95_BUDGET_MS = 50;
const OPEN_REPORTS = 10_000;
/** Reports moderators dealt with before the open ones were filed. */
const RESOLVED_REPORTS = 40_000;
const MEMBERS = 2000;
const POSTS = 10_000;
const MODERATORS = 20;
const PLAN_LENGTH = 2000;
/** Of the queue requests: the first page; the rest are later pages. */
const FIRST_PAGE_SHARE = 0.5;
const INSERT_BATCH = 500;

/**
 * Reports by members beyond the moderators, on posts (70%), comments (20%) and members (10%):
 * the resolved ones first, then the open ones.
 */
async function fileReports(db: Kysely<Database>): Promise<number[]> {
  const random = seededRandom(20261127);
  const [posts, comments, users] = await Promise.all([
    db.selectFrom('posts').select(['id', 'uuid', 'user_id']).orderBy('id').execute(),
    db.selectFrom('comments').select(['id', 'user_id']).orderBy('id').limit(POSTS).execute(),
    db.selectFrom('users').select(['id', 'username']).orderBy('id').execute(),
  ]);
  const reporters = users.slice(MODERATORS);
  const taken = new Set<string>();
  const rows: Insertable<ReportsTable>[] = [];
  const createdAt = new Date(Date.now() - 40 * 24 * 3600_000);
  while (rows.length < RESOLVED_REPORTS + OPEN_REPORTS) {
    const reporter = random.pick(reporters);
    const draw = random.next();
    let target: { kind: ReportTargetKind; id: number; key: string; author: number };
    if (draw < 0.7 || comments.length === 0) {
      const post = random.pick(posts);
      target = { kind: 'post', id: post.id, key: post.uuid, author: post.user_id };
    } else if (draw < 0.9) {
      const comment = random.pick(comments);
      target = { kind: 'comment', id: comment.id, key: String(comment.id), author: comment.user_id };
    } else {
      const member = random.pick(reporters);
      target = { kind: 'user', id: member.id, key: member.username, author: member.id };
    }
    const pair = `${reporter.id}:${target.kind}:${target.id}`;
    if (target.author === reporter.id || taken.has(pair)) continue;
    taken.add(pair);
    createdAt.setTime(createdAt.getTime() + 60_000);
    const resolved = rows.length < RESOLVED_REPORTS;
    rows.push({
      reporter_id: reporter.id,
      target_kind: target.kind,
      target_id: target.id,
      target_key: target.key,
      target_author_id: target.author,
      category: random.pick(REPORT_CATEGORIES),
      note: random.next() < 0.5 ? 'Sudah berkali-kali, mohon ditindak' : null,
      created_at: createdAt.toISOString(),
      status: resolved ? 'resolved' : 'open',
      resolved_at: resolved ? createdAt.toISOString() : null,
      resolved_by: null,
    });
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insertInto('reports').values(rows.slice(start, start + INSERT_BATCH)).execute();
  }
  const ids = await db.selectFrom('reports').select('id').where('status', '=', 'open').orderBy('id').execute();
  return ids.map((row) => row.id);
}

async function moderationPlans(community: CommunityEnv) {
  const random = seededRandom(20261128);
  return withDatabase(community, async (db) => {
    const reportIds = await fileReports(db);
    const moderators = await db.selectFrom('users').select('username').orderBy('id').limit(MODERATORS).execute();
    for (const { username } of moderators) await setRole(db, username, 'moderator');
    const tokens = await signInFirstUsers(db, MODERATORS);
    // Planner statistics for the reports just written, as autovacuum would gather them in time.
    if (isPostgres(db)) await sql`analyze`.execute(db);
    const floor: PlannedRequest[] = tokens.map((token) => ({
      kind: 'GET /emergency-mail/limit',
      method: 'GET',
      path: '/api/v1/emergency-mail/limit',
      token,
    }));
    const queue = Array.from({ length: PLAN_LENGTH }, (): PlannedRequest => {
      const after = random.next() < FIRST_PAGE_SHARE ? '' : `?after=${random.pick(reportIds)}`;
      return {
        kind: after ? 'GET /moderation/reports?after' : 'GET /moderation/reports',
        method: 'GET',
        path: `/api/v1/moderation/reports${after}`,
        token: random.pick(tokens),
      };
    });
    return { floor, queue };
  });
}

async function benchModerationOn(kind: DatabaseKind, options: ModerationBenchOptions, postgres: PostgresServer | undefined, log: (message: string) => void) {
  const database = DATABASE_NAMES[kind];
  log(`${database}: generating ${POSTS} posts, ${RESOLVED_REPORTS} resolved and ${OPEN_REPORTS} open reports`);
  const community = await createCommunity(kind, { users: MEMBERS, posts: POSTS }, postgres, 'moderation');
  try {
    const plans = await moderationPlans(community.env);
    const ceiling = await measureCeiling(options);
    const rows: Row[] = [{ area: 'moderation', case: 'bare Fastify GET / (ceiling)', database, requestsPerSecond: ceiling }];
    const server = await startAppServer(community.env);
    try {
      log(`${database}: the floor and the moderation queue`);
      const floor = await measureLoad(server.url, plans.floor, options);
      rows.push(runRow({ area: 'moderation', case: 'GET /emergency-mail/limit (floor)', database }, floor, ceiling));
      const result = await measureLoad(server.url, plans.queue, options);
      if (result.failureSamples.length > 0) log(`moderation queue: ${result.failureSamples.join(' | ')}`);
      const row = runRow({ area: 'moderation', case: `GET /moderation/reports, ${OPEN_REPORTS.toLocaleString('en-US')} open, ${RESOLVED_REPORTS.toLocaleString('en-US')} resolved`, database }, result, ceiling);
      rows.push({
        ...row,
        value: result.kinds.map((figures) => `${figures.kind} p95 ${figures.p95.toFixed(1)}`).join(' · '),
        goal: [row.goal, goal(result.p95 < P95_BUDGET_MS, `p95 < ${P95_BUDGET_MS} ms`)].join(', '),
      });
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    await community.remove();
  }
}

export async function benchModeration(options: ModerationBenchOptions, postgres: PostgresServer | undefined, log: (message: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (const kind of options.databases) rows.push(...(await benchModerationOn(kind, options, postgres, log)));
  return rows;
}
