// Lighthouse (default mobile settings, simulated throttling) in Debian's Chromium: the
// landing page as a guest, /explorer as the signed-in demo member. Simulated throttling scales
// the tasks this shared machine ran by four, so one run moves by ten points or more: each page
// is audited RUNS times and the run with the median performance is the page's figure, as
// Lighthouse's own documentation advises. Lighthouse is no
// dependency of the project (it brings some 160 packages that nothing else needs): its first
// run installs the pinned version into node_modules/.cache, later runs reuse it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { memberStorage } from './route-js.ts';

/**
 * Pinned so figures stay comparable between runs: 13 (which runs on Node 22 too) would start a
 * new series. chrome-launcher is the launcher Lighthouse's own command line uses.
 */
const TOOLS = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' } as const;
const TOOLS_DIR = fileURLToPath(new URL(`../../node_modules/.cache/lighthouse-${TOOLS.lighthouse}/`, import.meta.url));

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number } | undefined>;
    environment: { benchmarkIndex: number };
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  port: number;
  kill(): void;
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<LaunchedChrome>;
}

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of this machine's CPU, taken in the same run: simulated throttling
   * slows the tasks the machine ran by four whatever its speed, so a score compares only with
   * scores of a like index (the run's ceiling).
   */
  benchmarkIndex: number;
  /** The performance of every run, in the order they ran. */
  runs: number[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const RUNS = 5;

function installedVersion(name: string): string | undefined {
  const manifest = path.join(TOOLS_DIR, 'node_modules', name, 'package.json');
  return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version : undefined;
}

function installTools(log: (message: string) => void): void {
  const tools = Object.entries(TOOLS);
  if (tools.every(([name, version]) => installedVersion(name) === version)) return;
  log(`installing Lighthouse ${TOOLS.lighthouse} into ${path.relative(process.cwd(), TOOLS_DIR)} (once)`);
  fs.mkdirSync(TOOLS_DIR, { recursive: true });
  fs.writeFileSync(path.join(TOOLS_DIR, 'package.json'), JSON.stringify({ private: true, dependencies: TOOLS }, null, 2));
  // npm's report goes to stderr with the bench's progress; stdout carries only the table.
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: TOOLS_DIR, stdio: ['ignore', 2, 2] });
}

async function importTool<T>(name: string): Promise<T> {
  const entry = createRequire(path.join(TOOLS_DIR, 'package.json')).resolve(name);
  return (await import(pathToFileURL(entry).href)) as T;
}

/** The storage of the page, for the code below that runs there (scripts are built without the DOM's types). */
declare const localStorage: { setItem(name: string, value: string): void };

/** Stores the member's session in the launched Chromium (Lighthouse then keeps storage). */
async function signIn(port: number, appUrl: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${appUrl}/auth/login`, { waitUntil: 'domcontentloaded' });
    const [origin] = memberStorage(appUrl, token).origins;
    await page.evaluate((items) => {
      for (const item of items) localStorage.setItem(item.name, item.value);
    }, origin.localStorage);
    await page.close();
  } finally {
    // Connected, not launched: this only disconnects.
    await browser.close();
  }
}

type Audit = Omit<LighthouseFigures, 'runs'>;

async function audit(lighthouse: Lighthouse, port: number, url: string, keepStorage: boolean): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, environment } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    page: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: environment.benchmarkIndex,
  };
}

/** The run with the median performance of RUNS; a run Lighthouse could not finish counts as 0. */
async function medianOf(run: () => Promise<Audit>): Promise<LighthouseFigures> {
  const audits: Audit[] = [];
  for (let index = 0; index < RUNS; index++) audits.push(await run());
  const byPerformance = [...audits].sort((a, b) => a.performance - b.performance);
  return { ...byPerformance[Math.floor(RUNS / 2)], runs: audits.map((one) => one.performance) };
}

export async function runLighthouse(
  appUrl: string,
  memberToken: string,
  log: (message: string) => void,
): Promise<LighthouseFigures[]> {
  installTools(log);
  const { default: lighthouse } = await importTool<{ default: Lighthouse }>('lighthouse');
  const chromeLauncher = await importTool<ChromeLauncher>('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const landing = await medianOf(() => audit(lighthouse, chrome.port, `${appUrl}/`, false));
    await signIn(chrome.port, appUrl, memberToken);
    const explorer = await medianOf(() => audit(lighthouse, chrome.port, `${appUrl}/explorer`, true));
    return [landing, explorer];
  } finally {
    chrome.kill();
  }
}
