// A long-running child process of the cluster: its output goes to a given stream, it is
// stopped with SIGTERM, and its end (expected or not) is a promise. It runs in its own
// process group, so Ctrl-C reaches only the cluster script, which stops the processes in
// order.
import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

export interface RunningProcess {
  name: string;
  /** Resolves with a description of how the process ended. */
  ended: Promise<string>;
  hasEnded(): boolean;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: Writable,
): RunningProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(output, { end: false });
  child.stderr.pipe(output, { end: false });
  let endedYet = false;
  const ended = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(`${name} could not start: ${error.message}`));
    child.once('exit', (code, signal) => resolve(`${name} ended (${signal ?? `exit code ${code}`})`));
  }).finally(() => {
    endedYet = true;
  });
  return {
    name,
    ended,
    hasEnded: () => endedYet,
    async stop() {
      if (!endedYet) child.kill('SIGTERM');
      await ended;
    },
  };
}
