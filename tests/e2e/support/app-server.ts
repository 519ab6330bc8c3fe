// Starts the real server (server/main.ts, built for the run) as a child process on a free port with its
// own data folder, serving the built SPA, and waits until its health endpoint answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from '../../helpers/child-server.ts';
import { nodeArgsFor } from '../../helpers/process-entries.ts';

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** `env` is added last, so it may also name another DATA_DIR or APP_URL. */
export async function startApp(env: Record<string, string>): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fanbase-e2e-'));
  const server = await startChildServer({
    args: nodeArgsFor('server'),
    env: (url) => ({ HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env }),
    readyPath: '/api/v1/health',
  });
  return {
    url: server.url,
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
