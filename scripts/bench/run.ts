// `npm run bench`: every figure of design §7 in one table (see docs/benchmarks.md).
// Progress goes to stderr; the conditions and the table go to stdout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchApi } from './api-bench.ts';
import { benchBrowser } from './browser-bench.ts';
import { benchBroadcast } from './broadcast.ts';
import { DATABASE_NAMES } from './figures.ts';
import { readOptions } from './options.ts';
import { startPostgres, type PostgresServer } from './postgres.ts';
import { benchSearch } from './search-bench.ts';
import { BENCH_API_RATE_LIMIT } from './servers.ts';
import { buildSpa } from './spa-build.ts';
import { formatTable, type Row } from './table.ts';

const log = (message: string) => console.error(`[bench] ${message}`);

const args = process.argv.slice(2);
const options = readOptions(args);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-bench-run-'));
const distDir = path.join(workDir, 'dist');
const rows: Row[] = [];
const [cpu] = os.cpus();
const usesDatabases = options.stages.some((stage) => stage === 'api' || stage === 'search');
const postgres: PostgresServer | undefined =
  usesDatabases && options.databases.includes('postgres') ? startPostgres() : undefined;
const conditions = [
  `date ${new Date().toISOString()}`,
  `${os.cpus().length} × ${cpu?.model ?? 'unknown CPU'}, load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}`,
  `node ${process.version}; databases ${options.databases.map((kind) => DATABASE_NAMES[kind]).join(', ')}`,
  `command: ${['npm run bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' ')}`,
  `sizes ${options.sizes.join(', ')} posts, ${options.users} members, search with ${options.members} members, ` +
    `${options.connections} connections, ${options.seconds} s per run, API_RATE_LIMIT=${BENCH_API_RATE_LIMIT}`,
];
try {
  if (options.stages.includes('js') || options.stages.includes('lighthouse')) {
    log('building the SPA');
    buildSpa(distDir);
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
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
console.log(conditions.map((line) => `- ${line}`).join('\n'));
console.log();
console.log(formatTable(rows));
