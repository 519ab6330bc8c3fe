// A process asked to stop (SIGTERM, as a deployment's rollout sends it) ends within its grace
// period even when clients hold their connections: one sent half a request and waits, one asked
// for a large file and stopped reading it. Either alone kept the process alive before.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../helpers/child-server.ts';
import { createTestDatabase, serverProcessEnv, type TestDatabase } from '../helpers/server.ts';
import { nodeArgsFor } from '../helpers/process-entries.ts';

const GRACE_MS = 500;
/** Far more than the loopback socket buffers take in, so the server's write cannot finish. */
const LARGE_FILE_BYTES = 48 * 1024 * 1024;

let dataDir: string;
let database: TestDatabase;
let child: ChildServer;
const sockets: net.Socket[] = [];

/** A raw connection to the server that sends `request` and then does nothing more. */
async function connectAndSend(request: string): Promise<net.Socket> {
  const { port } = new URL(child.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  sockets.push(socket);
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(request);
  return socket;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-close-'));
  const distDir = path.join(dataDir, 'dist');
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body></body></html>');
  fs.writeFileSync(path.join(distDir, 'assets', 'large.bin'), Buffer.alloc(LARGE_FILE_BYTES, 7));
  database = await createTestDatabase(dataDir);
  child = await startChildServer({
    args: nodeArgsFor('server'),
    env: (url) => serverProcessEnv(url, dataDir, database, { DIST_DIR: distDir, SHUTDOWN_GRACE_MS: String(GRACE_MS) }),
    readyPath: '/api/v1/health',
  });
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await child?.crash();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a server asked to stop while clients hold their connections', () => {
  it('ends their connections after the grace period and exits cleanly', async () => {
    const halfSent = await connectAndSend(
      'POST /api/v1/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"user_mail":',
    );
    const stalledDownload = await connectAndSend('GET /assets/large.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // The download has started: its first bytes arrived, then the client stops reading.
    await new Promise<void>((resolve) => stalledDownload.once('data', () => resolve()));
    stalledDownload.pause();
    const closedByServer = [halfSent, stalledDownload].map(
      (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
    );

    process.kill(child.pid, 'SIGTERM');

    expect(await child.ended()).toBe(0);
    // What the kernel still holds of the download drains, then the connection's end shows.
    stalledDownload.resume();
    await Promise.all(closedByServer);
    expect(child.output()).toContain(`connections still open after ${GRACE_MS} ms, ending them`);
  });
});
