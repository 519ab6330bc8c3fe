// What blocks and mutes cost the reads they filter (decision 093): the feed (first pages and
// pages further down) and comment lists, with 100,000 posts and 1,000 members, on one server and
// database: after an unmeasured pass that fills the caches, with no block or mute, then with
// every member blocking 20 others and muting 20, then with none again. The budget is the ratio of
// the p95 with them to the faster p95 without.
import { sql, type Insertable, type Kysely } from 'kysely';
import { isPostgres } from '../../server/db/portable-schema.ts';
import type { BlocksTable, Database, MutesTable } from '../../server/db/schema.ts';
import { DAY_MS } from '../../server/lib/time.ts';
import { measureCeiling } from './ceiling.ts';
import { createCommunity, signInFirstUsers, withDatabase, type CommunityEnv, type DatabaseKind } from './community.ts';
import { DATABASE_NAMES, runRow } from './figures.ts';
import { measureLoad, type LoadResult, type LoadSettings, type PlannedRequest } from './load.ts';
import type { PostgresServer } from './postgres.ts';
import { seededRandom } from './random.ts';
import { startAppServer } from './servers.ts';
import { goal, type Row } from './table.ts';

export interface SafetyBenchOptions extends LoadSettings {
  databases: DatabaseKind[];
}

const MEMBERS = 1000;
const POSTS = 100_000;
const BLOCKS_EACH = 20;
const MUTES_EACH = 20;
const SIGNED_IN_MEMBERS = 200;
const PLAN_LENGTH = 2000;
/** Of the requests: first feed pages, later feed pages, and comment lists. */
const FIRST_PAGE_SHARE = 0.4;
const LATER_PAGE_SHARE = 0.3;
const RATIO_BUDGET = 1.1;
const INSERT_BATCH = 1000;

interface Member {
  id: number;
  token: string;
}

/** Each member blocks and mutes others at random (mutes: a third until unmuted, the rest for days). */
function blocksAndMutes(userIds: number[]): { blocks: Insertable<BlocksTable>[]; mutes: Insertable<MutesTable>[] } {
  const random = seededRandom(20261129);
  const now = new Date();
  const blocks: Insertable<BlocksTable>[] = [];
  const mutes: Insertable<MutesTable>[] = [];
  for (const id of userIds) {
    const others = new Set<number>();
    while (others.size < BLOCKS_EACH + MUTES_EACH) {
      const other = random.pick(userIds);
      if (other !== id) others.add(other);
    }
    const chosen = [...others];
    for (const blocked of chosen.slice(0, BLOCKS_EACH)) {
      blocks.push({ blocker_id: id, blocked_id: blocked, created_at: now.toISOString() });
    }
    for (const muted of chosen.slice(BLOCKS_EACH)) {
      const until = random.next() < 1 / 3 ? null : new Date(now.getTime() + random.pick([1, 7, 30]) * DAY_MS).toISOString();
      mutes.push({ muter_id: id, muted_id: muted, until, created_at: now.toISOString() });
    }
  }
  return { blocks, mutes };
}

async function insertInBatches<T extends 'blocks' | 'mutes'>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insertInto(table).values(rows.slice(start, start + INSERT_BATCH)).execute();
  }
}

/**
 * The plan both runs send: feed pages and the comments of posts by members the requester does
 * not block and is not blocked by (those would answer 404), so every answer is a 200 in both.
 */
function readPlan(members: Member[], posts: { id: number; user_id: number }[], hiddenPairs: Set<string>): PlannedRequest[] {
  const random = seededRandom(20261130);
  return Array.from({ length: PLAN_LENGTH }, (): PlannedRequest => {
    const member = random.pick(members);
    const draw = random.next();
    if (draw < FIRST_PAGE_SHARE) return { kind: 'GET /post', method: 'GET', path: '/api/v1/post', token: member.token };
    if (draw < FIRST_PAGE_SHARE + LATER_PAGE_SHARE) {
      const cursor = random.pick(posts).id;
      return { kind: 'GET /post/expand', method: 'GET', path: `/api/v1/post/expand?post_filter=${cursor}`, token: member.token };
    }
    let post = random.pick(posts);
    while (hiddenPairs.has(`${member.id}:${post.user_id}`)) post = random.pick(posts);
    return { kind: 'GET /post/comments', method: 'GET', path: `/api/v1/post/comments/${post.id}`, token: member.token };
  });
}

async function prepare(community: CommunityEnv) {
  return withDatabase(community, async (db) => {
    const users = await db.selectFrom('users').select('id').orderBy('id').execute();
    const tokens = await signInFirstUsers(db, SIGNED_IN_MEMBERS);
    const members = tokens.map((token, index) => ({ id: users[index].id, token }));
    // Active posts with comments, as the comments list reads them.
    const posts = await db
      .selectFrom('posts')
      .select(['posts.id', 'posts.user_id'])
      .where('posts.archived_at', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('comments').select('comments.id').whereRef('comments.post_id', '=', 'posts.id')))
      .execute();
    const rows = blocksAndMutes(users.map((user) => user.id));
    const hiddenPairs = new Set(rows.blocks.flatMap((row) => [`${row.blocker_id}:${row.blocked_id}`, `${row.blocked_id}:${row.blocker_id}`]));
    return { plan: readPlan(members, posts, hiddenPairs), rows };
  });
}

async function benchSafetyOn(kind: DatabaseKind, options: SafetyBenchOptions, postgres: PostgresServer | undefined, log: (message: string) => void) {
  const database = DATABASE_NAMES[kind];
  log(`${database}: generating ${POSTS.toLocaleString('en-US')} posts for blocks and mutes`);
  const community = await createCommunity(kind, { users: MEMBERS, posts: POSTS }, postgres, 'safety');
  try {
    const { plan, rows: safetyRows } = await prepare(community.env);
    const ceiling = await measureCeiling(options);
    const rows: Row[] = [{ area: 'blocks', case: 'bare Fastify GET / (ceiling)', database, requestsPerSecond: ceiling }];
    const server = await startAppServer(community.env);
    try {
      log(`${database}: one pass to fill the caches, then feed and comments without blocks or mutes`);
      await measureLoad(server.url, plan, options);
      const before = await measureLoad(server.url, plan, options);
      await withDatabase(community.env, async (db) => {
        await insertInBatches(db, 'blocks', safetyRows.blocks);
        await insertInBatches(db, 'mutes', safetyRows.mutes);
        if (isPostgres(db)) await sql`analyze blocks, mutes`.execute(db);
      });
      log(`${database}: the same with ${BLOCKS_EACH} blocks and ${MUTES_EACH} mutes per member`);
      const withBlocks = await measureLoad(server.url, plan, options);
      await withDatabase(community.env, async (db) => {
        await db.deleteFrom('blocks').execute();
        await db.deleteFrom('mutes').execute();
      });
      log(`${database}: without them again`);
      const after = await measureLoad(server.url, plan, options);
      for (const result of [before, withBlocks, after]) {
        if (result.failureSamples.length > 0) log(`blocks: ${result.failureSamples.join(' | ')}`);
      }
      const byKind = (result: LoadResult) => result.kinds.map((figures) => `${figures.kind} p95 ${figures.p95.toFixed(1)}`).join(' · ');
      const ratio = withBlocks.p95 / Math.min(before.p95, after.p95);
      const posts = POSTS;
      const withoutRow = (result: LoadResult, when: string) => ({
        ...runRow({ area: 'blocks', case: `feed and comments, no block or mute (${when})`, database, posts }, result, ceiling),
        value: byKind(result),
      });
      const measured = runRow(
        { area: 'blocks', case: `the same, ${MEMBERS} members each blocking ${BLOCKS_EACH} and muting ${MUTES_EACH}`, database, posts },
        withBlocks,
        ceiling,
      );
      rows.push(withoutRow(before, 'before'), {
        ...measured,
        value: `${byKind(withBlocks)} · p95 ratio ${ratio.toFixed(2)}`,
        goal: [measured.goal, goal(ratio <= RATIO_BUDGET, `p95 ≤ ${RATIO_BUDGET}× without`)].join(', '),
      }, withoutRow(after, 'after'));
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    await community.remove();
  }
}

export async function benchSafety(options: SafetyBenchOptions, postgres: PostgresServer | undefined, log: (message: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (const kind of options.databases) rows.push(...(await benchSafetyOn(kind, options, postgres, log)));
  return rows;
}
