// Runs a Node server script as a child process on a free loopback port and waits until a
// URL of it answers. The browser suite starts the real server this way; the benchmarks
// start it and a bare Fastify server for comparison.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface ChildServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The process id, to read its resource use from /proc. */
  pid: number;
  /** Everything the process wrote so far. */
  output(): string;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
  /** Resolves once the process has exited: the signal that ended it, or its exit code. */
  ended(): Promise<NodeJS.Signals | number | null>;
  /** SIGKILL from outside, as a crash would end it; resolves once the process has exited. */
  crash(): Promise<void>;
}

export interface ChildServerOptions {
  /** Arguments to node, e.g. ['--import', 'tsx', 'server/main.ts']. */
  args: string[];
  /** Added to the parent's environment, given the server's URL; PORT is set to its port. */
  env: (url: string) => Record<string, string>;
  /** Path polled until it answers 2xx. */
  readyPath: string;
  timeoutMs?: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, options.args, {
    env: { ...process.env, ...options.env(url), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const ended = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );

  const server: ChildServer = {
    url,
    pid: child.pid!,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await ended;
    },
    ended: () => ended,
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await ended;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}${options.readyPath}`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`Server did not become ready:\n${log}`);
}
