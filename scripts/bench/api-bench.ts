// The API under load at one database size: generate the community, measure the bare
// Fastify ceiling, then each endpoint against the real server, 50 connections by default.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readApiFixtures, type ApiFixtures } from './api-fixtures.ts';
import { fillDataDir } from './community.ts';
import { measureLoad, type LoadSettings, type LoadTarget } from './load.ts';
import { startAppServer, startCeilingServer } from './servers.ts';
import { goal, type Row } from './table.ts';

export interface ApiBenchOptions extends LoadSettings {
  users: number;
}

/** The design's budgets hold at this size (design §7). */
const BUDGET_POSTS = 100_000;
const FEED_P95_BUDGET_MS = 15;
const CEILING_SHARE_BUDGET = 1 / 3;
const GENERATION_BUDGET_SECONDS = 60;
/** Feed cost counts as flat while the largest size's p95 stays within this factor of the smallest's. */
const FLAT_FACTOR = 1.5;
const FEED = 'GET /post';
const DEEP_FEED = 'GET /post/expand (95% down the feed)';

interface Endpoint {
  name: string;
  target: LoadTarget;
  /** Held to the feed budgets. */
  isFeed: boolean;
}

function endpoints(fixtures: ApiFixtures): Endpoint[] {
  const { tokens } = fixtures;
  const api = (paths: string[]) => paths.map((p) => `/api/v1${p}`);
  return [
    { name: FEED, isFeed: true, target: { method: 'GET', paths: api(['/post']), tokens } },
    {
      name: DEEP_FEED,
      isFeed: true,
      target: { method: 'GET', paths: api([`/post/expand?post_filter=${fixtures.deepCursor}`]), tokens },
    },
    {
      // Not a budget: more different pages than a process keeps (server/services/feed-cache.ts),
      // so every answer is built from the database, as right after a write.
      name: 'GET /post/expand (500 pages, none kept)',
      isFeed: false,
      target: { method: 'GET', paths: api(fixtures.spreadCursors.map((cursor) => `/post/expand?post_filter=${cursor}`)), tokens },
    },
    {
      name: 'GET /post/comments/{id}',
      isFeed: false,
      target: { method: 'GET', paths: api(fixtures.commentedPostIds.map((id) => `/post/comments/${id}`)), tokens },
    },
    {
      name: 'PUT /like/{uuid}',
      isFeed: false,
      target: { method: 'PUT', paths: api(fixtures.likeUuids.map((uuid) => `/like/${uuid}`)), tokens },
    },
    {
      // Not a budget: the cheapest signed-in request (session, rate limit, one row), the
      // floor under every endpoint above.
      name: 'GET /emergency-mail/limit (floor)',
      isFeed: false,
      target: { method: 'GET', paths: api(['/emergency-mail/limit']), tokens },
    },
    {
      name: 'GET /find-user',
      isFeed: false,
      target: {
        method: 'GET',
        paths: api(fixtures.keywords.map((keyword) => `/find-user?user_keyword=${encodeURIComponent(keyword)}`)),
        tokens,
      },
    },
  ];
}

async function measureCeiling(settings: LoadSettings): Promise<number> {
  const server = await startCeilingServer();
  try {
    return (await measureLoad(server.url, { method: 'GET', paths: ['/'], tokens: [] }, settings)).requestsPerSecond;
  } finally {
    await server.stop();
  }
}

async function benchApiAtSize(posts: number, options: ApiBenchOptions): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-bench-'));
  try {
    const seconds = await fillDataDir(dataDir, { users: options.users, posts });
    const rows: Row[] = [
      {
        area: 'data',
        case: `generate ${options.users.toLocaleString('en-US')} users`,
        posts,
        value: `${seconds.toFixed(1)} s`,
        goal: posts === BUDGET_POSTS ? goal(seconds < GENERATION_BUDGET_SECONDS, '< 60 s') : undefined,
      },
    ];
    const fixtures = await readApiFixtures(dataDir, posts, options.connections);

    const ceiling = await measureCeiling(options);
    rows.push({ area: 'API', case: 'bare Fastify GET / (ceiling)', posts, requestsPerSecond: ceiling });

    const server = await startAppServer(dataDir);
    try {
      for (const endpoint of endpoints(fixtures)) {
        const result = await measureLoad(server.url, endpoint.target, options);
        const ofCeiling = result.requestsPerSecond / ceiling;
        const budgeted = endpoint.isFeed && posts === BUDGET_POSTS;
        rows.push({
          area: 'API',
          case: endpoint.name,
          posts,
          ...result,
          ofCeiling,
          value: result.failures > 0 ? `${result.failures} failed` : undefined,
          goal: budgeted
            ? [
                goal(result.p95 < FEED_P95_BUDGET_MS, `p95 < ${FEED_P95_BUDGET_MS} ms`),
                goal(ofCeiling >= CEILING_SHARE_BUDGET, '≥ ⅓ ceiling'),
              ].join(', ')
            : undefined,
        });
      }
    } finally {
      await server.stop();
    }
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Feed p95 at the largest size against the smallest: the cost must not grow with the posts. */
function flatnessRows(rows: Row[], sizes: number[]): Row[] {
  if (sizes.length < 2) return [];
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  return [FEED, DEEP_FEED].flatMap((feedCase) => {
    const p95At = (posts: number) => rows.find((row) => row.case === feedCase && row.posts === posts)?.p95;
    const [small, large] = [p95At(smallest), p95At(largest)];
    if (small === undefined || large === undefined) return [];
    const factor = large / small;
    return [
      {
        area: 'API',
        case: `${feedCase}: p95 at ${largest} ÷ at ${smallest}`,
        value: `${factor.toFixed(2)}×`,
        goal: goal(factor <= FLAT_FACTOR, `flat (≤ ${FLAT_FACTOR}×)`),
      },
    ];
  });
}

/** Every size in turn, then how the feed's cost changed between the smallest and largest. */
export async function benchApi(sizes: number[], options: ApiBenchOptions, log: (message: string) => void): Promise<Row[]> {
  const rows: Row[] = [];
  for (const posts of sizes) {
    log(`API at ${posts} posts`);
    rows.push(...(await benchApiAtSize(posts, options)));
  }
  return [...rows, ...flatnessRows(rows, sizes)];
}
