// The API under the traffic a community makes, on each database and at each size: generate
// the community, measure the bare Fastify ceiling, then the floor (floor.ts), the read-only
// traffic and the mix with writes against one server process, each with the process's CPU
// time per request, and on PostgreSQL the mix again through HAProxy in front of two
// processes. Budgets: design §7.
import { readApiFixtures } from './api-fixtures.ts';
import { measureCeiling } from './ceiling.ts';
import { createCommunity, type DatabaseKind } from './community.ts';
import { answeredAll, DATABASE_NAMES, kindsCell, runRow, type RunRow } from './figures.ts';
import { cpuCell, floorCases, measureWithCpu, PROBE_ARGS } from './floor.ts';
import { freePort } from '../../tests/helpers/child-server.ts';
import { measureLoad, warmUp, type LoadResult, type LoadSettings } from './load.ts';
import type { PostgresServer } from './postgres.ts';
import { startAppServer, startBalancedServers } from './servers.ts';
import { goal, type Row } from './table.ts';
import { mixedTraffic, readOnlyTraffic } from './traffic.ts';

export interface ApiBenchOptions extends LoadSettings {
  users: number;
  sizes: number[];
  databases: DatabaseKind[];
  /** Also the mix through HAProxy to two processes (PostgreSQL only). */
  balancer: boolean;
}

/** The budgets hold at this size. */
const BUDGET_POSTS = 100_000;
const WRITES_P95_FACTOR = 1.25;
const CEILING_SHARE = 1 / 3;
const POSTGRES_SHARE_OF_SQLITE = 0.5;
const POSTGRES_P99_MS = 50;
/** The mix's cost counts as flat while its p95 at the largest size stays within this factor of the smallest's. */
const FLAT_FACTOR = 1.2;
const BALANCED_PROCESSES = 2;
/**
 * Reads, unmeasured, before the first run of a fresh server (or balanced pair): without it
 * the read-only run, measured first, would also pay for filling caches the mix then finds full.
 */
const SERVER_WARM_UP_SECONDS = 3;

const READS_CASE = 'reads only';
const MIX_CASE = 'mix: 95% reads, 5% writes';
const BALANCED_CASE = `mix, ${BALANCED_PROCESSES} processes behind HAProxy`;

type Log = (message: string) => void;

function failureLog(log: Log, label: string, result: LoadResult): void {
  if (!answeredAll(result)) log(`${label}: ${result.failureSamples.join(' | ')}`);
}

async function benchAtSize(
  kind: DatabaseKind,
  posts: number,
  options: ApiBenchOptions,
  postgres: PostgresServer | undefined,
  log: Log,
): Promise<Row[]> {
  const database = DATABASE_NAMES[kind];
  log(`${database}: generating ${options.users} members and ${posts} posts`);
  const community = await createCommunity(kind, { users: options.users, posts }, postgres, `p${posts}`);
  try {
    const rows: Row[] = [
      {
        area: 'data',
        case: `generate ${options.users.toLocaleString('en-US')} members`,
        database,
        posts,
        value: `${community.seconds.toFixed(1)} s`,
      },
    ];
    const fixtures = await readApiFixtures(community.env, posts);
    const ceiling = await measureCeiling(options);
    rows.push({ area: 'API', case: 'bare Fastify GET / (ceiling)', database, posts, requestsPerSecond: ceiling });
    const fields = { area: 'API', database, posts };

    const probePort = await freePort();
    const server = await startAppServer(community.env, { PROBE_PORT: String(probePort) }, undefined, PROBE_ARGS);
    const probeUrl = `http://127.0.0.1:${probePort}/`;
    let mix: LoadResult;
    try {
      await warmUp(server.url, readOnlyTraffic(fixtures), { ...options, seconds: SERVER_WARM_UP_SECONDS });
      for (const floor of floorCases(fixtures)) {
        log(`${database} at ${posts} posts: ${floor.case}`);
        const run = await measureWithCpu(server.url, probeUrl, floor.plan, options);
        failureLog(log, floor.case, run.result);
        rows.push({ ...runRow({ ...fields, case: floor.case }, run.result, ceiling), value: cpuCell(run) });
      }
      log(`${database} at ${posts} posts: reads only`);
      const reads = await measureWithCpu(server.url, probeUrl, readOnlyTraffic(fixtures), options);
      failureLog(log, READS_CASE, reads.result);
      log(`${database} at ${posts} posts: the mix`);
      const mixed = await measureWithCpu(server.url, probeUrl, mixedTraffic(fixtures), options);
      mix = mixed.result;
      failureLog(log, MIX_CASE, mix);
      rows.push({
        ...runRow({ ...fields, case: READS_CASE }, reads.result, ceiling),
        value: `${cpuCell(reads)}; ${kindsCell(reads.result)}`,
      });
      rows.push(
        mixRow(runRow({ ...fields, case: MIX_CASE }, mix, ceiling), kind, reads.result, mix, `${cpuCell(mixed)}; ${kindsCell(mix)}`),
      );
    } finally {
      await server.stop();
    }

    if (kind === 'postgres' && options.balancer) {
      log(`${database} at ${posts} posts: the mix through HAProxy`);
      const balanced = await startBalancedServers(community.env, BALANCED_PROCESSES);
      try {
        await warmUp(balanced.url, readOnlyTraffic(fixtures), { ...options, seconds: SERVER_WARM_UP_SECONDS });
        const result = await measureLoad(balanced.url, mixedTraffic(fixtures), options);
        failureLog(log, BALANCED_CASE, result);
        rows.push({
          ...runRow({ ...fields, case: BALANCED_CASE }, result, ceiling),
          value: `${(result.requestsPerSecond / mix.requestsPerSecond).toFixed(2)}× one process's req/s`,
        });
      } finally {
        await balanced.stop();
      }
    }
    return rows;
  } finally {
    await community.remove();
  }
}

/** The mix's own budgets at BUDGET_POSTS, next to the budget every run has. */
function mixRow(row: RunRow, kind: DatabaseKind, reads: LoadResult, mix: LoadResult, value: string): Row {
  if (row.posts !== BUDGET_POSTS) return { ...row, value };
  const budgets =
    kind === 'sqlite'
      ? [
          goal(mix.p95 <= WRITES_P95_FACTOR * reads.p95, `p95 ≤ ${WRITES_P95_FACTOR}× reads only (${(mix.p95 / reads.p95).toFixed(2)}×)`),
          goal((row.ofCeiling ?? 0) >= CEILING_SHARE, '≥ ⅓ ceiling'),
        ]
      : [goal(mix.p99 < POSTGRES_P99_MS, `p99 < ${POSTGRES_P99_MS} ms`)];
  return { ...row, value, goal: [row.goal, ...budgets].join(', ') };
}

const runsOf = (rows: Row[], testCase: string) =>
  rows.filter((row): row is RunRow => row.case === testCase && row.p95 !== undefined);

/** Budgets across runs: PostgreSQL against SQLite, and each database's mix at its largest size against its smallest. */
function comparisonRows(rows: Row[], sizes: number[]): Row[] {
  const mixes = runsOf(rows, MIX_CASE);
  const mixAt = (database: string, posts: number) => mixes.find((row) => row.database === database && row.posts === posts);
  const comparisons: Row[] = [];
  for (const posts of sizes) {
    const sqlite = mixAt(DATABASE_NAMES.sqlite, posts);
    const postgres = mixAt(DATABASE_NAMES.postgres, posts);
    if (!sqlite || !postgres) continue;
    const share = postgres.requestsPerSecond / sqlite.requestsPerSecond;
    comparisons.push({
      area: 'API',
      case: 'mix: PostgreSQL req/s ÷ SQLite req/s',
      posts,
      value: `${share.toFixed(2)}×`,
      goal: posts === BUDGET_POSTS ? goal(share >= POSTGRES_SHARE_OF_SQLITE, `≥ ${POSTGRES_SHARE_OF_SQLITE}×`) : undefined,
    });
  }
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  if (largest === smallest) return comparisons;
  for (const database of Object.values(DATABASE_NAMES)) {
    const [small, large] = [mixAt(database, smallest), mixAt(database, largest)];
    if (!small || !large) continue;
    const factor = large.p95 / small.p95;
    comparisons.push({
      area: 'API',
      case: `mix: p95 at ${largest.toLocaleString('en-US')} posts ÷ at ${smallest.toLocaleString('en-US')}`,
      database,
      value: `${factor.toFixed(2)}×`,
      goal: goal(factor <= FLAT_FACTOR, `flat (≤ ${FLAT_FACTOR}×)`),
    });
  }
  return comparisons;
}

/** Every database at every size, then the budgets that compare runs. */
export async function benchApi(options: ApiBenchOptions, postgres: PostgresServer | undefined, log: Log): Promise<Row[]> {
  const rows: Row[] = [];
  for (const kind of options.databases) {
    for (const posts of options.sizes) rows.push(...(await benchAtSize(kind, posts, options, postgres, log)));
  }
  return [...rows, ...comparisonRows(rows, options.sizes)];
}
