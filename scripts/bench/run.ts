// `npm run bench`: every figure of design §7 in one table (see docs/benchmarks.md).
// Progress goes to stderr; the conditions and the table go to stdout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchAlbumPosting } from './album-post-time.ts';
import { benchApi } from './api-bench.ts';
import { benchBrowser } from './browser-bench.ts';
import { benchBroadcast } from './broadcast.ts';
import { DATABASE_NAMES } from './figures.ts';
import { benchLiveRequests } from './live-requests.ts';
import { benchLiveScreen } from './live-screen.ts';
import { benchLiveStreams } from './live-streams.ts';
import { benchMediaServing } from './media-serving.ts';
import { benchModeration } from './moderation-bench.ts';
import { benchPush } from './push-bench.ts';
import { readOptions } from './options.ts';
import { startPostgres, type PostgresServer } from './postgres.ts';
import { benchSafety } from './safety-bench.ts';
import { benchSearch } from './search-bench.ts';
import { BENCH_API_RATE_LIMIT } from './servers.ts';
import { buildSpa } from './spa-build.ts';
import { formatTable, type Row } from './table.ts';
import { benchUploadPressure } from './upload-pressure.ts';

const log = (message: string) => console.error(`[bench] ${message}`);

const args = process.argv.slice(2);
const options = readOptions(args);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-bench-run-'));
const distDir = path.join(workDir, 'dist');
const rows: Row[] = [];
const [cpu] = os.cpus();
const usesDatabases = options.stages.some((stage) => ['api', 'search', 'live-screen', 'moderation', 'blocks'].includes(stage));
const needsSpa = options.stages.some((stage) => ['js', 'lighthouse', 'live-screen', 'live-requests', 'album-post'].includes(stage));
const postgres: PostgresServer | undefined =
  usesDatabases && options.databases.includes('postgres') ? startPostgres() : undefined;
const conditions = [
  `date ${new Date().toISOString()}`,
  `${os.cpus().length} × ${cpu?.model ?? 'unknown CPU'}, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`,
  `node ${process.version}; databases ${options.databases.map((kind) => DATABASE_NAMES[kind]).join(', ')}`,
  `command: ${['npm run bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' ')}`,
  `sizes ${options.sizes.join(', ')} posts, ${options.users} members, search with ${options.members} members, ` +
    `${options.connections} connections, ${options.seconds} s per run, API_RATE_LIMIT=${BENCH_API_RATE_LIMIT}`,
  `live: ${options.liveEvents} events to screen, ${options.liveStreams} open streams, ${options.liveMinutes} minutes of an idle tab`,
];
try {
  if (needsSpa) {
    log('building the SPA');
    const buildStarted = performance.now();
    buildSpa(distDir);
    rows.push({ area: 'SPA build', case: 'vite build', value: `${((performance.now() - buildStarted) / 1000).toFixed(1)} s` });
  }
  if (options.stages.includes('js') || options.stages.includes('lighthouse')) {
    rows.push(...(await benchBrowser(options, path.join(workDir, 'browser'), distDir, log)));
  }
  if (options.stages.includes('api')) {
    rows.push(...(await benchApi({ ...options, balancer: options.stages.includes('balancer') }, postgres, log)));
  }
  if (options.stages.includes('search')) {
    rows.push(...(await benchSearch(options, postgres, log)));
  }
  if (options.stages.includes('broadcast')) {
    log(`emergency broadcast to ${options.recipients} members`);
    rows.push(...(await benchBroadcast(options.recipients)));
  }
  if (options.stages.includes('live-screen')) {
    rows.push(...(await benchLiveScreen({ events: options.liveEvents, databases: options.databases, distDir }, postgres, log)));
  }
  if (options.stages.includes('live-streams')) {
    rows.push(...(await benchLiveStreams(options.liveStreams, path.join(workDir, 'live-streams'), log)));
  }
  if (options.stages.includes('live-requests')) {
    rows.push(...(await benchLiveRequests(options.liveMinutes, path.join(workDir, 'live-requests'), distDir, log)));
  }
  if (options.stages.includes('album-post')) {
    rows.push(...(await benchAlbumPosting(distDir, log)));
  }
  if (options.stages.includes('media-serving')) {
    rows.push(...(await benchMediaServing(options.seconds, log)));
  }
  if (options.stages.includes('upload-pressure')) {
    rows.push(...(await benchUploadPressure(log)));
  }
  if (options.stages.includes('moderation')) {
    rows.push(...(await benchModeration(options, postgres, log)));
  }
  if (options.stages.includes('blocks')) {
    rows.push(...(await benchSafety(options, postgres, log)));
  }
  if (options.stages.includes('push')) {
    rows.push(...(await benchPush(options.recipients, log)));
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
console.log(conditions.map((line) => `- ${line}`).join('\n'));
console.log();
console.log(formatTable(rows));
