// The processes a bench run talks to: the real server on a generated community, the same behind
// HAProxy as several processes, and the bare Fastify ceiling. Each runs as its own Node process,
// so the load generator never shares their event loop.
import { PassThrough } from 'node:stream';
import { createCluster, haproxyInstalled } from '../cluster/cluster.ts';
import { freePort, startChildServer, type ChildServer } from '../../tests/helpers/child-server.ts';
import type { CommunityEnv } from './community.ts';

/**
 * Requests per minute per member: out of reach, so a member is never refused and the rate
 * limit is not what the bench measures, while every request is still counted and the counts
 * written in batches, as in production.
 */
export const BENCH_API_RATE_LIMIT = 1_000_000_000;

/** Logging stays at warn: one log line per request would measure the log pipe. */
function serverEnv(community: CommunityEnv): Record<string, string> {
  return {
    ...community,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT: String(BENCH_API_RATE_LIMIT),
  };
}

/**
 * The real server (`server/main.ts`) on `community`, serving the SPA built into `distDir` when
 * given; `nodeArgs` go to node before the script (e.g. a probe to --import).
 */
export function startAppServer(
  community: CommunityEnv,
  env: Record<string, string> = {},
  distDir?: string,
  nodeArgs: string[] = [],
): Promise<ChildServer> {
  return startChildServer({
    args: ['--import', 'tsx', ...nodeArgs, 'server/main.ts'],
    env: (url) => ({
      HOST: '127.0.0.1',
      APP_URL: url,
      ...serverEnv(community),
      ...(distDir && { DIST_DIR: distDir }),
      ...env,
    }),
    readyPath: '/api/v1/health',
  });
}

export interface Balanced {
  url: string;
  stop(): Promise<void>;
}

/**
 * `count` server processes on one PostgreSQL community behind HAProxy, started the way
 * `npm run cluster` starts them (scripts/cluster/cluster.ts, deploy/haproxy.cfg).
 */
export async function startBalancedServers(community: CommunityEnv, count: number): Promise<Balanced> {
  if (!haproxyInstalled()) throw new Error('the balancer stage needs HAProxy (apt-get install -y haproxy), or --skip balancer');
  const output = new PassThrough();
  let log = '';
  output.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000)));
  const [port, ...serverPorts] = await Promise.all(Array.from({ length: count + 1 }, () => freePort()));
  const cluster = createCluster({
    host: '127.0.0.1',
    port,
    serverPorts,
    serverEnv: { ...process.env, ...serverEnv(community) },
    output,
  });
  try {
    await cluster.start();
  } catch (error) {
    await cluster.stop();
    throw new Error(`the balanced servers did not start: ${String(error)}\n${log}`);
  }
  return { url: cluster.url, stop: () => cluster.stop() };
}

export function startCeilingServer(): Promise<ChildServer> {
  return startChildServer({ args: ['--import', 'tsx', 'scripts/bench/hello-server.ts'], env: () => ({}), readyPath: '/' });
}
