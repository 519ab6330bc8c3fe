// Security headers on every answer: pages, built files, API answers and refusals, stored media.
// The Content-Security-Policy allows the SPA's own files, exactly the inline code its pages and
// libraries run, pictures from the API's origin, and Google Maps only when the build uses it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

const require = createRequire(import.meta.url);

let distDir: string;
/** APP_URL http://spa.test, API_URL http://api.test (the test servers' own). */
let apart: TestServer;
/** The API on the app's origin. */
let together: TestServer;
/** Built with a Google Maps key, served over HTTPS. */
let withMaps: TestServer;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    [
      '<!doctype html><html lang="id"><head><title>Fanbase</title><!--app-config-->',
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head>',
      '<body><div id="root"></div></body></html>',
    ].join(''),
  );
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  apart = await startServer({ distDir });
  together = await startServer({ distDir, apiUrl: 'http://spa.test' });
  withMaps = await startServer({ distDir, appUrl: 'https://fans.example.com', googleMaps: true });
});

afterAll(async () => {
  await Promise.all([apart, together, withMaps].map((server) => server?.close()));
  fs.rmSync(distDir, { recursive: true, force: true });
});

type Policy = Map<string, string[]>;

function policyOf(response: Response): Policy {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function hashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
}

const LIBRARY_STYLESHEETS = ['react-toastify/dist/ReactToastify.css', 'react-easy-crop/react-easy-crop.css'].map(
  (name) => fs.readFileSync(require.resolve(name), 'utf8'),
);

/** One answer of each kind the server gives. */
async function answersOf(server: TestServer): Promise<Record<string, Response>> {
  const mediaFile = 'security-check.txt';
  fs.writeFileSync(path.join(server.config.mediaDir, mediaFile), 'stored');
  const paths = {
    landing: '/',
    page: '/explorer',
    asset: '/assets/index-abc123.js',
    api: '/api/v1/health',
    unauthorized: '/api/v1/personal-user',
    apiNotFound: '/api/v1/no-such-endpoint',
    media: `/media/${mediaFile}`,
    mediaNotFound: '/media/missing.jpg',
    badUrl: '/api/v1/user/profile/%E0%A4%A',
    overlongParameter: `/api/v1/user/profile/${'a'.repeat(600)}`,
  };
  const entries = await Promise.all(
    Object.entries(paths).map(async ([kind, url]) => [kind, await fetch(`${server.url}${url}`)] as const),
  );
  return Object.fromEntries(entries);
}

describe('security headers', () => {
  it('come with pages, files, API answers, refusals and media', async () => {
    const answers = await answersOf(apart);
    expect(Object.fromEntries(Object.entries(answers).map(([kind, response]) => [kind, response.status]))).toEqual({
      landing: 200,
      page: 200,
      asset: 200,
      api: 200,
      unauthorized: 401,
      apiNotFound: 404,
      media: 200,
      mediaNotFound: 404,
      badUrl: 400,
      // Longer than any route reads, so only the built files' catch-all could match it.
      overlongParameter: 404,
    });
    const policy = answers.landing.headers.get('content-security-policy');
    expect(policy).toBeTruthy();
    for (const [kind, response] of Object.entries(answers)) {
      const headers = Object.fromEntries(response.headers);
      expect({ kind, ...headers }).toMatchObject({
        kind,
        'content-security-policy': policy,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'same-origin',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000',
      });
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  it('allow the inline code of the pages and libraries by hash, and no eval', async () => {
    const landing = await fetch(`${apart.url}/`);
    const page = await fetch(`${apart.url}/explorer`);
    const inlineScripts = [...inlineScriptsOf(await landing.clone().text()), ...inlineScriptsOf(await page.text())];
    // The runtime configuration, and the landing's loader of the app for stored sessions.
    expect(new Set(inlineScripts).size).toBe(2);

    const policy = policyOf(landing);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", ...new Set(inlineScripts.map(hashSource))]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'", ...LIBRARY_STYLESHEETS.map(hashSource)]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(landing.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|unsafe-inline|wasm-unsafe/);
  });

  it('allow pictures and calls from the API origin only when it is not the app origin', async () => {
    const apartAnswer = await fetch(`${apart.url}/media/missing.jpg`);
    expect(policyOf(apartAnswer).get('img-src')).toEqual(["'self'", 'blob:', 'http://api.test']);
    expect(policyOf(apartAnswer).get('connect-src')).toEqual(["'self'", 'http://api.test']);
    expect(apartAnswer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const togetherAnswer = await fetch(`${together.url}/media/missing.jpg`);
    expect(policyOf(togetherAnswer).get('img-src')).toEqual(["'self'", 'blob:']);
    expect(policyOf(togetherAnswer).get('connect-src')).toEqual(["'self'"]);
    expect(togetherAnswer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('name Google Maps only when the build uses it', async () => {
    for (const server of [apart, together]) {
      const header = (await fetch(`${server.url}/`)).headers.get('content-security-policy');
      expect(header).not.toMatch(/google|gstatic|upgrade-insecure-requests/);
    }

    const landing = await fetch(`${withMaps.url}/`);
    const policy = policyOf(landing);
    expect(policy.get('script-src')).toContain('https://maps.googleapis.com');
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://api.test', 'https://maps.googleapis.com']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'blob:',
      'http://api.test',
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
    ]);
    // Maps adds <style> elements of changing text; a hash would void 'unsafe-inline'.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(policy.get('font-src')).toEqual(['https://fonts.gstatic.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('upgrade-insecure-requests')).toEqual([]);
    expect(landing.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    // Maps keys are restricted to the pages' origin, which Google must be told.
    expect(landing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
