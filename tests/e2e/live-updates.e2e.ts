// Two members with open pages in two real browsers, against the real server: what one does
// reaches the other's page without a navigation or a reload. Rani posts a thread and Bagus's
// explorer offers it ("1 postingan baru") and puts it on top without moving what he reads;
// while Rani reads the comments of one of Bagus's threads, his new comment and reply appear in her
// open dialog; Bagus likes her thread and Rani's card counts the like while her bell shows the
// notification, which opens the thread itself over her threads page; an emergency call shows on
// the other's page as a banner, and on a page opened later until it is dismissed there. The same
// on 375 px phone screens through the bottom bar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import { apiAs, postThreadAs, signInPage, verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** Well under the 30 s poll: what arrives within this came through the stream. */
const LIVE_MS = 5000;

const olderThreads = Array.from({ length: 8 }, (_, index) => `Catatan latihan minggu ke-${index + 1}: pemanasan, umpan pendek, lalu main setengah lapangan.`);
const liveThread = 'Tiket nobar final sudah bisa diambil di sekretariat mulai sore ini!';
const scrolledThread = 'Jangan lupa bawa syal biru untuk koreografi babak kedua.';
const phoneThread = 'Bus rombongan berangkat pukul 15.00 dari depan stadion.';
const emergency = { message: 'Motor mogok di jalan pulang, ada yang bisa bantu dorong?', place: 'Jl. Ijen 12, Malang' };
const phoneEmergency = { message: 'Teman kami pingsan di tribun timur, butuh air dan P3K.', place: 'Pintu 7 Stadion Kanjuruhan' };

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let rani: Member;
let bagus: Member;

async function openSignedIn(member: Member, viewport: { width: number; height: number }, path = '/explorer'): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInPage(page, app.url, member, path);
  return page;
}

const card = (page: Page, body: string): Locator => page.getByRole('article').filter({ hasText: body });
const pill = (page: Page, count: number): Locator => page.getByRole('button', { name: text.feed.newPosts(count) });

/** What the member sees, for a page scrolled down (a full-page picture would move the sticky bars). */
async function screenshotOfView(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** The first card whose bottom is below the top bar, and where its top is on screen. */
async function firstCardInView(page: Page): Promise<{ body: string; top: number }> {
  return page.evaluate(() => {
    const cards = Array.from(document.querySelectorAll('main article'));
    const inView = cards.find((article) => article.getBoundingClientRect().bottom > 80)!;
    return { body: inView.textContent ?? '', top: Math.round(inView.getBoundingClientRect().top) };
  });
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
  browser = await launchBrowser();
  rani = await verifiedMember(app.url, inbox, { firstName: 'Rani', lastName: 'Kusumawati', username: 'rani_live' });
  bagus = await verifiedMember(app.url, inbox, { firstName: 'Bagus', lastName: 'Pratama', username: 'bagus_live' });
  for (const body of olderThreads) await postThreadAs(app.url, bagus, body);
});

afterAll(() => stopStarted({ browser, app, inbox }));

describe('on wide screens (1280 px)', () => {
  let raniPage: Page;
  let bagusPage: Page;
  let threadUuid: string;

  beforeAll(async () => {
    raniPage = await openSignedIn(rani, DESKTOP);
    bagusPage = await openSignedIn(bagus, DESKTOP);
    await card(raniPage, olderThreads[7]).waitFor();
    await card(bagusPage, olderThreads[7]).waitFor();
  });

  it('offers a new post on the other member’s explorer and shows it on top when asked', async () => {
    threadUuid = await postThreadAs(app.url, rani, liveThread);
    await pill(bagusPage, 1).waitFor({ timeout: LIVE_MS });
    expect(await card(bagusPage, liveThread).count()).toBe(0);
    await screenshot(bagusPage, 'live-01-new-post-pill-1280');

    await pill(bagusPage, 1).click();
    await card(bagusPage, liveThread).waitFor();
    expect(await bagusPage.getByRole('main').getByRole('article').first().textContent()).toContain(liveThread);
    await expect.poll(() => pill(bagusPage, 1).count()).toBe(0);
    // Rani's own page was told too.
    await pill(raniPage, 1).click();
    await card(raniPage, liveThread).waitFor();
  });

  it('puts new posts above a member who scrolled down, leaving what he reads where it was', async () => {
    await bagusPage.evaluate(() => window.scrollTo(0, 900));
    const before = await firstCardInView(bagusPage);
    await postThreadAs(app.url, rani, scrolledThread);
    await pill(bagusPage, 1).waitFor({ timeout: LIVE_MS });
    await screenshotOfView(bagusPage, 'live-02-pill-while-scrolled-1280');

    await pill(bagusPage, 1).click();
    await card(bagusPage, scrolledThread).waitFor({ state: 'attached' });
    expect(await firstCardInView(bagusPage)).toEqual(before);
    expect(await bagusPage.evaluate(() => window.scrollY)).toBeGreaterThan(900);
    await screenshotOfView(bagusPage, 'live-03-new-post-above-reader-1280');
    await bagusPage.evaluate(() => window.scrollTo(0, 0));
    expect(await bagusPage.getByRole('main').getByRole('article').first().textContent()).toContain(scrolledThread);
  });

  it('shows the other member’s comment and reply in an open comments dialog', async () => {
    const { posts } = await apiAs<{ posts: { thread: { post_id: number; text: string } | null }[] }>(
      app.url,
      bagus,
      'GET',
      `/user/threads/${bagus.username}`,
    );
    const postId = posts.find((post) => post.thread?.text === olderThreads[7])!.thread!.post_id;
    await card(raniPage, olderThreads[7]).getByRole('button', { name: text.post.comments(0) }).click();
    const dialog = raniPage.getByRole('dialog', { name: text.comments.title });
    await dialog.getByText(text.comments.empty).waitFor();

    // On his own thread, so Rani's bell stays as the next test expects it.
    const comment = 'Minggu depan latihan pindah ke lapangan B.';
    const { data } = await apiAs<{ data: { comment_id: number } }>(app.url, bagus, 'POST', '/comment', { comment, post_id: postId });
    await dialog.getByText(comment).waitFor({ timeout: LIVE_MS });
    await card(raniPage, olderThreads[7]).getByRole('button', { name: text.post.comments(1) }).waitFor();

    await apiAs(app.url, bagus, 'POST', '/sub-comment', { sub_comment: 'Jamnya tetap pukul 16.00.', comment_id: data.comment_id });
    await dialog.getByRole('button', { name: text.comments.showReplies(1) }).waitFor({ timeout: LIVE_MS });
    await screenshotOfView(raniPage, 'live-03b-comment-in-open-dialog-1280');
    await raniPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('counts a like on the author’s open page and rings her bell', async () => {
    await card(raniPage, liveThread).getByRole('button', { name: text.post.likes(0) }).waitFor();
    const bell = raniPage.getByRole('banner').getByRole('button', { name: text.notifications.withUnread(1) });
    expect(await bell.count()).toBe(0);

    await card(bagusPage, liveThread).getByRole('button', { name: text.post.like }).click();
    await card(raniPage, liveThread).getByRole('button', { name: text.post.likes(1) }).waitFor({ timeout: LIVE_MS });
    await bell.waitFor({ timeout: LIVE_MS });
    expect(await bell.textContent()).toContain('1');
    await screenshot(raniPage, 'live-04-like-and-badge-1280');
  });

  it('opens the liked thread itself from the notification, over the author’s threads', async () => {
    await raniPage.getByRole('banner').getByRole('button', { name: text.notifications.withUnread(1) }).click();
    const item = raniPage.getByRole('link', { name: new RegExp(`${bagus.username} menyukai thread anda`) });
    await item.getByText('baru saja').waitFor();
    await screenshot(raniPage, 'live-05-notification-list-1280');

    await item.click();
    await raniPage.waitForURL(`**/profile/${rani.username}/threads?post=${threadUuid}`);
    const opened = raniPage.getByRole('dialog', { name: text.openedPost.title });
    await opened.getByText(liveThread).waitFor();
    await opened.getByRole('button', { name: text.post.likes(1) }).waitFor();
    await screenshot(raniPage, 'live-06-notification-opens-thread-1280');

    await opened.getByRole('button', { name: text.common.close }).click();
    await raniPage.waitForURL(`**/profile/${rani.username}/threads`);
    await raniPage.getByRole('heading', { name: `${rani.firstName} ${rani.lastName}` }).waitFor();
  });

  it('shows an emergency call to the other member online, with the place linked to the map', async () => {
    await apiAs(app.url, rani, 'POST', '/emergency-mail', {
      ...emergency,
      map: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(emergency.place)}`,
    });
    const banner = bagusPage.getByRole('alert', { name: text.live.emergencyFrom(rani.firstName) });
    await banner.waitFor({ timeout: LIVE_MS });
    await banner.getByText(emergency.message).waitFor();
    expect(await banner.getByRole('link', { name: text.live.openMap(emergency.place) }).getAttribute('target')).toBe('_blank');
    await screenshot(bagusPage, 'live-07-emergency-banner-1280');
    await banner.getByRole('button', { name: text.live.dismissEmergency }).click();
    await banner.waitFor({ state: 'detached' });
  });
});

describe('on phones (375 px)', () => {
  let raniPhone: Page;
  let bagusPhone: Page;

  beforeAll(async () => {
    raniPhone = await openSignedIn(rani, PHONE);
    bagusPhone = await openSignedIn(bagus, PHONE);
    await card(bagusPhone, olderThreads[7]).waitFor();
    await raniPhone.getByRole('navigation', { name: text.bottomBar.home }).waitFor();
  });

  it('shows the call sent before the page opened, naming its sender, until dismissed on this device', async () => {
    const banner = bagusPhone.getByRole('alert', { name: text.live.emergencyFrom(rani.firstName) });
    await banner.getByText(emergency.message).waitFor();
    await banner.getByText(text.live.emergencySent('baru saja')).waitFor();
    await screenshot(bagusPhone, 'live-07b-missed-emergency-375');
    // The same banner as a desktop shows it, then back to the phone.
    await bagusPhone.setViewportSize({ width: 1280, height: 800 });
    await banner.getByText(emergency.message).waitFor();
    await screenshot(bagusPhone, 'live-07c-missed-emergency-1280');
    await bagusPhone.setViewportSize(PHONE);
    await banner.getByRole('button', { name: text.live.dismissEmergency }).click();
    await banner.waitFor({ state: 'detached' });

    const asked = bagusPhone.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/emergency/latest');
    await bagusPhone.reload();
    expect(((await (await asked).json()) as { emergency: { message: string } | null }).emergency?.message).toBe(emergency.message);
    await card(bagusPhone, olderThreads[7]).waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('offers the new post, and the author’s bottom bar counts the comment on it', async () => {
    await postThreadAs(app.url, rani, phoneThread);
    await pill(bagusPhone, 1).waitFor({ timeout: LIVE_MS });
    await screenshot(bagusPhone, 'live-08-new-post-pill-375');
    await pill(bagusPhone, 1).click();
    const thread = card(bagusPhone, phoneThread);
    await thread.waitFor();

    await thread.getByRole('button', { name: text.post.comments(0) }).click();
    const comments = bagusPhone.getByRole('dialog', { name: text.comments.title });
    await comments.getByRole('textbox', { name: text.comments.message }).fill('Siap, aku bawa bendera.');
    await comments.getByRole('button', { name: new RegExp(`${text.comments.send}$`) }).click();
    await comments.getByText('Siap, aku bawa bendera.').waitFor();

    const bottomBell = raniPhone
      .getByRole('navigation', { name: text.bottomBar.home })
      .getByRole('button', { name: new RegExp(`^${text.bottomBar.notifications}`) });
    await expect.poll(async () => bottomBell.getAttribute('aria-label'), { timeout: LIVE_MS }).toMatch(/belum dibaca/);
    await screenshot(raniPhone, 'live-09-bottom-bar-badge-375');

    await bottomBell.click();
    const sheet = raniPhone.getByRole('dialog', { name: text.bottomBar.notifications });
    await sheet.getByRole('link', { name: new RegExp(`${bagus.username} mengomentari thread anda`) }).click();
    const opened = raniPhone.getByRole('dialog', { name: text.openedPost.title });
    await opened.getByText(phoneThread).waitFor();
    await opened.getByText('Siap, aku bawa bendera.').waitFor();
    await screenshot(raniPhone, 'live-10-notification-opens-thread-375');
  });

  it('shows an emergency call as a banner that fits the phone', async () => {
    const opened = raniPhone.getByRole('dialog', { name: text.openedPost.title });
    await opened.getByRole('button', { name: text.common.close }).click();
    await opened.waitFor({ state: 'detached' });
    await apiAs(app.url, bagus, 'POST', '/emergency-mail', {
      ...phoneEmergency,
      map: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(phoneEmergency.place)}`,
    });
    const banner = raniPhone.getByRole('alert', { name: text.live.emergencyFrom(bagus.firstName) });
    await banner.waitFor({ timeout: LIVE_MS });
    await banner.getByText(phoneEmergency.message).waitFor();
    expect(await raniPhone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(raniPhone, 'live-11-emergency-banner-375');
  });
});
