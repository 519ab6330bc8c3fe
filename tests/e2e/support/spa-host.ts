// The SPA hosted apart from the API, as any static host would serve it: built with VITE_API_URL
// naming the API (README, "Hosting the SPA elsewhere"), its files sent as they are, and every
// other path answered with index.html so that links into the app (the OTP mail's redirect to
// /auth/verification/success) open it. It knows nothing of the API.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

export interface SpaHost {
  /** Origin of the static host, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Builds the SPA for the API at `apiUrl` and serves that build from now on. */
  build(apiUrl: string): Promise<void>;
  close(): Promise<void>;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Listens first, so that its origin can be the API's APP_URL before the API starts. */
export async function startSpaHost(): Promise<SpaHost> {
  const root = mkdtempSync(join(tmpdir(), 'fanbase-spa-host-'));
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = join(root, pathname);
    const served = file.startsWith(`${root}/`) && isFile(file) ? file : join(root, 'index.html');
    response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(served)] ?? 'application/octet-stream' });
    response.end(readFileSync(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    async build(apiUrl) {
      await promisify(execFile)(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', root, '--emptyOutDir'], {
        env: { ...process.env, VITE_API_URL: apiUrl },
        maxBuffer: 16 * 1024 * 1024,
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
