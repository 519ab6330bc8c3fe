// The S3-compatible test server in a Node process of its own (s3-server-child.ts): the bench's
// load generator never shares its event loop, and the process may use the legacy OpenSSL
// provider, since s3rver encrypts its listing continuation tokens with DES, which OpenSSL 3 keeps
// only there: without it, a listing longer than one page (1,000 keys) answers 500.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./s3-server-child.ts', import.meta.url));

export interface S3ServerProcess {
  /** The server's settings that store media into this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3ServerProcess(): Promise<S3ServerProcess> {
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', CHILD], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = readline.createInterface({ input: child.stdout });
  const [first] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the bucket process ended with ${code} before it was ready`);
    }),
  ])) as [string];
  lines.close();
  return {
    env: JSON.parse(first) as Record<string, string>,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
