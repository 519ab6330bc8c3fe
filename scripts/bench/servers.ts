// The processes a bench run talks to: the real server on a generated data folder, and the
// bare Fastify ceiling. Both run as their own Node process, so the load generator never
// shares their event loop.
import { startChildServer, type ChildServer } from '../../tests/helpers/child-server.ts';

/**
 * The real server (`server/main.ts`) on `dataDir`, serving the SPA built into `distDir` when
 * given. The API limit is lifted so the load is not refused, but its counter is still
 * written on every request, as in production. Logging stays at warn: one log line per
 * request would measure the log pipe.
 */
export function startAppServer(dataDir: string, env: Record<string, string> = {}, distDir?: string): Promise<ChildServer> {
  return startChildServer({
    args: ['--import', 'tsx', 'server/main.ts'],
    env: (url) => ({
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      ...(distDir && { DIST_DIR: distDir }),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '1000000000',
      ...env,
    }),
    readyPath: '/api/v1/health',
  });
}

export function startCeilingServer(): Promise<ChildServer> {
  return startChildServer({ args: ['--import', 'tsx', 'scripts/bench/hello-server.ts'], env: () => ({}), readyPath: '/' });
}
