// `npm run cluster`: CLUSTER_SERVERS (default 2) server processes on one PostgreSQL database,
// on the ports after PORT, behind HAProxy on HOST:PORT, in the foreground until Ctrl-C or
// SIGTERM. The servers share the environment, so DATABASE_URL is the same; so is DATA_DIR, unless
// the pictures live in a bucket (MEDIA_STORAGE=s3): then each process gets a DATA_DIR of its own
// below it, as separate machines would have, so nothing works only through a shared folder.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { createCluster, haproxyInstalled, MAX_SERVERS } from './cluster.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = loadConfig();
if (config.database.kind !== 'postgres') {
  fail('npm run cluster needs DATABASE_URL=postgres://…: several processes cannot share the embedded SQLite database.');
}
if (!haproxyInstalled()) {
  fail('npm run cluster needs HAProxy on the PATH (Debian: apt-get install -y haproxy).');
}
const count = Number(process.env.CLUSTER_SERVERS ?? 2);
if (!Number.isInteger(count) || count < 1 || count > MAX_SERVERS) {
  fail(`CLUSTER_SERVERS must be a whole number from 1 to ${MAX_SERVERS}, got "${process.env.CLUSTER_SERVERS}".`);
}

// Like `npm start`: the web app is built when missing or older than its sources.
execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' });

const cluster = createCluster({
  host: config.host,
  port: config.port,
  serverPorts: Array.from({ length: count }, (_, index) => config.port + 1 + index),
  serverEnv: process.env,
  ...(config.mediaStorage.kind === 's3' && {
    envOf: (index: number) => ({ DATA_DIR: path.join(config.dataDir, `server${index + 1}`) }),
  }),
  statsSocket: process.env.BALANCER_STATS_SOCKET,
  output: process.stdout,
});

let stopping = false;
function stopAll(exitCode: number, message?: string): void {
  if (stopping) return;
  stopping = true;
  if (message) console.error(message);
  void cluster.stop().then(() => process.exit(exitCode));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => stopAll(0, `${signal} received, stopping HAProxy and the servers`));
}

try {
  await cluster.start();
} catch (error) {
  stopAll(1, `The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
}
if (!stopping) {
  const servers = cluster.servers.map((server) => server.url).join(', ');
  const media =
    config.mediaStorage.kind === 's3'
      ? `pictures in the bucket ${config.mediaStorage.bucket}, a DATA_DIR per process under ${config.dataDir}`
      : `pictures under ${config.mediaDir}, shared`;
  console.log(`Fanbase on ${cluster.url}: HAProxy in front of ${servers}; ${media}. Ctrl-C stops everything.`);
  void cluster.failed.then((reason) => stopAll(1, `${reason}; stopping the others`));
}
