// An S3-compatible bucket in its own Node process (bucket-child.ts), for the media stages.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';

export interface BucketProcess {
  /** The server's settings that store media into this bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startBucketProcess(): Promise<BucketProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bucket-child.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
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
