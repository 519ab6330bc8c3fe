// From picking photos to the posted album, as a member lives it: on the owner's profile in
// headless Chromium (production build, real server on SQLite), the create-album dialog is
// given 2 and then 5 phone-sized photos, the caption is typed as soon as it opens and Posting
// pressed as soon as it may be; each run is timed from the pick to the toast 'Album dibuat'.
// The ceiling next to it, from the same run: the page itself sending the very files the dialog
// uploaded (kept as it sent them), one at a time as the dialog does, and then posting the
// album, with fetch: the network and the server's share without the picker's reading, cropping
// and resizing, the queue or the screen. Each is run with the pictures on the server's disk and
// in an S3-compatible bucket (s3rver in a process of its own), and the bucket's p95 is held to
// the disk's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { createCommunity, signInFirstUsers, withDatabase } from './community.ts';
import { startS3ServerProcess } from '../../tests/helpers/s3-server-process.ts';
import { DATABASE_NAMES } from './figures.ts';
import { DEMO_LOGIN } from './generate.ts';
import { percentile, sorted } from './load.ts';
import { memberStorage } from './route-js.ts';
import { startAppServer } from './servers.ts';
import { goal, type Row } from './table.ts';

const COMMUNITY = { users: 10, posts: 50 };
const PHOTO_COUNTS = [2, 5] as const;
const RUNS = 5;
/** A phone camera's picture: 12 MP is common; noise keeps the JPEG as large as a real photo's. */
const PHOTO = { width: 4000, height: 3000 };
const STEP_TIMEOUT_MS = 120_000;

/** The dialog's words as the member reads them (src/text/catalogue.ts). */
const TEXTS = {
  create: 'Buat Album',
  caption: 'Tulis Caption',
  post: 'Posting',
  postWithoutDescription: 'Posting saja',
  posted: 'Album dibuat',
} as const;
const CAPTION = 'Nobar final di Malang, semua pakai syal merah!';

/**
 * Page script, run before the app: keeps each file the app uploads to /temp/album, as sent, in
 * window.keptUploads. Plain text, so it reaches the page as written.
 */
const KEEP_UPLOADS = `(() => {
  const kept = [];
  window.keptUploads = kept;
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input.url ?? String(input);
    if (url.endsWith('/api/v1/temp/album') && init?.method === 'POST' && init.body instanceof FormData) {
      kept.push(init.body.get('album_content'));
    }
    return send(input, init);
  };
})()`;

/** Page script: sends the kept files again, one at a time, then posts them as an album; answers the ms. */
const REPLAY_UPLOADS = `async (caption) => {
  const auth = { authorization: 'Bearer ' + localStorage.getItem('token') };
  const started = performance.now();
  const ids = [];
  // A copy: the uploads below pass through the same fetch and are kept too.
  for (const file of [...window.keptUploads]) {
    const form = new FormData();
    form.append('album_content', file, file.name);
    const response = await fetch('/api/v1/temp/album', { method: 'POST', headers: auth, body: form });
    if (!response.ok) throw new Error('upload answered ' + response.status);
    ids.push(await response.text());
  }
  const posted = await fetch('/api/v1/album', {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ caption, content: ids }),
  });
  if (posted.status !== 201) throw new Error('album answered ' + posted.status);
  return performance.now() - started;
}`;

async function writePhotos(dir: string, count: number): Promise<string[]> {
  const files: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const file = path.join(dir, `IMG_2026112${index}_tribun.jpg`);
    await sharp({
      create: { ...PHOTO, channels: 3, background: { r: 40 + index * 40, g: 90, b: 160 }, noise: { type: 'gaussian', mean: 128, sigma: 24 } },
    })
      .jpeg({ quality: 88 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** One member's run: picks `photos`, posts as soon as it may; answers the ms. */
async function timePosting(page: Page, appUrl: string, photos: string[]): Promise<number> {
  await page.goto(`${appUrl}/profile/${DEMO_LOGIN.username}`);
  await page.getByRole('button', { name: TEXTS.create }).click();
  const dialog = page.getByRole('dialog', { name: TEXTS.create });
  const captionField = dialog.getByLabel(TEXTS.caption);
  const postButton = dialog.getByRole('button', { name: TEXTS.post });
  const picker = dialog.locator('input[type="file"]');
  await picker.waitFor({ state: 'attached' });

  const started = performance.now();
  await picker.setInputFiles(photos);
  await page.waitForFunction((field) => !(field as { disabled: boolean }).disabled, await captionField.elementHandle(), {
    timeout: STEP_TIMEOUT_MS,
  });
  await captionField.fill(CAPTION);
  await page.waitForFunction((button) => !(button as { disabled: boolean }).disabled, await postButton.elementHandle(), {
    timeout: STEP_TIMEOUT_MS,
  });
  await postButton.click();
  // The photos carry no description, so the dialog asks once whether to post without one.
  await page.getByRole('button', { name: TEXTS.postWithoutDescription, exact: true }).click({ timeout: STEP_TIMEOUT_MS });
  await page.getByRole('alert').filter({ hasText: TEXTS.posted }).waitFor({ timeout: STEP_TIMEOUT_MS });
  const ms = performance.now() - started;
  const sent = (await page.evaluate('window.keptUploads.length')) as number;
  if (sent !== photos.length) throw new Error(`the dialog sent ${sent} uploads for ${photos.length} photos`);
  return ms;
}

/** Where the server keeps the pictures during a run. */
const STORES = ['disk', 'S3 bucket'] as const;
type Store = (typeof STORES)[number];
/** The bucket's pick-to-posted p95 may be this many times the disk's (issue budget). */
const BUCKET_BUDGET = 1.2;

interface CountFigures {
  rows: Row[];
  postingP95: number;
}

async function benchCount(
  browser: Browser,
  appUrl: string,
  token: string,
  photos: string[],
  store: Store,
  log: (message: string) => void,
): Promise<CountFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: memberStorage(appUrl, token) });
  await context.addInitScript(KEEP_UPLOADS);
  const page = await context.newPage();
  try {
    const posting: number[] = [];
    const ceiling: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      log(`album posting on the ${store}: ${photos.length} photos, run ${run} of ${RUNS}`);
      posting.push(await timePosting(page, appUrl, photos));
      ceiling.push((await page.evaluate(`(${REPLAY_UPLOADS})(${JSON.stringify(CAPTION)})`)) as number);
    }
    const bytes = photos.reduce((total, file) => total + fs.statSync(file).size, 0);
    const row = (testCase: string, values: number[]): Row => {
      const ordered = sorted(values);
      return {
        area: 'album: pick to posted',
        case: testCase,
        database: DATABASE_NAMES.sqlite,
        p50: percentile(ordered, 0.5),
        p95: percentile(ordered, 0.95),
        value: `${values.length} runs`,
      };
    };
    const picked = `${photos.length} photos of ${PHOTO.width}×${PHOTO.height} (${(bytes / 1e6).toFixed(1)} MB)`;
    return {
      rows: [
        row(`${store}: ${picked}: pick → 'Album dibuat'`, posting),
        row(`${store}: ceiling: the same ${photos.length} uploads and the album post, sent by fetch`, ceiling),
      ],
      postingP95: percentile(sorted(posting), 0.95),
    };
  } finally {
    await context.close();
  }
}

/** `distDir` holds the production build. */
export async function benchAlbumPosting(distDir: string, log: (message: string) => void): Promise<Row[]> {
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanbase-bench-photos-'));
  const community = await createCommunity('sqlite', COMMUNITY, undefined, 'album-post');
  const bucket = await startS3ServerProcess();
  const browser = await launchBrowser();
  try {
    const [token] = await withDatabase(community.env, (db) => signInFirstUsers(db, 1));
    const photos = await writePhotos(photoDir, Math.max(...PHOTO_COUNTS));
    const rows: Row[] = [];
    const p95s = new Map<string, number>();
    for (const store of STORES) {
      const server = await startAppServer(community.env, store === 'disk' ? {} : bucket.env, distDir);
      try {
        for (const count of PHOTO_COUNTS) {
          const figures = await benchCount(browser, server.url, token, photos.slice(0, count), store, log);
          rows.push(...figures.rows);
          p95s.set(`${store} ${count}`, figures.postingP95);
        }
      } finally {
        await server.stop();
      }
    }
    for (const count of PHOTO_COUNTS) {
      const ratio = p95s.get(`S3 bucket ${count}`)! / p95s.get(`disk ${count}`)!;
      rows.push({
        area: 'album: pick to posted',
        case: `${count} photos: S3 bucket p95 ÷ disk p95`,
        database: DATABASE_NAMES.sqlite,
        value: `${ratio.toFixed(2)}×`,
        goal: goal(ratio <= BUCKET_BUDGET, `≤ ${BUCKET_BUDGET}×`),
      });
    }
    return rows;
  } finally {
    await bucket.stop();
    await browser.close();
    await community.remove();
    fs.rmSync(photoDir, { recursive: true, force: true });
  }
}
