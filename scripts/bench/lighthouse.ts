// Lighthouse (default mobile settings, simulated throttling) in Debian's Chromium: the
// landing page as a guest, /explorer as the signed-in demo member.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { memberStorage } from './route-js.ts';

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

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

async function audit(port: number, url: string, keepStorage: boolean): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: CATEGORIES,
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
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
  };
}

export async function runLighthouse(appUrl: string, memberToken: string): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const landing = await audit(chrome.port, `${appUrl}/`, false);
    await signIn(chrome.port, appUrl, memberToken);
    const explorer = await audit(chrome.port, `${appUrl}/explorer`, true);
    return [landing, explorer];
  } finally {
    chrome.kill();
  }
}
