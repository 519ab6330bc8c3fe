// The server as production runs it: bundled by `npm run build` (scripts/bundle-server.mjs)
// and started with plain Node, no TypeScript loader. The guests' landing is rendered by the
// React view from src/ inside the bundle; the packages come from node_modules.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../scripts/bundle-server.mjs';
import { landingTexts } from '../../shared/landing/landing-texts.ts';
import { startChildServer, type ChildServer } from '../helpers/child-server.ts';
import { createTestDatabase, serverProcessEnv, type TestDatabase } from '../helpers/server.ts';

const BRAND = 'Fans Bundel';
const ENTRY = '/assets/index-abc123.js';

let bundleDir: string;
let dataDir: string;
let distDir: string;
let database: TestDatabase;
let server: ChildServer;

/** A web app build of the shape Vite writes: an entry script and an empty root. */
function writeWebApp(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Fanbase</title><!--app-config-->' +
      `<script type="module" crossorigin src="${ENTRY}"></script></head>` +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, ENTRY), 'console.log("app")');
}

beforeAll(async () => {
  // Inside the project, so the bundle finds the packages in node_modules as it does in dist-server/.
  const cacheDir = path.resolve('node_modules', '.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  bundleDir = fs.mkdtempSync(path.join(cacheDir, 'fanbase-bundle-'));
  // .mjs: below node_modules, the project's "type": "module" does not reach.
  const bundle = path.join(bundleDir, 'main.mjs');
  await bundleServer(bundle);

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-built-'));
  distDir = path.join(dataDir, 'dist');
  writeWebApp(distDir);
  database = await createTestDatabase(dataDir);
  server = await startChildServer({
    args: ['--enable-source-maps', bundle],
    env: (url) => serverProcessEnv(url, dataDir, database, { DIST_DIR: distDir, BRAND_NAME: BRAND }),
    readyPath: '/api/v1/health',
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  fs.rmSync(bundleDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the bundled server', () => {
  it('answers the health check from its migrated database', async () => {
    const response = await fetch(`${server.url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
  });

  it("renders the guests' landing with the view bundled from src/", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const texts = landingTexts(BRAND);
    expect(html).toContain(texts.title);
    expect(html).toContain(texts.tagline);
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('serves the built web app', async () => {
    const asset = await fetch(`${server.url}${ENTRY}`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("app")');
    const page = await fetch(`${server.url}/explorer`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`src="${ENTRY}"`);
  });
});
