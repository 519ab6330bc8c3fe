// The built SPA and /media, served by the same server (design §2).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigScript } from '../../server/app-config.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(distDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startServer({
    distDir,
    brandName: 'Fans </script><b>',
    ownerLinks: { github: 'https://github.com/owner', instagram: 'https://instagram.com/owner' },
  });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the SPA', () => {
  it('answers index.html with the runtime configuration for any page path', async () => {
    for (const page of ['/', '/explorer', '/profile/aldi/threads', '/index.html']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).not.toContain('<!--app-config-->');
      expect(html).toContain('<script>window.__APP_CONFIG__=');
    }
  });

  it('injects brand and owner links with "<" escaped', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const json = /window\.__APP_CONFIG__=(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      brandName: 'Fans </script><b>',
      ownerLinks: { github: 'https://github.com/owner', instagram: 'https://instagram.com/owner' },
    });
  });

  it('sends the compressed copy the build wrote when the browser accepts it', async () => {
    const script = `console.log(${JSON.stringify('app '.repeat(400))})`;
    fs.writeFileSync(path.join(distDir, 'assets', 'big-abc123.js'), script);
    fs.writeFileSync(path.join(distDir, 'assets', 'big-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(distDir, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(script));
    for (const encoding of ['br', 'gzip']) {
      // fetch decodes the body; the header tells what was sent.
      const response = await fetch(`${server.url}/assets/big-abc123.js`, { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(script);
    }
    const plain = await fetch(`${server.url}/assets/big-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const logo = await fetch(`${server.url}/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD for a page as it answers GET, without the body', async () => {
    for (const page of ['/', '/explorer', '/profile/aldi']) {
      const response = await fetch(`${server.url}${page}`, { method: 'HEAD' });
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toBe('');
    }
  });

  it('leaves /api and /media paths and non-GET requests to their JSON 404', async () => {
    for (const [method, page] of [
      ['GET', '/api/v1/unknown'],
      ['GET', '/media/missing.jpg'],
      ['POST', '/explorer'],
    ]) {
      const response = await fetch(`${server.url}${page}`, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: false, message: 'Not found' });
    }
  });
});

describe('/media', () => {
  it('serves files stored under DATA_DIR/media without a token', async () => {
    fs.mkdirSync(path.join(server.config.mediaDir, 'avatar'), { recursive: true });
    fs.writeFileSync(path.join(server.config.mediaDir, 'avatar', 'a.txt'), 'pixels');
    const response = await fetch(`${server.url}/media/avatar/a.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('pixels');
    // Stored files never change under their key, so browsers may keep them.
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('without a build', () => {
  it('serves no SPA and answers page paths with 404', async () => {
    const bare = await startServer();
    try {
      const response = await fetch(`${bare.url}/explorer`);
      expect(response.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('appConfigScript', () => {
  it('leaves out owner links that are not configured', () => {
    expect(appConfigScript({ brandName: 'Fanbase', ownerLinks: {} })).toBe(
      '<script>window.__APP_CONFIG__={"brandName":"Fanbase","ownerLinks":{}}</script>',
    );
  });
});

describe('the landing for guests', () => {
  const builtIndex = `<!doctype html><html lang="id"><head><title>Fanbase</title><!--app-config-->
    <script type="module" crossorigin src="/assets/index-entry1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-chunk1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-style1.css">
  </head><body><div id="root"></div></body></html>`;
  let built: TestServer;
  let builtDir: string;

  beforeAll(async () => {
    builtDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-dist-'));
    fs.writeFileSync(path.join(builtDir, 'index.html'), builtIndex);
    built = await startServer({
      distDir: builtDir,
      brandName: 'Fans & Co',
      ownerLinks: { github: 'https://github.com/owner' },
    });
  });

  afterAll(async () => {
    await built.close();
    fs.rmSync(builtDir, { recursive: true, force: true });
  });

  const page = async (pagePath: string) => (await fetch(`${built.url}${pagePath}`)).text();

  it('answers / as a finished page, with the brand and owner links of this server', async () => {
    for (const landing of ['/', '/?utm_source=poster']) {
      const html = await page(landing);
      expect(html).toContain('<title>Fans &amp; Co - Beranda</title>');
      expect(html).toContain('Fans &amp; Co Penuh Kasih');
      expect(html).toContain('Small sosial media untuk para Fans &amp; Co');
      expect(html).toMatch(/<a[^>]*href="\/auth\/login"[^>]*>Sign In<\/a>/);
      expect(html).toContain('href="https://github.com/owner"');
      expect(html).not.toContain('instagram');
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-style1.css">');
    }
  });

  it('loads no script for a guest: the app only when a session is stored', async () => {
    const html = await page('/');
    expect(html).not.toContain('<script type="module" crossorigin');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module">if (localStorage.getItem("token")) import("/assets/index-entry1.js");</script>');
  });

  it('leaves every other page to the app', async () => {
    const html = await page('/auth/login');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-entry1.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });
});
