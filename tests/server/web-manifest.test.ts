// GET /manifest.webmanifest (contract §18): what a browser needs to install the app.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ICONS, THEME_COLOR, WEB_MANIFEST_PATH } from '../../contract/installable-app.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ brandName: 'Komunitas Penggemar Musik' });
});

afterAll(async () => {
  await server.close();
});

describe('the web app manifest', () => {
  it('is answered as a manifest, from the brand settings, with what installing needs', async () => {
    const response = await fetch(`${server.url}${WEB_MANIFEST_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Komunitas Penggemar Musik',
      short_name: 'Komunitas',
      start_url: '/explorer',
      display: 'standalone',
      theme_color: THEME_COLOR,
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
    expect(icons.every((icon) => icon.type === 'image/png')).toBe(true);
  });

  it('is linked from the page, whose theme colour is the manifest’s', () => {
    const page = fs.readFileSync('index.html', 'utf8');
    expect(page).toContain(`<link rel="manifest" href="${WEB_MANIFEST_PATH}" />`);
    expect(page).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(APP_ICONS.length).toBeGreaterThanOrEqual(3);
  });
});
