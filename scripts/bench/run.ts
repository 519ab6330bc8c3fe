// `npm run bench`: every figure of design §7 in one table (see docs/benchmarks.md).
// Progress goes to stderr; the conditions and the table go to stdout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApiAtSize } from './api-bench.ts';
import { benchBroadcast } from './broadcast.ts';
import { fillDataDir, signInFirstUsers, withDatabase } from './community.ts';
import { runLighthouse } from './lighthouse.ts';
import { readOptions, type BenchOptions } from './options.ts';
import { measureRouteJs } from './route-js.ts';
import { startAppServer } from './servers.ts';
import { buildSpa, largestChunk } from './spa-build.ts';
import { formatTable, goal, type Row } from './table.ts';

/** Posts in the database the browser measurements run against. */
const BROWSER_POSTS = 1000;
const LANDING_JS_BUDGET = 80_000;
const CHUNK_BUDGET = 150_000;
/** Feed cost counts as flat while the largest size's p95 stays within this factor of the smallest's. */
const FLAT_FACTOR = 1.5;

const log = (message: string) => console.error(`[bench] ${message}`);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function browserRows(options: BenchOptions, workDir: string, distDir: string): Promise<Row[]> {
  const dataDir = path.join(workDir, 'browser');
  await fillDataDir(dataDir, { users: options.users, posts: BROWSER_POSTS });
  const [demoToken] = await withDatabase(dataDir, (db) => signInFirstUsers(db, 1));
  const server = await startAppServer(dataDir, distDir);
  const rows: Row[] = [];
  try {
    if (options.stages.includes('js')) {
      log('JavaScript per route');
      for (const { route, gzipBytes, sentBytes, files, landedOn } of await measureRouteJs(server.url, demoToken)) {
        const budgeted = route.name === 'landing' || route.name === 'login';
        rows.push({
          area: 'SPA JS (gzip)',
          case: `${route.name} ${route.path}`,
          value: `${kB(gzipBytes)} in ${files} files (${kB(sentBytes)} sent)${landedOn ? `, redirected to ${landedOn}` : ''}`,
          goal: budgeted ? goal(gzipBytes <= LANDING_JS_BUDGET, '≤ 80 kB') : undefined,
        });
      }
      const largest = largestChunk(distDir);
      rows.push({
        area: 'SPA JS (gzip)',
        case: 'largest chunk',
        value: `${largest.file} ${kB(largest.gzipBytes)}`,
        goal: goal(largest.gzipBytes <= CHUNK_BUDGET, '≤ 150 kB'),
      });
    }
    if (options.stages.includes('lighthouse')) {
      log('Lighthouse');
      for (const page of await runLighthouse(server.url, demoToken)) {
        rows.push({
          area: 'Lighthouse',
          case: page.page,
          value:
            `performance ${page.performance}, accessibility ${page.accessibility}, best practices ${page.bestPractices}; ` +
            `LCP ${Math.round(page.lcpMs)} ms, TBT ${Math.round(page.tbtMs)} ms, CLS ${page.cls.toFixed(3)}`,
        });
      }
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/** Feed p95 at the largest size against the smallest: the cost must not grow with the posts. */
function flatnessRows(apiRows: Row[], sizes: number[]): Row[] {
  if (sizes.length < 2) return [];
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  const feedCases = [...new Set(apiRows.filter((row) => row.case.startsWith('GET /post') && !row.case.includes('comments')).map((row) => row.case))];
  return feedCases.flatMap((feedCase) => {
    const at = (posts: number) => apiRows.find((row) => row.case === feedCase && row.posts === posts)?.p95;
    const [small, large] = [at(smallest), at(largest)];
    if (small === undefined || large === undefined) return [];
    const factor = large / small;
    return [{ area: 'API', case: `${feedCase}: p95 at ${largest} ÷ at ${smallest}`, value: `${factor.toFixed(2)}×`, goal: goal(factor <= FLAT_FACTOR, `flat (≤ ${FLAT_FACTOR}×)`) }];
  });
}

const options = readOptions(process.argv.slice(2));
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-bench-run-'));
const distDir = path.join(workDir, 'dist');
const rows: Row[] = [];
const [cpu] = os.cpus();
const conditions = [
  `date ${new Date().toISOString()}`,
  `${os.cpus().length} × ${cpu?.model ?? 'unknown CPU'}, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`,
  `node ${process.version}, SQLite`,
  `command: npm run bench -- ${process.argv.slice(2).join(' ')}`.trimEnd(),
  `sizes ${options.sizes.join(', ')} posts, ${options.users} users, ${options.connections} connections, ${options.seconds} s per run`,
];
try {
  if (options.stages.includes('js') || options.stages.includes('lighthouse')) {
    log('building the SPA');
    buildSpa(distDir);
    rows.push(...(await browserRows(options, workDir, distDir)));
  }
  if (options.stages.includes('api')) {
    const apiRows: Row[] = [];
    for (const posts of options.sizes) {
      log(`API at ${posts} posts`);
      apiRows.push(...(await benchApiAtSize(posts, { ...options, distDir })));
    }
    rows.push(...apiRows, ...flatnessRows(apiRows, options.sizes));
  }
  if (options.stages.includes('broadcast')) {
    log(`emergency broadcast to ${options.recipients} members`);
    const mail = await benchBroadcast(options.recipients, distDir);
    rows.push({
      area: 'broadcast',
      case: `${mail.recipients.toLocaleString('en-US')} recipients, local SMTP sink`,
      value: `${mail.seconds.toFixed(1)} s, ${Math.round(mail.mailsPerSecond)} mails/s, ${mail.duplicates} duplicates (batches of ${mail.batchSize})`,
      goal: goal(mail.duplicates === 0, 'no mail twice'),
    });
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
console.log(conditions.map((line) => `- ${line}`).join('\n'));
console.log();
console.log(formatTable(rows));
