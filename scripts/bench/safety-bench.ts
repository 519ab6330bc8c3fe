// What blocks and mutes cost the reads they filter (decision 093): the feed (first pages and
// pages further down) and comment lists, with 100,000 posts and 1,000 members, on one server and
// database: after an unmeasured pass that fills the caches, runs with no block or mute and runs
// with every member blocking 20 others and muting 20, in turn, so that the machine's drift falls
// on both alike. The budget is the ratio of the median p95 with them to the median p95 without
// (two runs of the same code differ by up to a fifth on these shared cores).
import { sql, type Insertable, type Kysely } from 'kysely';
import { isPostgres } from '../../server/db/portable-schema.ts';
import type { BlocksTable, Database, MutesTable } from '../../server/db/schema.ts';
import { DAY_MS } from '../../server/lib/time.ts';
import { measureCeiling } from './ceiling.ts';
import { createCommunity, signInFirstUsers, withDatabase, type CommunityEnv, type DatabaseKind } from './community.ts';
import { DATABASE_NAMES, runRow } from './figures.ts';
import { measureLoad, percentile, sorted, type LoadResult, type LoadSettings, type PlannedRequest } from './load.ts';
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
/** Runs with and without blocks, each. */
const ROUNDS = 3;
/**
 * After blocks are written or removed, the server first reads their live events (one per block
 * for each of its two members) before the next run starts.
 */
const SETTLE_MS = 5000;
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

function medianP95(results: LoadResult[]): number {
  return percentile(sorted(results.map((result) => result.p95)), 0.5);
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
      log(`${database}: one pass to fill the caches`);
      await measureLoad(server.url, plan, options);
      const setBlocksAndMutes = async (present: boolean) => {
        await withDatabase(community.env, async (db) => {
          if (present) {
            await insertInBatches(db, 'blocks', safetyRows.blocks);
            await insertInBatches(db, 'mutes', safetyRows.mutes);
          } else {
            await db.deleteFrom('blocks').execute();
            await db.deleteFrom('mutes').execute();
          }
          if (isPostgres(db)) await sql`analyze blocks, mutes`.execute(db);
        });
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      };
      const without: LoadResult[] = [];
      const withBlocks: LoadResult[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        log(`${database}: round ${round} of ${ROUNDS}, feed and comments without blocks or mutes, then with ${BLOCKS_EACH} blocks and ${MUTES_EACH} mutes per member`);
        without.push(await measureLoad(server.url, plan, options));
        await setBlocksAndMutes(true);
        withBlocks.push(await measureLoad(server.url, plan, options));
        await setBlocksAndMutes(false);
      }
      for (const result of [...without, ...withBlocks]) {
        if (result.failureSamples.length > 0) log(`blocks: ${result.failureSamples.join(' | ')}`);
      }
      const byKind = (result: LoadResult) => result.kinds.map((figures) => `${figures.kind} p95 ${figures.p95.toFixed(1)}`).join(' · ');
      const posts = POSTS;
      const blocksCase = `${MEMBERS} members each blocking ${BLOCKS_EACH} and muting ${MUTES_EACH}`;
      for (let round = 0; round < ROUNDS; round += 1) {
        rows.push(
          {
            ...runRow({ area: 'blocks', case: `feed and comments, no block or mute (run ${round + 1})`, database, posts }, without[round], ceiling),
            value: byKind(without[round]),
          },
          {
            ...runRow({ area: 'blocks', case: `the same, ${blocksCase} (run ${round + 1})`, database, posts }, withBlocks[round], ceiling),
            value: byKind(withBlocks[round]),
          },
        );
      }
      const [medianWithout, medianWith] = [medianP95(without), medianP95(withBlocks)];
      const ratio = medianWith / medianWithout;
      rows.push({
        area: 'blocks',
        case: `median p95 with ÷ without, ${ROUNDS} runs each`,
        database,
        posts,
        value: `${medianWith.toFixed(1)} ÷ ${medianWithout.toFixed(1)} ms = ${ratio.toFixed(2)}`,
        goal: goal(ratio <= RATIO_BUDGET, `≤ ${RATIO_BUDGET}×`),
      });
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
