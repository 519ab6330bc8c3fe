// Albums in a real browser against the real server: a member picks three real pictures in the
// create-album dialog (FilePond crops and resizes them, the upload queue sends them one at a
// time), removes one (its upload is reverted), puts the other two in a new order, posts, and
// finds the album on the feed and on the profile with the chosen cover. In the album's detail
// the photos are squares, a double-click likes (never unlikes) and a comment is counted. The
// owner edits the caption, deletes a photo (never the last), archives the album, finds it read
// only in the archive, shows it again and deletes it for good, after which its files are gone.
// A text file dressed up as a picture is refused. A phone-sized screen shows the grid and the
// detail. Five pictures picked at once all make it into the album (Posting waits for the last
// one); the time from picking them to the posted album is printed. Pictures picked together
// while uploads are slow keep their pick order, and the picker and the order list say the same
// of each at every moment ('Menunggu' included), readable on 375 px tiles. An animated GIF goes
// to the server as picked and arrives animated.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Request, Route } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { animatedGif } from '../helpers/images.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { apiAs, signInPage, verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';
import { until } from '../helpers/until.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
/** How long the server takes to answer each upload in the slow-upload test. */
const SLOW_UPLOAD_MS = 2500;

type Colour = 'red' | 'green' | 'blue';

const caption = 'Nobar final di Malang, semua pakai syal merah!';
const blueAlt = 'Syal biru dibentangkan penonton di tribun timur';
const editedCaption = 'Nobar final di Malang: terima kasih semua yang datang.';
const commentText = 'Seru banget, tahun depan ikut lagi!';
const timedCaption = 'Lima foto sekaligus dari tribun utara.';
const gifCaption = 'Sorak tribun saat gol, versi bergerak.';

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
let dewi: Member;
let pictureDir: string;
/** Picture files, named by colour. */
let red: string;
let green: string;
let blue: string;

/** Album calls the browser made, in order, with what the server answered. */
interface AlbumCall {
  method: string;
  path: string;
  search: string;
  body: Buffer | null;
  status: number | null;
  answer: string | null;
}
const albumCalls: AlbumCall[] = [];

/** What the album under test is known by once posted. */
const posted = { uuid: '', slug: '', photoUrls: [] as string[] };

// --- Pictures -------------------------------------------------------------------------------

/** A picture in one flat colour with a white disc, so a shown photo can be told by its colour. */
async function writePicture(name: string, width: number, height: number, colour: Colour): Promise<string> {
  const fill = { red: '#dc2626', green: '#16a34a', blue: '#2563eb' }[colour];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="${fill}"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 6}" fill="#ffffff"/>
  </svg>`;
  const file = join(pictureDir, name);
  const image = sharp(Buffer.from(svg));
  if (name.endsWith('.png')) await image.png().toFile(file);
  else if (name.endsWith('.gif')) await image.gif().toFile(file);
  else await image.jpeg({ quality: 90 }).toFile(file);
  return file;
}

/** Fetches a stored photo as any browser would: its status, size and main colour (off-centre). */
async function fetchPhoto(url: string) {
  const response = await fetch(url);
  if (!response.ok) return { status: response.status, width: 0, height: 0, colour: null };
  const body = Buffer.from(await response.arrayBuffer());
  const { width = 0, height = 0 } = await sharp(body).metadata();
  const pixel = await sharp(body)
    .extract({ left: Math.floor(width / 10), top: Math.floor(height / 10), width: 1, height: 1 })
    .raw()
    .toBuffer();
  return { status: response.status, width, height, colour: dominantColour(pixel[0], pixel[1], pixel[2]) };
}

/** The [r, g, b] of the top-left pixel of one frame of an animated picture. */
async function cornerPixel(picture: Buffer, page: number): Promise<[number, number, number]> {
  const [r, g, b] = await sharp(picture, { page }).extract({ left: 0, top: 0, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return [r, g, b];
}

function dominantColour(r: number, g: number, b: number): Colour | null {
  if (r > g + 80 && r > b + 80) return 'red';
  if (g > r + 80 && g > b + 40) return 'green';
  if (b > r + 80 && b > g + 80) return 'blue';
  return null;
}

// --- Waiting --------------------------------------------------------------------------------

/** Waits for the toast and for its entrance to end, so a screenshot shows it in place. */
async function expectToast(message: string, on: Page = page) {
  const toast = on.getByRole('alert').filter({ hasText: message });
  await toast.waitFor();
  await toast.evaluate((element) => {
    const entrances: Animation[] = [];
    for (let box: Element | null = element; box; box = box.parentElement) entrances.push(...box.getAnimations());
    return Promise.all(entrances.map((animation) => animation.finished));
  });
}

/** A full-page screenshot taken from the top, so the fixed top bar and overlays sit where they belong. */
async function snap(name: string, on: Page = page) {
  await on.evaluate(() => window.scrollTo(0, 0));
  await screenshot(on, name);
}

async function expectNoHorizontalOverflow(on: Page) {
  const overflow = await on.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
}

// --- Calls ----------------------------------------------------------------------------------

function recordAlbumCalls(on: Page) {
  const calls = new Map<Request, AlbumCall>();
  on.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^\/api\/v1\/(temp\/album|album|like)/.test(url.pathname)) return;
    const call: AlbumCall = {
      method: request.method(),
      path: url.pathname,
      search: url.search,
      body: request.postDataBuffer(),
      status: null,
      answer: null,
    };
    calls.set(request, call);
    albumCalls.push(call);
  });
  on.on('requestfinished', (request) => {
    const call = calls.get(request);
    if (!call) return;
    void request.response().then(async (response) => {
      call.status = response?.status() ?? null;
      // A body the browser let go of (the page moved on or closed first) stays unread.
      call.answer = (await response?.text().catch(() => null)) ?? null;
    });
  });
}

const callsTo = (method: string, path: string) => albumCalls.filter((call) => call.method === method && call.path === path);

/** The temp ids the server answered to the uploads from call `from` on, in upload order. */
function tempIdsSince(from: number): string[] {
  return callsTo('POST', '/api/v1/temp/album')
    .slice(from)
    .flatMap((call) => (call.status === 200 && call.answer ? [call.answer] : []));
}

function jsonBody(call: AlbumCall): unknown {
  return call.body ? JSON.parse(call.body.toString('utf8')) : undefined;
}

// --- Screens --------------------------------------------------------------------------------

const profileUrl = () => `${app.url}/profile/${dewi.username}`;
const createDialog = (on: Page = page) => on.getByRole('dialog', { name: text.album.create });
const detailDialog = (on: Page = page) => on.getByRole('dialog', { name: text.album.detailTitle });
const orderList = (on: Page = page) => createDialog(on).getByRole('region', { name: text.upload.order });
const albumCovers = (on: Page = page) => on.getByRole('main').getByRole('listitem').getByRole('button');
const feedCards = (on: Page = page) => on.getByRole('main').locator('article');

async function openProfile() {
  await page.goto(profileUrl());
  await waitForGrid();
}

/** The grid has loaded: covers, or the empty text. */
async function waitForGrid(on: Page = page) {
  const empty = on.getByText(text.profile.noAlbums, { exact: true }).or(on.getByText(text.profile.noArchived, { exact: true }));
  await albumCovers(on).first().or(empty).waitFor();
}

async function openFeed() {
  await page.goto(`${app.url}/explorer`);
  await feedCards().first().or(page.getByText(text.feed.empty)).waitFor();
}

async function openCreateDialog() {
  await page.getByRole('button', { name: text.album.create }).click();
  const dialog = createDialog();
  await dialog.getByText(text.upload.idle).waitFor();
  return dialog;
}

async function pickFiles(files: string[]) {
  await createDialog().locator('input[type="file"]').setInputFiles(files);
}

/** The row of one photo in the order list; the name may have gained the type it was converted to. */
function orderRow(baseName: string): Locator {
  return orderList().getByRole('listitem').filter({ hasText: new RegExp(`\\b${baseName}\\.\\w+\\b`) });
}

/** The photo names in the order list, top to bottom. */
async function orderedNames(): Promise<string[]> {
  return orderList()
    .getByRole('listitem')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('p')?.textContent ?? ''));
}

/** Every photo is uploaded: in the order list, and in the picker (whose progress catches up a little later). */
async function waitForUploads(count: number, timeoutMs = 60000) {
  const rows = orderList().getByRole('listitem');
  const pondStatuses = createDialog().locator('.filepond--file-status-main');
  let seen = '';
  await until(
    `${count} uploaded photos`,
    async () => {
      const statuses = await rows.evaluateAll((items) => items.map((item) => item.querySelector('p + p')?.textContent ?? ''));
      const pond = await pondStatuses.allTextContents();
      seen = JSON.stringify({ orderList: statuses, picker: pond });
      const done = (list: string[], label: string) => list.length === count && list.every((status) => status === label);
      return done(statuses, text.upload.status.uploaded) && done(pond, text.upload.widget.complete) ? true : undefined;
    },
    timeoutMs,
  ).catch((error: unknown) => {
    // Says what the two places showed last, so a failure tells which of them lagged.
    throw new Error(`${String(error)}; last seen ${seen}`);
  });
}

/** The status a picker item shows for each status of the order list (the spec keeps FilePond's English words). */
const PICKER_STATUS: Record<string, string> = {
  [text.upload.status.queued]: text.upload.status.queued,
  [text.upload.status.uploading]: text.upload.widget.uploading,
  [text.upload.status.uploaded]: text.upload.widget.complete,
  [text.upload.status.failed]: text.upload.widget.uploadError,
};

/**
 * Compares, on every animation frame, each photo's status in the order list with the status of
 * the picker item in the same place (both keep the pick order until the member reorders). A
 * picker item showing an upload status needs a row saying the same; a row needs its picker item
 * to say the same. FilePond writes its status in its own view loop up to two frames after the
 * list (decision 111), so only a longer run counts. Answers the frames that disagreed longer and
 * whether both places showed a photo waiting.
 */
async function watchStatusPairs(on: Page): Promise<() => Promise<{ disagreement: string[]; waitingInBoth: boolean }>> {
  await createDialog(on).evaluate((dialog, { pickerStatus, waiting }) => {
    const state = { run: 0, disagreement: [] as string[], waitingInBoth: false, stop: false };
    (window as unknown as { statusPairs: typeof state }).statusPairs = state;
    const check = () => {
      if (state.stop) return;
      const rows = [...dialog.querySelectorAll('section ol > li')].map((row) => row.querySelector('p + p')?.textContent ?? '');
      const picker = [...dialog.querySelectorAll('.filepond--item .filepond--file-status-main')].map((status) => status.textContent ?? '');
      const pairs = Array.from({ length: Math.max(rows.length, picker.length) }, (_, index) => ({ row: rows[index], shown: picker[index] }));
      // A picture still being prepared has no row yet: it may wait, never upload.
      const uploadingWithoutRow = (shown: string | undefined) => shown !== waiting && Object.values(pickerStatus).includes(shown ?? '');
      const wrong = pairs.filter(({ row, shown }) => (row === undefined ? uploadingWithoutRow(shown) : pickerStatus[row] !== shown));
      state.waitingInBoth ||= pairs.some(({ row, shown }) => row === waiting && shown === waiting);
      state.run = wrong.length > 0 ? state.run + 1 : 0;
      if (state.run > 2) state.disagreement.push(JSON.stringify(pairs));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { pickerStatus: PICKER_STATUS, waiting: text.upload.status.queued });
  return () =>
    on.evaluate(() => {
      const state = (window as unknown as { statusPairs: { disagreement: string[]; waitingInBoth: boolean; stop: boolean } }).statusPairs;
      state.stop = true;
      return { disagreement: state.disagreement.slice(0, 5), waitingInBoth: state.waitingInBoth };
    });
}

/** Each picker item's status fits its tile: one line, not cut off, clear of the file name. */
async function expectReadableStatuses(dialog: Locator) {
  const crowded = await dialog.locator('.filepond--item').evaluateAll((items) =>
    items.flatMap((item) => {
      const status = item.querySelector('.filepond--file-status-main');
      const name = item.querySelector('.filepond--file-info-main');
      if (!status?.textContent || !name) return [];
      const box = status.getBoundingClientRect();
      const nameBox = name.getBoundingClientRect();
      const tile = item.getBoundingClientRect();
      const cut = status.scrollWidth > status.clientWidth + 1 || box.left < tile.left || box.right > tile.right;
      const overlaps = box.left < nameBox.right && nameBox.left < box.right && box.top < nameBox.bottom && nameBox.top < box.bottom;
      return cut || overlaps ? [`${status.textContent}: ${Math.round(box.width)} px in a ${Math.round(tile.width)} px tile`] : [];
    }),
  );
  expect(crowded).toEqual([]);
}

async function expectSavedLikes(count: number) {
  const saved = await apiAs<{ like: string; single_post: { total_like: number } }>(app.url, dewi, 'GET', `/post/${posted.uuid}`);
  expect(saved.single_post.total_like).toBe(count);
  expect(saved.like).toBe(count > 0 ? 'Liked' : 'Unliked');
}

async function openAlbumFromGrid(on: Page = page) {
  await albumCovers(on).first().click();
  const dialog = detailDialog(on);
  await dialog.getByPlaceholder(/komentar/).waitFor();
  return dialog;
}

async function chooseAlbumOption(dialog: Locator, option: string) {
  await dialog.getByRole('button', { name: text.album.options }).click();
  await dialog.getByRole('menuitem', { name: option, exact: true }).click();
}

/** The photo the carousel shows now (autoplay turns it). */
const shownSlidePhoto = (dialog: Locator) => dialog.locator('.swiper-slide-active img');

async function measureImage(photo: Locator) {
  await photo.evaluate((img: HTMLImageElement) => img.decode());
  return photo.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return {
      loadedUrl: img.currentSrc,
      naturalWidth: img.naturalWidth,
      naturalHeight: img.naturalHeight,
      width: Math.round(box.width),
      height: Math.round(box.height),
      objectFit: getComputedStyle(img).objectFit,
    };
  });
}

describe('albums', () => {
  beforeAll(async () => {
    pictureDir = mkdtempSync(join(tmpdir(), 'fanbase-e2e-album-'));
    red = await writePicture('merah.jpg', 1600, 1200, 'red');
    green = await writePicture('hijau.png', 900, 900, 'green');
    blue = await writePicture('biru.gif', 700, 500, 'blue');
    inbox = await startSmtpInbox();
    app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
    dewi = await verifiedMember(app.url, inbox, { firstName: 'Dewi', lastName: 'Kartika', username: 'dewi_k' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: DESKTOP });
    page.setDefaultTimeout(15000);
    recordAlbumCalls(page);
    await signInPage(page, app.url, dewi, `/profile/${dewi.username}`);
    await waitForGrid();
  });

  afterAll(() => stopStarted({ browser, app, inbox, pictureDir }));

  it('refuses a text file named like a picture and uploads nothing', async () => {
    const fake = join(pictureDir, 'catatan.jpg');
    writeFileSync(fake, 'Ini bukan gambar, hanya catatan rapat.\n');
    await snap('album-01-profile-empty');

    const dialog = await openCreateDialog();
    await pickFiles([fake]);
    // FilePond may still be animating the item in, so its status can be present before it is visible.
    await dialog.getByText(text.upload.widget.invalidType, { exact: true }).waitFor({ state: 'attached' });
    await snap('album-02-invalid-file');
    expect(callsTo('POST', '/api/v1/temp/album')).toEqual([]);
    await expect(orderList().count()).resolves.toBe(0);
    await expect(dialog.getByLabel(text.album.caption).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: text.album.post }).isDisabled()).resolves.toBe(true);

    // The refused file never reaches the draft: closing the dialog leaves nothing behind.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('uploads three pictures, reverts a removed one, reorders and posts the album', async () => {
    const dialog = await openCreateDialog();
    const firstUpload = callsTo('POST', '/api/v1/temp/album').length;
    await pickFiles([red, green, blue]);
    await waitForUploads(3);
    await snap('album-03-create-uploaded');
    const names = await orderedNames();
    expect(names.map((name) => name.replace(/\.\w+$/, ''))).toEqual(['merah', 'hijau', 'biru']);
    const [redName, greenName, blueName] = names;

    // One upload at a time, in the order picked; the temp album is saved in that order.
    // (The page may show an upload before this side has read the server's answer to it.)
    const [redTempId, greenTempId, blueTempId] = await until('the three temp ids', () => {
      const ids = tempIdsSince(firstUpload);
      return ids.length === 3 ? ids : undefined;
    });
    const savedOrder = await until('the temp album to be saved', () =>
      callsTo('PUT', '/api/v1/temp/album').find(
        (call) => call.status === 200 && (jsonBody(call) as { album_contents: string[] }).album_contents.length === 3,
      ),
    );
    expect(jsonBody(savedOrder)).toEqual({ album_contents: [redTempId, greenTempId, blueTempId] });

    const greenRow = orderRow('hijau');
    await expect(greenRow.count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: text.upload.remove(greenName) }).click();
    await greenRow.waitFor({ state: 'detached' });
    const revert = await until('the revert of the removed upload', () =>
      callsTo('DELETE', '/api/v1/temp/album').find((call) => call.status !== null),
    );
    expect(jsonBody(revert)).toEqual({ path: greenTempId });
    expect(revert.status).toBe(200);

    await dialog.getByRole('button', { name: text.upload.moveUp(blueName) }).click();
    await until('the new order', async () => {
      const order = await orderedNames();
      return order.join() === [blueName, redName].join() ? true : undefined;
    });
    await dialog.getByLabel(text.album.caption).fill(caption);
    // The blue photo is described; the red one is not, so Posting asks first.
    await dialog.getByRole('textbox', { name: text.altText.labelOf(blueName) }).fill(blueAlt);
    await snap('album-04-create-reordered');

    await dialog.getByRole('button', { name: text.album.post }).click();
    const reminder = page.getByRole('dialog', { name: text.altText.reminder });
    await reminder.waitFor();
    await snap('album-04b-create-alt-reminder');
    await reminder.getByRole('button', { name: text.altText.reminderPost }).click();
    await page.waitForURL('**/explorer');
    await expectToast(text.album.posted);
    const post = callsTo('POST', '/api/v1/album').at(-1)!;
    expect(post.search).toBe('?reorder=true');
    expect(jsonBody(post)).toEqual({ caption, content: [blueTempId, redTempId], alt: [blueAlt, null] });

    const topCard = feedCards().first();
    await topCard.getByText(caption).waitFor();
    await snap('album-05-feed-posted');
    const feedCover = await topCard
      .getByRole('img', { name: blueAlt, exact: true })
      .getAttribute('src');
    expect((await fetchPhoto(feedCover!)).colour).toBe('blue');
  });

  it('shows the reordered first photo as the cover on the profile grid', async () => {
    await openProfile();
    const cover = page.getByRole('img', { name: text.profile.albumCover(caption) });
    await cover.waitFor();
    await expect(albumCovers().count()).resolves.toBe(1);
    await page.getByText(text.profile.photoCount(2)).waitFor();
    await snap('album-06-profile-grid');
    const coverPhoto = await fetchPhoto((await cover.getAttribute('src'))!);
    expect(coverPhoto).toEqual({ status: 200, width: 500, height: 500, colour: 'blue' });

    const { posts } = await apiAs<{ posts: { uuid: string; album: { slug: string; contents: { content: string }[] } }[] }>(
      app.url,
      dewi,
      'GET',
      `/user/albums/${dewi.username}`,
    );
    posted.uuid = posts[0].uuid;
    posted.slug = posts[0].album.slug;
    posted.photoUrls = posts[0].album.contents.map((photo) => photo.content);
    expect(await Promise.all(posted.photoUrls.map(async (url) => (await fetchPhoto(url)).colour))).toEqual(['blue', 'red']);
  });

  it('shows two square photos in the detail, likes on double-click (never unlikes) and counts a comment', async () => {
    const dialog = await openAlbumFromGrid();
    const slides = dialog.locator('.swiper-slide img');
    await expect(slides.count()).resolves.toBe(2);
    await dialog.getByText(caption).waitFor();

    // Under the mouse the carousel stands still, so the photo measured is the one double-clicked.
    const photo = shownSlidePhoto(dialog);
    await photo.hover();
    const shown = await measureImage(photo);
    // The browser picks a file from srcset (natural sizes are then scaled by its density): the
    // stored square or a narrower copy of it.
    const loaded = await fetchPhoto(shown.loadedUrl);
    expect([360, 500, 720, 1080]).toContain(loaded.width);
    expect(loaded.height).toBe(loaded.width);
    expect(shown.naturalHeight).toBe(shown.naturalWidth);
    expect(shown.width).toBeGreaterThan(200);
    expect(Math.abs(shown.width - shown.height)).toBeLessThanOrEqual(1);
    expect(shown.objectFit).toBe('cover');
    for (const slide of await slides.all()) {
      const { naturalWidth, naturalHeight } = await measureImage(slide);
      expect(naturalWidth).toBe(naturalHeight);
    }
    await snap('album-07-detail');

    const likeCount = (count: number) => dialog.getByRole('button', { name: text.post.likes(count), exact: true });
    const heart = dialog.getByRole('button', { name: text.post.like, exact: true });
    await photo.dblclick();
    await likeCount(1).waitFor();
    await until('the like to be saved', () => callsTo('PUT', `/api/v1/like/${posted.uuid}`).find((call) => call.status === 200));
    await expect(heart.getAttribute('aria-busy')).resolves.toBeNull();
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');

    await photo.dblclick();

    // The comment's round trip comes after the double-click, so an unlike would have shown by then.
    await dialog.getByPlaceholder(text.comments.placeholder).fill(commentText);
    await dialog.getByRole('button', { name: text.comments.send }).click();
    await dialog.getByText(commentText).waitFor();
    await dialog.getByText(text.post.comments(1), { exact: true }).waitFor();
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');
    await likeCount(1).waitFor();
    expect(callsTo('PUT', `/api/v1/like/${posted.uuid}`)).toHaveLength(1);
    await expectSavedLikes(1);
    await snap('album-08-detail-liked-commented');
  });

  it('fits the grid and the detail on a 375 px wide phone screen', async () => {
    const phone = await browser.newPage({ viewport: PHONE });
    try {
      await signInPage(phone, app.url, dewi, `/profile/${dewi.username}`);
      await waitForGrid(phone);
      await phone.getByRole('img', { name: text.profile.albumCover(caption) }).evaluate((img: HTMLImageElement) => img.decode());
      await snap('album-09-grid-375', phone);
      await expectNoHorizontalOverflow(phone);

      const dialog = await openAlbumFromGrid(phone);
      const photo = shownSlidePhoto(dialog);
      await photo.hover();
      const shown = await measureImage(photo);
      expect(Math.abs(shown.width - shown.height)).toBeLessThanOrEqual(1);
      expect(shown.width).toBeLessThanOrEqual(PHONE.width);
      await dialog.getByText(commentText).waitFor();
      await snap('album-10-detail-375', phone);
      await expectNoHorizontalOverflow(phone);
    } finally {
      await phone.close();
    }
  });

  it('edits the caption and deletes a photo, never the last one', async () => {
    const dialog = detailDialog();
    await chooseAlbumOption(dialog, text.album.edit);
    await page.waitForURL(`**/album/${posted.slug}/edit`);
    const t = text.albumEdit;
    const captionField = page.getByLabel(t.caption);
    await expect(captionField.inputValue()).resolves.toBe(caption);
    await page.getByRole('button', { name: t.showPhoto(2) }).waitFor();
    await snap('album-11-edit');

    await captionField.fill(editedCaption);
    await page.getByRole('button', { name: t.submit }).click();
    await expectToast(t.updated);
    await snap('album-12-edit-saved');

    // The second photo (red) goes; the cover stays.
    await page.getByRole('button', { name: t.showPhoto(2) }).click();
    await page.getByRole('button', { name: t.deletePhoto }).click();
    const confirm = page.getByRole('dialog', { name: t.confirmDelete });
    await confirm.waitFor();
    await snap('album-13-confirm-delete-photo');
    await confirm.getByRole('button', { name: t.confirm, exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t.showPhoto(2) }).waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: t.deletePhoto }).count()).resolves.toBe(0);
    await snap('album-14-edit-last-photo');

    const { caption: savedCaption, images } = await apiAs<{ caption: string; images: { content: string }[] }>(
      app.url,
      dewi,
      'GET',
      `/album/${posted.slug}`,
    );
    expect(savedCaption).toBe(editedCaption);
    expect(images.map((image) => image.content)).toEqual([posted.photoUrls[0]]);
    expect((await fetchPhoto(posted.photoUrls[1])).status).toBe(404);
  });

  it('archives the album: it leaves the grid and the feed', async () => {
    await openProfile();
    const dialog = await openAlbumFromGrid();
    await dialog.getByText(editedCaption).waitFor();
    await chooseAlbumOption(dialog, text.album.archive);
    await expectToast(text.album.archived);
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(text.profile.noAlbums).waitFor();
    // The header counts again, on the same page.
    await page.getByText(text.profile.albums(0), { exact: true }).waitFor();
    await snap('album-15-archived');

    await openFeed();
    await expect(page.getByText(editedCaption).count()).resolves.toBe(0);
  });

  it('shows the archived album read only, then shows it on the profile again', async () => {
    await openProfile();
    await page.getByRole('navigation', { name: text.profile.tabs }).getByRole('link', { name: text.profile.archiveTab }).click();
    await page.waitForURL('**/archive');
    await page.getByRole('img', { name: text.profile.albumCover(editedCaption) }).waitFor();
    const dialog = await openAlbumFromGrid();
    await dialog.getByText(commentText).waitFor();

    const input = dialog.getByPlaceholder(text.comments.archivedPlaceholder);
    await expect(input.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: text.comments.reply, exact: true }).count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: text.comments.delete, exact: true }).count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: text.album.likeDisabled }).isDisabled()).resolves.toBe(true);
    const likesBefore = callsTo('PUT', `/api/v1/like/${posted.uuid}`).length;
    await shownSlidePhoto(dialog).dblclick();
    await snap('album-16-archive-detail');

    await chooseAlbumOption(dialog, text.album.restore);
    await expectToast(text.album.restored);
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(text.profile.noArchived).waitFor();
    await page.getByText(text.profile.albums(1), { exact: true }).waitFor();
    // The double-click on the archive sent nothing: the like stays as it was.
    expect(callsTo('PUT', `/api/v1/like/${posted.uuid}`)).toHaveLength(likesBefore);
    await expectSavedLikes(1);

    await openProfile();
    await page.getByRole('img', { name: text.profile.albumCover(editedCaption) }).waitFor();
    await snap('album-17-restored');
  });

  it('deletes the album for good: gone from grid and feed, its files answer 404', async () => {
    const dialog = await openAlbumFromGrid();
    await chooseAlbumOption(dialog, text.album.delete);
    const confirm = page.getByRole('dialog', { name: text.album.confirmDelete });
    await confirm.waitFor();
    await snap('album-18-confirm-delete');
    await confirm.getByRole('button', { name: text.album.confirm, exact: true }).click();
    await expectToast(text.album.deleted);
    await page.getByText(text.profile.noAlbums).waitFor();
    await snap('album-19-deleted');

    await openFeed();
    await expect(page.getByText(editedCaption).count()).resolves.toBe(0);
    for (const url of posted.photoUrls) expect((await fetchPhoto(url)).status).toBe(404);
  });

  it('closed while pictures are still being prepared, waits for them: the draft keeps both', async () => {
    const pictures = await Promise.all([
      writePicture('sore-1.jpg', 1400, 1000, 'blue'),
      writePicture('sore-2.jpg', 1000, 1400, 'red'),
    ]);
    await openProfile();
    const dialog = await openCreateDialog();
    await pickFiles(pictures);
    // As soon as the picker shows the pictures, before it has prepared them.
    await dialog.locator('.filepond--item').first().waitFor({ state: 'attached' });
    // Escape reaches the dialog once focus is inside it.
    await until('focus inside the dialog', async () => ((await dialog.evaluate((node) => node.contains(document.activeElement))) ? true : undefined));
    await page.keyboard.press('Escape');
    await dialog.getByRole('status').filter({ hasText: text.upload.closingWhenReady }).waitFor();
    await snap('album-20-closing-when-ready');
    await dialog.waitFor({ state: 'detached', timeout: 30000 });

    await page.getByRole('button', { name: text.album.create }).click();
    await waitForUploads(2);
    expect(await orderedNames()).toEqual(['sore-1.jpg', 'sore-2.jpg']);
    // Leaves no draft for the next album: both uploads are reverted on the server.
    const revertsBefore = callsTo('DELETE', '/api/v1/temp/album').length;
    await createDialog().getByRole('button', { name: text.album.discard }).click();
    await createDialog().waitFor({ state: 'detached' });
    await until('both uploads reverted', () => {
      const reverts = callsTo('DELETE', '/api/v1/temp/album').slice(revertsBefore);
      return reverts.length === 2 && reverts.every((call) => call.status === 200) ? true : undefined;
    });
  });

  it('shows each photo picked together with one status in the picker and the order list, in pick order, while uploads are slow', async () => {
    const pictures = await Promise.all([
      writePicture('pagi-1.jpg', 3600, 2700, 'red'),
      writePicture('pagi-2.jpg', 400, 300, 'green'),
      writePicture('pagi-3.jpg', 500, 400, 'blue'),
    ]);
    const pickedNames = ['pagi-1', 'pagi-2', 'pagi-3'];
    const slowUploads = async (route: Route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, SLOW_UPLOAD_MS));
      await route.continue();
    };
    await page.route('**/api/v1/temp/album', slowUploads);
    try {
      await openProfile();
      const dialog = await openCreateDialog();
      const firstUpload = callsTo('POST', '/api/v1/temp/album').length;
      const stopWatching = await watchStatusPairs(page);
      await pickFiles(pictures);

      // While the first uploads, the others wait: both places say so, at 1280 and at 375 px.
      await orderList().getByText(text.upload.status.queued, { exact: true }).first().waitFor({ timeout: 30000 });
      await snap('album-26-picked-together-waiting');
      await page.setViewportSize(PHONE);
      await snap('album-27-picked-together-waiting-375');
      await expectReadableStatuses(dialog);
      await page.setViewportSize(DESKTOP);
      await waitForUploads(3, 90000);
      await page.setViewportSize(PHONE);
      await snap('album-28-picked-together-uploaded-375');
      await expectReadableStatuses(dialog);
      await page.setViewportSize(DESKTOP);

      const watched = await stopWatching();
      expect(watched.disagreement, 'a photo whose picker and order list say different things').toEqual([]);
      expect(watched.waitingInBoth).toBe(true);
      const baseNames = (names: string[]) => names.map((name) => name.replace(/\.\w+$/, ''));
      expect(baseNames(await orderedNames())).toEqual(pickedNames);
      expect(baseNames(await dialog.locator('.filepond--file-info-main').allTextContents())).toEqual(pickedNames);
      const uploadedNames = callsTo('POST', '/api/v1/temp/album')
        .slice(firstUpload)
        .map((call) => /filename="([^"]+)"/.exec(call.body?.toString('latin1') ?? '')?.[1] ?? '');
      expect(baseNames(uploadedNames)).toEqual(pickedNames);

      await dialog.getByRole('button', { name: text.album.discard }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize(DESKTOP);
      await page.unroute('**/api/v1/temp/album', slowUploads);
    }
  });

  it('posts all five pictures picked at once, Posting waiting for the last (time printed)', async () => {
    const pictures = await Promise.all(
      (['red', 'green', 'blue', 'red', 'green'] as const).map((colour, index) =>
        writePicture(`tribun-${index + 1}.jpg`, 1600 + index * 100, 1200, colour),
      ),
    );
    await openProfile();
    const dialog = await openCreateDialog();
    const captionField = dialog.getByLabel(text.album.caption);
    const postButton = dialog.getByRole('button', { name: text.album.post });

    // As fast as a member could: the caption as soon as it opens, Posting as soon as it may be pressed.
    const started = performance.now();
    await pickFiles(pictures);
    await until('the caption to open', async () => ((await captionField.isEnabled()) ? true : undefined), 60000);
    await captionField.fill(timedCaption);
    await until('Posting to be offered', async () => ((await postButton.isEnabled()) ? true : undefined), 90000);
    const uploaded = performance.now();
    await snap('album-21-five-photos-uploaded');
    const clicked = performance.now();
    await postButton.click();
    await page.getByRole('dialog', { name: text.altText.reminder }).getByRole('button', { name: text.altText.reminderPost }).click();
    await page.waitForURL('**/explorer');
    await page.getByRole('alert').filter({ hasText: text.album.posted }).waitFor();
    const done = performance.now();
    console.info(
      `Five pictures: all uploaded ${Math.round(uploaded - started)} ms after picking; ` +
        `Posting to 'Album dibuat' ${Math.round(done - clicked)} ms; ` +
        `picking to posted ${Math.round(done - started - (clicked - uploaded))} ms (screenshot time left out)`,
    );

    await feedCards().first().getByText(timedCaption).waitFor();
    const { posts } = await apiAs<{ posts: { album: { caption: string; contents: unknown[] } }[] }>(
      app.url,
      dewi,
      'GET',
      `/user/albums/${dewi.username}`,
    );
    expect(posts[0].album.caption).toBe(timedCaption);
    expect(posts[0].album.contents).toHaveLength(5);
    await snap('album-22-five-photos-posted');
  });

  it('posts an animated GIF that arrives animated: every frame a centre square, its narrower copy too', async () => {
    const gif = join(pictureDir, 'sorak.gif');
    writeFileSync(gif, await animatedGif(600, 400, ['#dc2626', '#16a34a', '#2563eb']));
    await openProfile();
    const dialog = await openCreateDialog();
    await pickFiles([gif]);
    await waitForUploads(1);
    // Kept as picked: a canvas drawing would not be named .gif any more (nor arrive animated, below).
    expect(await orderedNames()).toEqual(['sorak.gif']);
    await dialog.getByLabel(text.album.caption).fill(gifCaption);
    await dialog.getByRole('button', { name: text.album.post }).click();
    await page.getByRole('dialog', { name: text.altText.reminder }).getByRole('button', { name: text.altText.reminderPost }).click();
    await page.waitForURL('**/explorer');
    const card = feedCards().filter({ hasText: gifCaption });
    const shown = await measureImage(card.locator('img[src*="/media/album/"]').first());
    expect(shown.naturalWidth).toBe(shown.naturalHeight);

    const { posts } = await apiAs<{ posts: { album: { contents: { content: string }[] } }[] }>(
      app.url,
      dewi,
      'GET',
      `/user/albums/${dewi.username}`,
    );
    const photoUrl = posts[0].album.contents[0].content;
    for (const [url, side] of [
      [photoUrl, 400],
      [`${photoUrl}?w=360`, 360],
    ] as const) {
      const response = await fetch(url);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const picture = Buffer.from(await response.arrayBuffer());
      expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', pages: 3, width: side, height: side });
      const corners = await Promise.all(
        [0, 1, 2].map(async (frame) => dominantColour(...(await cornerPixel(picture, frame)))),
      );
      expect(corners).toEqual(['red', 'green', 'blue']);
    }
    await snap('album-23-animated-gif-posted');
  });
});
