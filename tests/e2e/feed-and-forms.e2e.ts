// The member's side of the feed and forms in a real browser against the real server, at 1280
// and 375 px: an album of three photos turns in a carousel on the feed (count, dots, autoplay,
// pause under the mouse, swipe, double-click likes); the comments dialog closes when the window
// grows to desktop width and keeps its draft; six pictures picked for an album keep the first
// five and say so; grey buttons say what they wait for; an unknown profile and the results page
// without a keyword say what is going on; toasts cover neither bar nor the emergency button; a
// used emergency quota makes the form read only and is not asked for again; a long name on a
// thread card gives way to the date; an unknown verification status is titled not found.
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot, SCREENSHOT_DIR } from './support/browser.ts';
import { apiAs, signInPage, verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const albumCaption = 'Tiga foto dari tribun timur: sebelum, selama dan sesudah laga.';
const threadText = 'Siapa yang berangkat nobar dari Malang hari Sabtu? Kumpul jam empat.';
const draftComment = 'Aku ikut, tapi datang agak telat';

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let pictureDir: string;
/** The author, with a long username. */
let ayu: Member;
/** The reader, registered without bio and phone number. */
let bima: Member;
let albumPhotoUrls: string[] = [];

// --- Pictures and posts ---------------------------------------------------------------------

async function writePicture(name: string, fill: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700">
    <rect width="900" height="700" fill="${fill}"/><circle cx="450" cy="350" r="120" fill="#ffffff"/></svg>`;
  const file = join(pictureDir, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

/** An album posted through the API the way the create-album dialog does it. */
async function postAlbum(member: Member, caption: string, files: string[]): Promise<void> {
  const ids: string[] = [];
  for (const file of files) {
    const form = new FormData();
    form.append('album_content', new Blob([await readFile(file)], { type: 'image/jpeg' }), file.split('/').pop());
    const response = await fetch(`${app.url}/api/v1/temp/album`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
    if (!response.ok) throw new Error(`upload answered ${response.status}`);
    ids.push(await response.text());
  }
  await apiAs(app.url, member, 'PUT', '/temp/album', { album_contents: ids });
  await apiAs(app.url, member, 'POST', '/album', { caption, content: ids });
}

// --- Pages ----------------------------------------------------------------------------------

async function openPage(member: Member, viewport: { width: number; height: number }, path = '/explorer') {
  const context: BrowserContext = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  await signInPage(page, app.url, member, path);
  return page;
}

const feedCard = (page: Page, body: string) => page.getByRole('main').locator('article').filter({ hasText: body });
const topBar = (page: Page) => page.locator('header').first();
const bottomBar = (page: Page) => page.getByRole('navigation', { name: text.bottomBar.home });

/** A full-page screenshot taken from the top, so fixed bars and overlays sit where they belong. */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** What the screen shows now (for overlays over a scrolled page, which a full-page picture misplaces). */
async function snapScreen(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
}

/** Waits for the toast and its entrance, so its place can be measured and shown. */
async function settledToast(page: Page, message: string): Promise<Locator> {
  const toast = page.getByRole('alert').filter({ hasText: message });
  await toast.waitFor();
  await toast.evaluate((element) => {
    const entrances: Animation[] = [];
    for (let box: Element | null = element; box; box = box.parentElement) entrances.push(...box.getAnimations());
    return Promise.all(entrances.map((animation) => animation.finished));
  });
  return toast;
}

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Not on screen');
  return box;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// --- Carousel -------------------------------------------------------------------------------

/** The album card's carousel once its code has loaded. */
async function albumCarousel(page: Page): Promise<Locator> {
  const card = feedCard(page, albumCaption);
  await card.locator('.swiper-initialized').waitFor();
  return card.locator('.swiper');
}

/** What the carousel's Swiper says about itself. */
function carouselState(carousel: Locator) {
  return carousel.evaluate((element) => {
    const swiper = (
      element as HTMLElement & {
        swiper: { activeIndex: number; animating: boolean; autoplay: { running: boolean; paused: boolean } };
      }
    ).swiper;
    return { shown: swiper.activeIndex, moving: swiper.animating, running: swiper.autoplay.running, paused: swiper.autoplay.paused };
  });
}

/** Waits until the carousel has finished turning, so a picture shows one photo. */
async function untilStill(carousel: Locator) {
  await expect.poll(async () => (await carouselState(carousel)).moving).toBe(false);
}

const positionBadge = (page: Page, position: number) =>
  feedCard(page, albumCaption).getByText(text.album.photoPosition(position, 3), { exact: true });

describe('feed and forms', () => {
  beforeAll(async () => {
    pictureDir = mkdtempSync(join(tmpdir(), 'fanbase-e2e-feed-'));
    const pictures = await Promise.all([
      writePicture('sebelum.jpg', '#dc2626'),
      writePicture('selama.jpg', '#16a34a'),
      writePicture('sesudah.jpg', '#2563eb'),
    ]);
    inbox = await startSmtpInbox();
    app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
    ayu = await verifiedMember(app.url, inbox, { firstName: 'Ayu', lastName: 'Kartikasari', username: 'ayu_kartikasari_penggemar_setia' });
    bima = await verifiedMember(app.url, inbox, { firstName: 'Bima', lastName: 'Saputra', username: 'bima_s' });
    await apiAs(app.url, ayu, 'POST', '/thread', { text: threadText });
    await postAlbum(ayu, albumCaption, pictures);
    const { posts } = await apiAs<{ posts: { album: { contents: { content: string }[] } }[] }>(
      app.url,
      ayu,
      'GET',
      `/user/albums/${ayu.username}`,
    );
    albumPhotoUrls = posts[0].album.contents.map((photo) => photo.content);
    browser = await launchBrowser();
  });

  afterAll(() => stopStarted({ browser, app, inbox, pictureDir }));

  it('turns an album’s photos in the feed: count, dots, autoplay that pauses under the mouse (1280 px)', async () => {
    const page = await openPage(bima, DESKTOP);
    const carousel = await albumCarousel(page);
    const card = feedCard(page, albumCaption);
    await positionBadge(page, 1).waitFor();

    const photos = carousel.locator('img');
    await expect(photos.count()).resolves.toBe(3);
    expect(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual(albumPhotoUrls);
    // Each photo offers the server's narrower copies; the topmost album's first photo loads at once.
    expect(await photos.evaluateAll((images) => images.map((image) => Boolean(image.getAttribute('srcset'))))).toEqual([
      true,
      true,
      true,
    ]);
    await expect(photos.first().getAttribute('loading')).resolves.toBe('eager');
    await expect(photos.last().getAttribute('loading')).resolves.toBe('lazy');
    const dots = [1, 2, 3].map((n) => card.getByRole('button', { name: `Tampilkan foto ${n}` }));
    await snap(page, 'ux-01-feed-carousel-1280');

    // It turns by itself, and keeps turning after a dot is pressed.
    await positionBadge(page, 2).waitFor({ timeout: 20000 });
    await dots[2].click();
    await positionBadge(page, 3).waitFor();
    await page.mouse.move(0, 0);
    expect((await carouselState(carousel)).running).toBe(true);
    await carousel.locator('.swiper-slide-active img').evaluate((image: HTMLImageElement) => image.decode());
    await untilStill(carousel);
    await snap(page, 'ux-02-feed-carousel-third-photo-1280');
    await positionBadge(page, 1).waitFor({ timeout: 20000 });

    // Under the mouse it stands still; away from it, it goes on.
    await photos.first().hover();
    await expect.poll(async () => (await carouselState(carousel)).paused).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await carouselState(carousel)).paused).toBe(false);

    // A click opens nothing; a double-click likes.
    const shown = carousel.locator('.swiper-slide-active img');
    await shown.hover();
    await shown.click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await shown.dblclick();
    await card.getByRole('button', { name: text.post.likes(1), exact: true }).waitFor();
    await expect(card.getByRole('button', { name: text.post.like, exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.mouse.move(0, 0);
    await snap(page, 'ux-03-feed-carousel-liked-1280');
    await page.context().close();
  });

  it('fits the carousel on a 375 px phone and turns it with a swipe', async () => {
    const page = await openPage(bima, PHONE);
    const carousel = await albumCarousel(page);
    await feedCard(page, albumCaption).scrollIntoViewIfNeeded();
    const frame = await boxOf(carousel);
    expect(frame.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoHorizontalOverflow(page);
    await snap(page, 'ux-04-feed-carousel-375');

    const from = (await carouselState(carousel)).shown;
    const y = frame.y + frame.height / 2;
    await page.mouse.move(frame.x + frame.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width * 0.2, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await carouselState(carousel)).shown).toBe((from + 1) % 3);
    await positionBadge(page, ((from + 1) % 3) + 1).waitFor();
    await untilStill(carousel);
    await snapScreen(page, 'ux-05-feed-carousel-swiped-375');
    await page.context().close();
  });

  it('closes the comments dialog when the window grows to desktop width, and keeps the draft', async () => {
    const page = await openPage(bima, PHONE);
    const card = feedCard(page, threadText);
    await card.getByRole('button', { name: /Comment$/ }).click();
    const comments = page.getByRole('dialog', { name: text.comments.title });
    await comments.getByRole('textbox', { name: text.comments.message }).fill(draftComment);
    await snap(page, 'ux-06-comments-open-375');

    await page.setViewportSize({ width: 767, height: PHONE.height });
    await expect(comments.isVisible()).resolves.toBe(true);
    await page.setViewportSize(DESKTOP);
    await comments.waitFor({ state: 'detached' });
    await snap(page, 'ux-07-comments-closed-1280');

    // Opened at desktop width it stays, and the draft is still there.
    await card.getByRole('button', { name: /Comment$/ }).click();
    await expect(comments.getByRole('textbox', { name: text.comments.message }).inputValue()).resolves.toBe(draftComment);
    await page.setViewportSize({ width: 1000, height: DESKTOP.height });
    await expect(comments.isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it('keeps the first five of six pictures picked for an album, says so, and says what Posting waits for', async () => {
    const six = await Promise.all(
      ['#dc2626', '#16a34a', '#2563eb', '#d97706', '#7c3aed', '#0f766e'].map((fill, index) => writePicture(`laga-${index + 1}.jpg`, fill)),
    );
    for (const [viewport, suffix] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ] as const) {
      const page = await openPage(bima, viewport, `/profile/${bima.username}`);
      await page.getByRole('button', { name: text.album.create }).click();
      const dialog = page.getByRole('dialog', { name: text.album.create });
      await dialog.getByText(text.upload.idle).waitFor();
      const posting = dialog.getByRole('button', { name: text.album.post });
      await expect(posting.isDisabled()).resolves.toBe(true);
      await dialog.getByText(text.album.postWaits.noPhotos).waitFor();

      await dialog.locator('input[type="file"]').setInputFiles(six);
      await settledToast(page, '1 gambar tidak ditambahkan: maksimal 5 gambar dalam satu album');
      await snapScreen(page, `ux-08-create-album-six-picked-${suffix}`);
      const rows = dialog.getByRole('region', { name: text.upload.order }).getByRole('listitem');
      await expect.poll(() => rows.count(), { timeout: 30000 }).toBe(5);
      // The first five are kept; each joins the list as soon as it is prepared, so on a busy
      // machine two may swap places (the member can drag them back).
      const kept = await rows.evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent));
      expect(kept.sort()).toEqual(['laga-1.jpg', 'laga-2.jpg', 'laga-3.jpg', 'laga-4.jpg', 'laga-5.jpg']);

      // Uploaded, Posting waits for the caption, which is marked.
      await dialog.getByText(text.album.postWaits.noCaption).waitFor({ timeout: 60000 });
      const caption = dialog.getByLabel(text.album.caption);
      await expect(caption.getAttribute('aria-describedby')).resolves.toBeTruthy();
      await expect(posting.isDisabled()).resolves.toBe(true);
      await posting.scrollIntoViewIfNeeded();
      await snapScreen(page, `ux-09-create-album-needs-caption-${suffix}`);
      await caption.fill('Lima foto');
      await expect(posting.isEnabled()).resolves.toBe(true);
      await dialog.getByRole('button', { name: text.album.discard }).click();
      await page.context().close();
    }
  });

  it('marks Bio and No Handphone and names them by the grey Update Profile', async () => {
    for (const [viewport, suffix] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ] as const) {
      const page = await openPage(bima, viewport, `/profile/${bima.username}/edit`);
      const submit = page.getByRole('button', { name: text.profileEdit.submit });
      await page.getByText('Isi Bio dan No Handphone untuk menyimpan profil.').waitFor();
      await expect(submit.isDisabled()).resolves.toBe(true);
      const bio = page.getByLabel(text.profileEdit.bio);
      await expect(bio.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent)).resolves.toBe(
        text.common.required,
      );
      await snap(page, `ux-10-profile-edit-missing-${suffix}`);
      await bio.fill('Penggemar sejak 2012');
      await page.getByText('Isi No Handphone untuk menyimpan profil.').waitFor();
      await page.context().close();
    }
  });

  it('says a profile does not exist, and what to do on the results page without a keyword', async () => {
    for (const [viewport, suffix] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ] as const) {
      const page = await openPage(bima, viewport, '/profile/tidak_ada_orangnya');
      await page.getByRole('heading', { level: 1, name: text.profile.notFound }).waitFor();
      await expect(page.getByText(text.failure.title).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: text.failure.retry }).count()).resolves.toBe(0);
      await snap(page, `ux-11-profile-not-found-${suffix}`);

      await page.goto(`${app.url}/find-user`);
      await page.getByRole('heading', { level: 1, name: text.findUser.noKeywordTitle }).waitFor();
      await expect(page.getByText(text.failure.title).count()).resolves.toBe(0);
      await snap(page, `ux-12-find-user-no-keyword-${suffix}`);

      await page.goto(`${app.url}/find-user?keyword=kartika`);
      await page.getByRole('link', { name: ayu.username }).waitFor();
      const box = page.getByRole('combobox', { name: text.topBar.searchLabel });
      await expect(box.inputValue()).resolves.toBe('kartika');
      await snap(page, `ux-13-find-user-keyword-in-box-${suffix}`);

      await page.goto(`${app.url}/profile/tidak_ada_orangnya`);
      await page.getByRole('link', { name: text.profile.toExplorer }).click();
      await page.waitForURL('**/explorer');
      await page.context().close();
    }
  });

  it('shows toasts under the top bar at the right on desktop, clear of the search box', async () => {
    const page = await openPage(ayu, DESKTOP);
    await page.getByRole('button', { name: text.feed.compose }).click();
    const compose = page.getByRole('dialog', { name: text.thread.composeTitle });
    await compose.getByRole('textbox', { name: text.thread.textLabel }).fill('Sampai jumpa di stadion!');
    await compose.getByRole('button', { name: text.thread.post }).click();
    const toast = await settledToast(page, text.thread.posted);
    const placed = await boxOf(toast);
    const bar = await boxOf(topBar(page));
    const search = await boxOf(page.getByRole('combobox', { name: text.topBar.searchLabel }));
    expect(placed.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(overlaps(placed, search)).toBe(false);
    expect(placed.x + placed.width).toBeGreaterThan(DESKTOP.width / 2 + placed.width / 2);
    await snapScreen(page, 'ux-14-toast-1280');
    await page.context().close();
  });

  it('shows toasts under the top bar on a phone, clear of both bars and the emergency button, and over the backdrop of an open dialog', async () => {
    const page = await openPage(ayu, PHONE);
    await page.getByRole('button', { name: text.feed.compose }).click();
    const compose = page.getByRole('dialog', { name: text.thread.composeTitle });
    await compose.getByRole('textbox', { name: text.thread.textLabel }).fill('Dari ponsel: sampai jumpa!');
    await compose.getByRole('button', { name: text.thread.post }).click();
    const toast = await settledToast(page, text.thread.posted);
    const placed = await boxOf(toast);
    const emergencyButton = page.getByRole('button', { name: text.emergency.open, exact: true });
    for (const covered of [topBar(page), bottomBar(page), emergencyButton]) {
      expect(overlaps(placed, await boxOf(covered))).toBe(false);
    }
    await snapScreen(page, 'ux-15-toast-375');

    // With a dialog open its buttons sit at the bottom of the sheet: the toast goes to the top.
    await page.route('**/api/v1/comment', (route) => route.fulfill({ status: 500, body: '{}' }));
    await feedCard(page, threadText).getByRole('button', { name: /Comment$/ }).click();
    const comments = page.getByRole('dialog', { name: text.comments.title });
    await comments.getByRole('textbox', { name: text.comments.message }).fill('Mantap!');
    await comments.getByRole('button', { name: text.comments.send }).click();
    const failed = await boxOf(await settledToast(page, text.comments.sendFailed));
    expect(overlaps(failed, await boxOf(comments))).toBe(false);
    await snapScreen(page, 'ux-16-toast-over-dialog-375');
    await page.context().close();
  });

  it('keeps a toast off the Change Password button of the account page on a phone', async () => {
    const page = await openPage(ayu, PHONE, '/account');
    await page.route('**/api/v1/reset-password', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByLabel(text.account.currentPassword).fill('password-lama-ayu');
    await page.getByLabel(text.account.newPassword).fill('password-baru-ayu');
    await page.getByLabel(text.account.confirmPassword).fill('password-baru-ayu');
    const submit = page.getByRole('button', { name: text.account.submit });
    await submit.click();
    const toast = await settledToast(page, text.account.failed);
    expect(overlaps(await boxOf(toast), await boxOf(submit))).toBe(false);
    await snapScreen(page, 'ux-16b-toast-account-375');
    await page.context().close();
  });

  it('moves the emergency button off the post cards while scrolling down on a phone, and back on the way up', async () => {
    // A feed taller than the screen.
    for (const day of ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu']) {
      await apiAs(app.url, bima, 'POST', '/thread', { text: `Latihan terbuka hari ${day}, siapa ikut?` });
    }
    const page = await openPage(ayu, PHONE);
    await feedCard(page, 'Latihan terbuka hari Sabtu').waitFor();
    const button = page.getByRole('button', { name: text.emergency.open, exact: true });
    const onScreen = () =>
      button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0;
      });
    // The button slides, so it is read once it has come to rest.
    const settledOnScreen = async (expected: boolean) => {
      await page.waitForFunction(() => document.getAnimations().length === 0);
      expect(await onScreen()).toBe(expected);
    };
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 400)).toBe(true);
    await settledOnScreen(true);
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 0);
    await settledOnScreen(false);
    await snapScreen(page, 'ux-16c-emergency-aside-375');
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction((before) => window.scrollY < before, scrolledTo);
    await settledOnScreen(true);
    await page.context().close();
  });

  it('makes the emergency form read only while the quota is used, and asks the server once', async () => {
    await apiAs(app.url, bima, 'POST', '/emergency-mail', {
      message: 'Kumpul di gerbang utara setelah laga',
      place: 'Stadion Kanjuruhan',
      map: 'https://www.google.com/maps/search/?api=1&query=Stadion%20Kanjuruhan',
    });
    const page = await openPage(bima, PHONE);
    const limitCalls: string[] = [];
    const consoleErrors: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/emergency-mail/quota')) limitCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    const open = page.getByRole('button', { name: text.emergency.open, exact: true });
    const dialog = page.getByRole('dialog', { name: text.emergency.title });
    await open.click();
    await dialog.getByText(/Limit harian digunakan/).waitFor();
    await expect(dialog.getByLabel(text.emergency.message).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByLabel(text.emergency.place).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByRole('button', { name: text.emergency.send }).isDisabled()).resolves.toBe(true);
    await snapScreen(page, 'ux-17-emergency-limited-375');
    expect(limitCalls).toHaveLength(1);
    // The used quota comes as a 200 with the hours left: nothing for the browser to log as an error.
    expect(consoleErrors).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await open.click();
    await dialog.getByText(/Limit harian digunakan/).waitFor();
    expect(limitCalls).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('cuts a long name on a thread card with an ellipsis and keeps the date on one line (375 px)', async () => {
    // As a visitor sees the cards, and as their owner does, with the options menu beside the date.
    for (const [member, suffix] of [
      [bima, 'visitor'],
      [ayu, 'owner'],
    ] as const) {
      const page = await openPage(member, PHONE, `/profile/${ayu.username}/threads`);
      const card = page.getByRole('main').locator('article').filter({ hasText: threadText });
      await card.waitFor();
      const measured = await card.locator('header').evaluate((header) => {
        const name = header.querySelector('a span')!;
        const date = header.querySelector('time')!;
        const lineHeight = parseFloat(getComputedStyle(date.parentElement!).lineHeight);
        return {
          nameCut: name.scrollWidth > name.clientWidth,
          nameOverflow: getComputedStyle(name).textOverflow,
          dateLines: Math.round(date.getBoundingClientRect().height / lineHeight),
          insideCard: header.scrollWidth <= header.clientWidth,
        };
      });
      expect(measured).toEqual({ nameCut: true, nameOverflow: 'ellipsis', dateLines: 1, insideCard: true });
      await expectNoHorizontalOverflow(page);
      await snap(page, `ux-18-thread-card-header-${suffix}-375`);
      await page.context().close();
    }
  });

  it('titles /auth/verification with an unknown status as not found', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${app.url}/auth/verification/lainnya`);
    await page.getByRole('heading', { name: text.notFound.title }).waitFor();
    await page.waitForFunction((expected) => document.title === expected, text.pageTitle(text.pages.notFound));
    await page.close();
  });
});
