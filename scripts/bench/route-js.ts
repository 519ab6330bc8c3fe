// JavaScript each route makes the browser load, gzipped: the real production build served
// by the real server, opened in headless Chromium, every script response of the first load
// (entry, route chunk, their imports) counted at gzip level 9.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';

export interface RouteVisit {
  name: string;
  path: string;
  /** Needs a signed-in member (else the guest is sent to the login). */
  member: boolean;
}

export interface RouteJs {
  route: RouteVisit;
  gzipBytes: number;
  /** What actually went over the wire (the server's own compression). */
  sentBytes: number;
  files: number;
  /** Where the route ended up, when not where it was asked (a redirect). */
  landedOn?: string;
}

export const ROUTES: RouteVisit[] = [
  { name: 'landing', path: '/', member: false },
  { name: 'login', path: '/auth/login', member: false },
  { name: 'explorer', path: '/explorer', member: true },
  { name: 'profile', path: '/profile/demo', member: true },
];

/** Local storage of a signed-in, verified member (spec §3 keys). */
export function memberStorage(appUrl: string, token: string) {
  return {
    cookies: [],
    origins: [{ origin: appUrl, localStorage: [{ name: 'token', value: token }, { name: 'email_verified_status', value: 'true' }] }],
  };
}

/** No script asked for in the last SETTLED_MS: the route and what it imports have loaded. */
const SETTLED_MS = 1500;

async function scriptsSettled(count: () => number): Promise<void> {
  let seen = -1;
  while (count() !== seen) {
    seen = count();
    await new Promise((resolve) => setTimeout(resolve, SETTLED_MS));
  }
}

/** A first visit: a fresh context each time, so nothing comes from the browser's cache. */
async function visit(browser: Browser, appUrl: string, route: RouteVisit, memberToken: string): Promise<RouteJs> {
  const context = await browser.newContext(route.member ? { storageState: memberStorage(appUrl, memberToken) } : {});
  try {
    const page = await context.newPage();
    const scripts: Promise<{ body: Buffer; sent: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({ body, sent: sizes.responseBodySize })),
      );
    });
    // Not 'networkidle': a signed-in page keeps its live stream open, so the network never rests.
    await page.goto(`${appUrl}${route.path}`, { waitUntil: 'load' });
    await scriptsSettled(() => scripts.length);
    const landed = new URL(page.url()).pathname;
    const loaded = await Promise.all(scripts);
    return {
      route,
      gzipBytes: loaded.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0),
      sentBytes: loaded.reduce((sum, script) => sum + script.sent, 0),
      files: loaded.length,
      landedOn: landed === route.path ? undefined : landed,
    };
  } finally {
    await context.close();
  }
}

export async function measureRouteJs(appUrl: string, memberToken: string): Promise<RouteJs[]> {
  const browser = await launchBrowser();
  try {
    const results: RouteJs[] = [];
    for (const route of ROUTES) results.push(await visit(browser, appUrl, route, memberToken));
    return results;
  } finally {
    await browser.close();
  }
}
