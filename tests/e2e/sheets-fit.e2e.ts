// Dialogs that must fit the screen, in a real browser against the real server, at 1280 and
// 375 px: the create-album dialog keeps every picture FilePond shows inside its panel while one
// to five upload, and its widget never says a photo is still uploading once the order list says
// it is uploaded; the album detail shows the comment box without scrolling, on a 740 and a
// 667 px high phone too, its comments scrolling above the box; and a member whose daily
// emergency call is used opens the emergency dialog without the browser logging an error.
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { apiAs, signInPage, verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';
import { until } from '../helpers/until.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
const SMALL_PHONE = { width: 375, height: 667 };

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let pictureDir: string;
let pictures: string[];
let sinta: Member;

async function writePicture(index: number): Promise<string> {
  const hue = ['#dc2626', '#16a34a', '#2563eb', '#d97706', '#7c3aed'][index % 5];
  const width = 1400 + index * 120;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="1000">
    <rect width="${width}" height="1000" fill="${hue}"/><circle cx="${width / 2}" cy="500" r="180" fill="#fff"/></svg>`;
  // A long name, as phones give them, is the hardest to fit.
  const file = join(pictureDir, `IMG_20261123_19455${index}_tribun_utara_stadion.jpg`);
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

async function openPage(member: Member, viewport: { width: number; height: number }, path: string) {
  const context: BrowserContext = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  await signInPage(page, app.url, member, path);
  return page;
}

async function snap(page: Page, name: string) {
  await screenshot(page, name);
}

// --- Create-album dialog --------------------------------------------------------------------

const createDialog = (page: Page) => page.getByRole('dialog', { name: text.album.create });

/** Items FilePond shows outside its panel once its animations have come to rest. */
async function itemsOutsidePanel(page: Page): Promise<string[]> {
  const measure = () =>
    createDialog(page).evaluate((dialog) => {
      const panel = dialog.querySelector('.filepond--panel-root')!.getBoundingClientRect();
      return [...dialog.querySelectorAll('.filepond--item')].map((item) => {
        const box = item.getBoundingClientRect();
        const inside =
          box.left >= panel.left - 0.5 &&
          box.right <= panel.right + 0.5 &&
          box.top >= panel.top - 0.5 &&
          box.bottom <= panel.bottom + 0.5;
        return { inside, box: `${Math.round(box.top)}..${Math.round(box.bottom)} in ${Math.round(panel.top)}..${Math.round(panel.bottom)}` };
      });
    });
  // FilePond moves its items with springs; two alike measurements in a row mean they rest.
  let last = '';
  const items = await until('FilePond to come to rest', async () => {
    const now = await measure();
    const same = JSON.stringify(now) === last;
    last = JSON.stringify(now);
    return same ? now : undefined;
  }, 30000);
  return items.filter((item) => !item.inside).map((item) => item.box);
}

/** Status pairs (order list, widget) of each photo, read in one go. */
async function statusPairs(page: Page) {
  return createDialog(page).evaluate((dialog) => {
    const rows = [...dialog.querySelectorAll('section ol > li')].map((row) => row.querySelector('p + p')?.textContent ?? '');
    const widget = [...dialog.querySelectorAll('.filepond--item .filepond--file-status-main')].map((status) => status.textContent ?? '');
    return { rows, widget };
  });
}

/**
 * Watches every animation frame, in the page, for a photo the order list calls uploaded while
 * the widget still says it is uploading. Answers the most frames in a row that showed it.
 */
async function watchContradictions(page: Page): Promise<() => Promise<number>> {
  await createDialog(page).evaluate((dialog, labels) => {
    const state = { run: 0, longest: 0, stop: false };
    (window as unknown as { contradictions: typeof state }).contradictions = state;
    const check = () => {
      if (state.stop) return;
      const rows = [...dialog.querySelectorAll('section ol > li')].map((row) => row.querySelector('p + p')?.textContent ?? '');
      const widget = [...dialog.querySelectorAll('.filepond--item .filepond--file-status-main')].map((status) => status.textContent ?? '');
      // Both show the photos in the order they were picked until the member reorders them.
      const contradicts = rows.some((status, index) => status === labels.uploaded && widget[index]?.startsWith(labels.uploading));
      state.run = contradicts ? state.run + 1 : 0;
      state.longest = Math.max(state.longest, state.run);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { uploaded: text.upload.status.uploaded, uploading: text.upload.widget.uploading });
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { contradictions: { longest: number; stop: boolean } }).contradictions;
      state.stop = true;
      return state.longest;
    });
}

async function allUploaded(page: Page, count: number) {
  await until(`${count} uploaded photos`, async () => {
    const { rows, widget } = await statusPairs(page);
    const done = (list: string[], label: string) => list.length === count && list.every((status) => status === label);
    return done(rows, text.upload.status.uploaded) && done(widget, text.upload.widget.complete) ? true : undefined;
  }, 60000);
}

async function fillCreateDialog(viewport: { width: number; height: number }, label: string) {
  const page = await openPage(sinta, viewport, `/profile/${sinta.username}`);
  try {
    await page.getByRole('button', { name: text.album.create }).click();
    const dialog = createDialog(page);
    await dialog.getByText(text.upload.idle).waitFor();
    const stopWatching = await watchContradictions(page);
    const input = dialog.locator('input[type="file"]');
    for (let count = 1; count <= 5; count += 1) {
      await input.setInputFiles([pictures[count - 1]]);
      await dialog.locator('.filepond--item').nth(count - 1).waitFor();
      // While the picture is prepared and uploaded...
      expect(await itemsOutsidePanel(page), `${count} photo(s), uploading`).toEqual([]);
      if (count === 1 || count === 5) {
        await dialog.locator('.filepond--item').nth(count - 1).scrollIntoViewIfNeeded();
        await snap(page, `sheets-${label}-create-${count}-uploading`);
      }
      // ...and once every photo is up.
      await allUploaded(page, count);
      expect(await itemsOutsidePanel(page), `${count} photo(s), uploaded`).toEqual([]);
    }
    await snap(page, `sheets-${label}-create-5-uploaded`);
    // FilePond is told at the moment the list reads the photo's outcome, but writes its status
    // in its own view loop, two animation frames (about 33 ms) later; anything longer is a
    // disagreement a member could see.
    expect(await stopWatching()).toBeLessThanOrEqual(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await dialog.getByRole('button', { name: text.album.discard }).click();
    await dialog.waitFor({ state: 'detached' });

    // Five picked at once come in one by one (the insert interval), each growing to its preview.
    await page.getByRole('button', { name: text.album.create }).click();
    await dialog.getByText(text.upload.idle).waitFor();
    await input.setInputFiles(pictures);
    await dialog.locator('.filepond--item').nth(2).waitFor();
    await dialog.locator('.filepond--item').nth(2).scrollIntoViewIfNeeded();
    await snap(page, `sheets-${label}-create-5-at-once-arriving`);
    await allUploaded(page, 5);
    // Every tile appears, also those due after the last upload had finished.
    for (let index = 0; index < 5; index += 1) await dialog.locator('.filepond--item').nth(index).waitFor();
    expect(await itemsOutsidePanel(page), 'five picked at once').toEqual([]);
    await dialog.getByRole('button', { name: text.album.discard }).click();
    await dialog.waitFor({ state: 'detached' });
  } finally {
    await page.context().close();
  }
}

// --- Album detail ---------------------------------------------------------------------------

const comments = [
  'Seru banget, tahun depan ikut lagi!',
  'Syal merahnya keren, beli di mana?',
  'Aku di tribun selatan, kelihatan dari sini',
  'Foto ketiga paling bagus menurutku',
  'Kapan nobar berikutnya? Ajak aku ya',
  'Gol kedua bikin merinding semua orang',
  'Terima kasih panitia, rapi sekali acaranya',
];

async function postAlbumWithComments(member: Member): Promise<void> {
  const ids: string[] = [];
  for (const file of pictures.slice(0, 2)) {
    const form = new FormData();
    form.append('album_content', new Blob([await readFile(file)], { type: 'image/jpeg' }), 'foto.jpg');
    const response = await fetch(`${app.url}/api/v1/temp/album`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    ids.push(await response.text());
  }
  const caption = 'Nobar final di Malang, semua pakai syal merah! Sampai jumpa musim depan di stadion yang sama.';
  const created = await apiAs<{ data: { post_id: number } }>(app.url, member, 'POST', '/album', { caption, content: ids });
  for (const comment of comments) await apiAs(app.url, member, 'POST', '/comment', { comment, post_id: created.data.post_id });
}

/** Where the comment box is, relative to the screen, with nothing scrolled. */
async function commentBoxOnScreen(dialog: Locator) {
  const input = dialog.getByPlaceholder(text.comments.placeholder);
  await input.waitFor();
  return input.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const scrolled = [document.scrollingElement, ...document.querySelectorAll('[role="dialog"], [role="dialog"] *')].some(
      (node) => node !== null && node.scrollTop > 0,
    );
    return { top: box.top, bottom: box.bottom, height: window.innerHeight, width: window.innerWidth, right: box.right, scrolled };
  });
}

async function checkAlbumDetail(viewport: { width: number; height: number }, label: string) {
  const page = await openPage(sinta, viewport, `/profile/${sinta.username}`);
  try {
    await page.getByRole('main').getByRole('listitem').getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: text.album.detailTitle });
    await dialog.getByText(comments.at(-1)!).waitFor();
    await dialog.locator('.swiper-slide-active img').evaluate((img: HTMLImageElement) => img.decode());
    const box = await commentBoxOnScreen(dialog);
    await snap(page, `sheets-${label}-album-detail`);
    expect(box.scrolled).toBe(false);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    expect(box.right).toBeLessThanOrEqual(box.width);

    // The comments scroll inside the dialog; the box stays where it is.
    const list = dialog.getByRole('list').filter({ hasText: comments[0] });
    await list.evaluate((element) => {
      let node: Element | null = element;
      while (node && !(node.scrollHeight > node.clientHeight && getComputedStyle(node).overflowY === 'auto')) node = node.parentElement;
      node?.scrollTo({ top: node.scrollHeight });
    });
    await dialog.getByText(comments.at(-1)!).scrollIntoViewIfNeeded();
    const after = await dialog.getByPlaceholder(text.comments.placeholder).boundingBox();
    expect(after!.y).toBeCloseTo(box.top, 0);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await snap(page, `sheets-${label}-album-detail-scrolled`);
  } finally {
    await page.context().close();
  }
}

// --- Emergency dialog -----------------------------------------------------------------------

async function openLimitedEmergency(member: Member, viewport: { width: number; height: number }, label: string) {
  const page = await openPage(member, viewport, '/explorer');
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const quotaAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/emergency-mail/')) quotaAnswers.push(response.status());
  });
  try {
    await page.getByRole('main').waitFor();
    await page.getByRole('button', { name: text.emergency.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.emergency.title });
    await dialog.getByText(/Limit harian digunakan/).waitFor();
    await expect(dialog.getByRole('button', { name: text.emergency.send }).isDisabled()).resolves.toBe(true);
    await snap(page, `sheets-${label}-emergency-limited`);
    expect(quotaAnswers).toEqual([200]);
    expect(consoleErrors).toEqual([]);
  } finally {
    await page.context().close();
  }
}

describe('dialogs that fit the screen', () => {
  beforeAll(async () => {
    pictureDir = mkdtempSync(join(tmpdir(), 'fanbase-e2e-sheets-'));
    pictures = await Promise.all([0, 1, 2, 3, 4].map(writePicture));
    inbox = await startSmtpInbox();
    app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
    sinta = await verifiedMember(app.url, inbox, { firstName: 'Sinta', lastName: 'Maharani', username: 'sinta_m' });
    browser = await launchBrowser();
  });

  afterAll(() => stopStarted({ browser, app, inbox, pictureDir }));

  it('keeps one to five uploading photos inside the picker panel, statuses agreeing, at 1280 px', async () => {
    await fillCreateDialog(DESKTOP, '1280');
  });

  it('keeps one to five uploading photos inside the picker panel, statuses agreeing, at 375 px', async () => {
    await fillCreateDialog(PHONE, '375');
  });

  it('shows the album detail comment box without scrolling, comments scrolling above it', async () => {
    await postAlbumWithComments(sinta);
    await checkAlbumDetail(DESKTOP, '1280x800');
    await checkAlbumDetail(PHONE, '375x740');
    await checkAlbumDetail(SMALL_PHONE, '375x667');
  });

  it('opens the emergency dialog of a member whose call is used without a console error', async () => {
    const limited = await verifiedMember(app.url, inbox, { firstName: 'Raka', lastName: 'Pratama', username: 'raka_p' });
    await apiAs(app.url, limited, 'POST', '/emergency-mail', {
      message: 'Kumpul di gerbang utara setelah laga',
      place: 'Stadion Kanjuruhan',
      map: 'https://www.google.com/maps/search/?api=1&query=Stadion%20Kanjuruhan',
    });
    await openLimitedEmergency(limited, DESKTOP, '1280');
    await openLimitedEmergency(limited, PHONE, '375');
  });
});
