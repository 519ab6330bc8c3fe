// From a write to the screen: member B likes (and unlikes) member A's thread through the API,
// and A's explorer, open in headless Chromium on the production build, shows the new like count.
// Each event is timed from just before B's request to the DOM change on A's page (a
// MutationObserver stamps it; both sides read the same machine's clock). On SQLite with one
// process, and on PostgreSQL with the page on one process and the writes on another. The
// ceiling next to it, from the same run: the write's own round trip, and the page fetching the
// feed's first page itself.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import type { ChildServer } from '../../tests/helpers/child-server.ts';
import { createCommunity, signInFirstUsers, withDatabase, type DatabaseKind } from './community.ts';
import { DATABASE_NAMES } from './figures.ts';
import { DEMO_LOGIN } from './generate.ts';
import { percentile, sorted } from './load.ts';
import type { PostgresServer } from './postgres.ts';
import { memberStorage } from './route-js.ts';
import { startAppServer } from './servers.ts';
import { goal, type Row } from './table.ts';

const COMMUNITY = { users: 10, posts: 200 };
/** Between events, so each is timed alone. */
const PAUSE_MS = 300;
const EVENT_TIMEOUT_MS = 15_000;
const GOAL_MS = { sqlite: 500, postgres: 1000 } as const;
const MARKER = 'Nobar final: kumpul di sekretariat jam 18.00, bawa syal biru.';

/** Milliseconds since the epoch with sub-millisecond precision; the page stamps with the same clock. */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the page scripts read of the page (this file is compiled without the browser's types). */
interface PageGlobals {
  likeCounts: { label: string; at: number }[];
  localStorage: { getItem(key: string): string | null };
}

interface Sample {
  toScreen: number;
  writeAnswered: number;
}

async function api(url: string, token: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A's thread, new on top of the feed; answers its uuid. */
async function postMarkedThread(url: string, token: string): Promise<string> {
  await api(url, token, 'POST', '/thread', { text: MARKER });
  const { posts } = (await api(url, token, 'GET', `/user/threads/${DEMO_LOGIN.username}`)) as {
    posts: { uuid: string; thread?: { text: string } }[];
  };
  const post = posts.find((candidate) => candidate.thread?.text === MARKER);
  if (!post) throw new Error('the marked thread is not among the member’s threads');
  return post.uuid;
}

/**
 * Page script: records each change of the like count on the card that contains `marker`, with
 * its time, in window.likeCounts. Plain text, so it reaches the page as written (the bench's
 * compiler would add helpers the page lacks).
 */
const STAMP_COUNT_CHANGES = `(marker) => {
  const seen = [];
  const label = () => {
    const article = Array.from(document.querySelectorAll('main article')).find((item) => item.textContent.includes(marker));
    const button = Array.from(article ? article.querySelectorAll('button') : []).find((item) => /^\\d+ Suka$/.test(item.textContent));
    return button ? button.textContent : '';
  };
  let last = label();
  new MutationObserver(() => {
    const current = label();
    if (current === last) return;
    last = current;
    seen.push({ label: current, at: performance.timeOrigin + performance.now() });
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  window.likeCounts = seen;
}`;

/** A's explorer, showing the marked thread with its count, its stream open; stamps each change of the count. */
async function openWatchingPage(browser: Browser, url: string, token: string): Promise<Page> {
  const context = await browser.newContext({ storageState: memberStorage(url, token) });
  const page = await context.newPage();
  const streamOpened = page.waitForResponse((response) => response.url().endsWith('/api/v1/stream') && response.status() === 200);
  await page.goto(`${url}/explorer`);
  await page.getByRole('article').filter({ hasText: MARKER }).getByRole('button', { name: /^\d+ Suka$/ }).waitFor();
  await streamOpened;
  await page.evaluate(`(${STAMP_COUNT_CHANGES})(${JSON.stringify(MARKER)})`);
  return page;
}

/** B's like toggles, one at a time, each timed to A's screen. */
async function timeEvents(page: Page, writeUrl: string, writerToken: string, uuid: string, events: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let index = 0; index < events; index += 1) {
    const started = now();
    await api(writeUrl, writerToken, 'PUT', `/like/${uuid}`);
    const writeAnswered = now() - started;
    await page.waitForFunction((count) => (globalThis as unknown as PageGlobals).likeCounts.length >= count, index + 1, {
      polling: 50,
      timeout: EVENT_TIMEOUT_MS,
    });
    const seen = await page.evaluate((at) => (globalThis as unknown as PageGlobals).likeCounts[at], index);
    const expected = `${(index + 1) % 2} Suka`;
    if (seen.label !== expected) throw new Error(`the page showed "${seen.label}" where "${expected}" was due`);
    samples.push({ toScreen: seen.at - started, writeAnswered });
    await sleep(PAUSE_MS);
  }
  return samples;
}

/** The page asking for the feed's first page itself, as often as events were timed. */
async function timePageFetches(page: Page, times: number): Promise<number[]> {
  return page.evaluate(async (count) => {
    const token = (globalThis as unknown as PageGlobals).localStorage.getItem('token');
    const durations: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const started = performance.now();
      const response = await fetch('/api/v1/post', { headers: { authorization: `Bearer ${token}` } });
      await response.json();
      durations.push(performance.now() - started);
    }
    return durations;
  }, times);
}

function timingRow(area: string, testCase: string, database: string, values: number[], counted: string): Row {
  const ordered = sorted(values);
  return {
    area,
    case: testCase,
    database,
    p50: percentile(ordered, 0.5),
    p95: percentile(ordered, 0.95),
    p99: percentile(ordered, 0.99),
    value: `${values.length} ${counted}`,
  };
}

async function benchSetup(
  kind: DatabaseKind,
  options: { events: number; distDir: string },
  browser: Browser,
  postgres: PostgresServer | undefined,
  log: (message: string) => void,
): Promise<Row[]> {
  const database = DATABASE_NAMES[kind];
  const community = await createCommunity(kind, COMMUNITY, postgres, 'live');
  const servers: ChildServer[] = [];
  try {
    const [ownerToken, likerToken] = await withDatabase(community.env, (db) => signInFirstUsers(db, 2));
    const processes = kind === 'sqlite' ? 1 : 2;
    for (let index = 0; index < processes; index += 1) servers.push(await startAppServer(community.env, {}, options.distDir));
    const pageServer = servers[servers.length - 1];
    const writeServer = servers[0];
    const setup = processes === 1 ? 'one process' : 'write to process 1, page on process 2';
    log(`event to screen: ${database}, ${setup}`);
    const uuid = await postMarkedThread(writeServer.url, ownerToken);
    const page = await openWatchingPage(browser, pageServer.url, ownerToken);
    try {
      const samples = await timeEvents(page, writeServer.url, likerToken, uuid, options.events);
      const fetches = await timePageFetches(page, options.events);
      const area = 'live: event to screen';
      const budget = GOAL_MS[kind];
      const toScreen = timingRow(
        area,
        `like by B → count on A's open page, ${setup}`,
        database,
        samples.map((sample) => sample.toScreen),
        'events',
      );
      toScreen.goal = goal((toScreen.p95 ?? Infinity) < budget, `p95 < ${budget} ms`);
      return [
        toScreen,
        timingRow(area, 'ceiling: the write answered (PUT /like)', database, samples.map((sample) => sample.writeAnswered), 'writes'),
        timingRow(area, 'ceiling: the page fetching GET /post itself', database, fetches, 'requests'),
      ];
    } finally {
      await page.context().close();
    }
  } finally {
    for (const server of servers) await server.stop();
    await community.remove();
  }
}

export async function benchLiveScreen(
  options: { events: number; databases: DatabaseKind[]; distDir: string },
  postgres: PostgresServer | undefined,
  log: (message: string) => void,
): Promise<Row[]> {
  const browser = await launchBrowser();
  try {
    const rows: Row[] = [];
    for (const kind of options.databases) rows.push(...(await benchSetup(kind, options, browser, postgres, log)));
    return rows;
  } finally {
    await browser.close();
  }
}
