// What an idle signed-in tab asks of the server: the explorer of the production build left alone
// in headless Chromium, its requests counted over a few minutes of the page's own clock
// (Playwright's fake timers, moved on in small steps while the server's events still arrive).
// Once with the stream refused, as before the stream existed (the screens poll), and once with
// it open. The server's heartbeat is quickened so that each step of the page's clock sees one:
// the tab takes the stream for dead after a minute of silence on its clock.
import type { Browser, Request } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { fillCommunity, signInFirstUsers, withDatabase } from './community.ts';
import { memberStorage } from './route-js.ts';
import { startAppServer } from './servers.ts';
import { goal, type Row } from './table.ts';

const HEARTBEAT_MS = 250;
/** The page's clock moves on this much per step... */
const STEP_MS = 2000;
/** ...and real time this much between steps, for what the network brings meanwhile. */
const REAL_PAUSE_MS = 100;
const SETTLE_MS = 3000;
/** Besides heartbeats, which are no requests. */
const GOAL_PER_MINUTE = 1;
const STREAM_PATH = '/api/v1/stream';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Counted {
  /** Requests to the API other than the stream, per path. */
  byPath: Map<string, number>;
  streamRequests: number;
}

/** Requests of an idle explorer over `minutes` of its clock; with `refuseStream` every stream request fails. */
async function countIdleRequests(browser: Browser, url: string, token: string, minutes: number, refuseStream: boolean): Promise<Counted> {
  const context = await browser.newContext({ storageState: memberStorage(url, token) });
  try {
    if (refuseStream) await context.route(`**${STREAM_PATH}`, (route) => route.abort('connectionrefused'));
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${url}/explorer`);
    await page.getByRole('article').first().waitFor();
    await sleep(SETTLE_MS);
    const counted: Counted = { byPath: new Map(), streamRequests: 0 };
    const count = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path === STREAM_PATH) counted.streamRequests += 1;
      else if (path.startsWith('/api/')) counted.byPath.set(path, (counted.byPath.get(path) ?? 0) + 1);
    };
    page.on('request', count);
    for (let elapsed = 0; elapsed < minutes * 60_000; elapsed += STEP_MS) {
      await page.clock.runFor(STEP_MS);
      await sleep(REAL_PAUSE_MS);
    }
    page.off('request', count);
    return counted;
  } finally {
    await context.close();
  }
}

const perMinute = (count: number, minutes: number) => (count / minutes).toFixed(1);

function describeRequests(counted: Counted, minutes: number): string {
  const paths = [...counted.byPath].map(([path, count]) => `${path.replace('/api/v1', '')} ${perMinute(count, minutes)}`).join(', ');
  return `${paths || 'none'}; stream requests ${perMinute(counted.streamRequests, minutes)}/min`;
}

/** `dataDir` is a fresh folder for the community; `distDir` holds the production build. */
export async function benchLiveRequests(minutes: number, dataDir: string, distDir: string, log: (message: string) => void): Promise<Row[]> {
  await fillCommunity({ DATA_DIR: dataDir }, { users: 10, posts: 50 });
  const [token] = await withDatabase({ DATA_DIR: dataDir }, (db) => signInFirstUsers(db, 1));
  const server = await startAppServer({ DATA_DIR: dataDir }, { LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS) }, distDir);
  const browser = await launchBrowser();
  try {
    log(`idle tab: ${minutes} minutes of its clock, stream refused`);
    const polling = await countIdleRequests(browser, server.url, token, minutes, true);
    log(`idle tab: ${minutes} minutes of its clock, stream open`);
    const live = await countIdleRequests(browser, server.url, token, minutes, false);
    const total = (counted: Counted) => [...counted.byPath.values()].reduce((sum, count) => sum + count, 0);
    const liveTotal = total(live) + live.streamRequests;
    const area = 'live: idle tab requests';
    const window = `explorer, ${minutes} min of the page's clock`;
    return [
      {
        area,
        case: `${window}, stream refused (polling only, as before)`,
        value: `${perMinute(total(polling), minutes)}/min polling: ${describeRequests(polling, minutes)}`,
      },
      {
        area,
        case: `${window}, stream open`,
        value: `${perMinute(liveTotal, minutes)}/min: ${describeRequests(live, minutes)}`,
        goal: goal(liveTotal / minutes <= GOAL_PER_MINUTE, `≤ ${GOAL_PER_MINUTE}/min besides heartbeats`),
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
