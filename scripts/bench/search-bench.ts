// The search box at the size of its budget: GET /find-user on each database with 100,000
// members (--members), keywords as members type them, next to the ceiling of the same run.
import { sql } from 'kysely';
import { measureCeiling } from './ceiling.ts';
import { createCommunity, signInFirstUsers, withDatabase, type CommunityEnv, type DatabaseKind } from './community.ts';
import { DATABASE_NAMES, runRow } from './figures.ts';
import { measureLoad, type LoadSettings, type PlannedRequest } from './load.ts';
import type { PostgresServer } from './postgres.ts';
import { seededRandom } from './random.ts';
import { startAppServer } from './servers.ts';
import { goal, type Row } from './table.ts';

export interface SearchBenchOptions extends LoadSettings {
  members: number;
  databases: DatabaseKind[];
}

const P95_BUDGET_MS = 20;
const BUDGET_MEMBERS = 100_000;
const SIGNED_IN_MEMBERS = 1000;
const SAMPLED_MEMBERS = 500;
const PLAN_LENGTH = 2000;
/** Of the keywords: typed from a name's start, from inside it, and ones matching nobody. */
const PREFIX_SHARE = 0.6;
const INSIDE_SHARE = 0.2;
/** No generated name holds it, so a keyword with it finds nobody (while its start may match many). */
const MISSING_CHARACTER = 'x';
/** The results page (fetch_all); the rest is the dropdown, searched as the member types. */
const RESULTS_PAGE_SHARE = 0.1;

interface SearchPlans {
  search: PlannedRequest[];
  /** The cheapest signed-in request (session, rate limit, one row): what any search costs at least. */
  floor: PlannedRequest[];
}

/** Keywords from the names of members sampled across the community. */
async function searchPlans(community: CommunityEnv, members: number): Promise<SearchPlans> {
  const random = seededRandom(20261124);
  return withDatabase(community, async (db) => {
    const tokens = await signInFirstUsers(db, SIGNED_IN_MEMBERS);
    const floor = tokens.map((token) => ({
      kind: 'GET /emergency-mail/limit',
      method: 'GET' as const,
      path: '/api/v1/emergency-mail/limit',
      token,
    }));
    const stride = Math.max(1, Math.floor(members / SAMPLED_MEMBERS));
    const sampled = await db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'username'])
      .where(sql<boolean>`id % ${stride} = 0`)
      .execute();
    const search = Array.from({ length: PLAN_LENGTH }, (): PlannedRequest => {
      const member = random.pick(sampled);
      const name = random.pick([member.first_name, member.last_name, member.username]);
      const length = 2 + random.below(Math.max(1, name.length - 1));
      const draw = random.next();
      let keyword: string;
      if (draw < PREFIX_SHARE) {
        keyword = name.slice(0, length);
      } else if (draw < PREFIX_SHARE + INSIDE_SHARE) {
        const start = random.below(Math.max(1, name.length - 2));
        keyword = name.slice(start, start + 3 + random.below(3));
      } else {
        keyword = `${name.slice(0, Math.min(length, 4))}${MISSING_CHARACTER}`;
      }
      const resultsPage = random.next() < RESULTS_PAGE_SHARE ? '&fetch_all=true' : '';
      return {
        kind: 'GET /find-user',
        method: 'GET',
        path: `/api/v1/find-user?user_keyword=${encodeURIComponent(keyword)}${resultsPage}`,
        token: random.pick(tokens),
      };
    });
    return { search, floor };
  });
}

async function benchSearchOn(kind: DatabaseKind, options: SearchBenchOptions, postgres: PostgresServer | undefined, log: (message: string) => void) {
  const database = DATABASE_NAMES[kind];
  log(`${database}: generating ${options.members} members for the search`);
  const community = await createCommunity(kind, { users: options.members, posts: 0 }, postgres, 'search');
  try {
    const plans = await searchPlans(community.env, options.members);
    const ceiling = await measureCeiling(options);
    const members = `${options.members.toLocaleString('en-US')} members`;
    const rows: Row[] = [
      { area: 'data', case: `generate ${members}`, database, value: `${community.seconds.toFixed(1)} s` },
      { area: 'search', case: 'bare Fastify GET / (ceiling)', database, requestsPerSecond: ceiling },
    ];
    const server = await startAppServer(community.env);
    try {
      log(`${database}: the floor and the search with ${members}`);
      const floor = await measureLoad(server.url, plans.floor, options);
      rows.push(runRow({ area: 'search', case: 'GET /emergency-mail/limit (floor)', database }, floor, ceiling));
      const result = await measureLoad(server.url, plans.search, options);
      if (result.failureSamples.length > 0) log(`find-user: ${result.failureSamples.join(' | ')}`);
      const row = runRow({ area: 'search', case: `GET /find-user, ${members}`, database }, result, ceiling);
      const budget = options.members === BUDGET_MEMBERS ? [goal(result.p95 < P95_BUDGET_MS, `p95 < ${P95_BUDGET_MS} ms`)] : [];
      rows.push({ ...row, goal: [row.goal, ...budget].join(', ') });
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    await community.remove();
  }
}

export async function benchSearch(options: SearchBenchOptions, postgres: PostgresServer | undefined, log: (message: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (const kind of options.databases) rows.push(...(await benchSearchOn(kind, options, postgres, log)));
  return rows;
}
