// Block, report and suspend as members see them (contract §16), in real browsers against the
// real server. Sinta blocks Dimas while Dimas has her thread in his feed, opened at its address,
// in his search results and in his online list: all of it leaves his pages without a reload, and
// comes back when she lifts the block. Then Sinta reports a thread of Dimas, Wulan (a moderator)
// suspends him from /moderasi: his open page signs out with the reason, his thread leaves
// Sinta's open page without a reload, his next sign-in is refused until the date, and Sinta's
// bell says her report was reviewed. On Wulan's profile, Sinta mutes her for a day and lifts it
// again with the keyboard alone, at phone and desktop widths.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { postThreadAs, signInPage, verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** Well under the 30 s poll: what changes within this came through the stream. */
const LIVE_MS = 5000;

const sintaThread = 'Koreografi giant flag minggu ini: kumpul di tribun utara jam 14.00.';
const dimasThread = 'Jual tiket murah!!! transfer dulu ya, dijamin asli, hubungi nomor di bio.';
const reportNote = 'Menawarkan tiket palsu ke banyak anggota.';
const suspensionReason = 'Menipu anggota dengan penjualan tiket palsu.';

/** How the server words the end of a suspension (server/services/suspension.ts). */
const suspensionEnd = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' });
const DAY_MS = 24 * 60 * 60 * 1000;

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let sinta: Member;
let dimas: Member;
let wulan: Member;

async function openSignedIn(member: Member, viewport: { width: number; height: number }, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInPage(page, app.url, member, path);
  return page;
}

/** Another tab of the same browser (the same signed-in session). */
async function openTab(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(`${app.url}${path}`);
  return tab;
}

/** Roles are given on the server machine, with the server's own configuration (contract §16). */
async function grantModerator(member: Member): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/admin-cli.ts', 'grant', member.username, 'moderator'], {
    env: { ...process.env, DATA_DIR: app.dataDir, LOG_LEVEL: 'warn' },
  });
}

/** Waits until what `locator` shows has finished moving (a toast sliding in, a button's colour fading). */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    const moving = element.closest('.Toastify__toast') ?? element;
    await Promise.all(moving.getAnimations().map((animation) => animation.finished));
  });
}

const card = (page: Page, body: string): Locator => page.getByRole('main').getByRole('article').filter({ hasText: body });
const openedPost = (page: Page): Locator => page.getByRole('dialog', { name: text.openedPost.title });
const onlineList = (page: Page): Locator => page.getByRole('region', { name: text.presence.heading });
const fullName = (member: Member) => `${member.firstName} ${member.lastName}`;
const searchResult = (page: Page, member: Member): Locator => page.getByRole('main').getByRole('link', { name: member.username, exact: true });
const safetyMenu = (scope: Page | Locator, author: Member): Locator => scope.getByRole('button', { name: text.safety.menu(author.username) });

beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
  browser = await launchBrowser();
  sinta = await verifiedMember(app.url, inbox, { firstName: 'Sinta', lastName: 'Maharani', username: 'sinta_aman' });
  dimas = await verifiedMember(app.url, inbox, { firstName: 'Dimas', lastName: 'Saputra', username: 'dimas_aman' });
  wulan = await verifiedMember(app.url, inbox, { firstName: 'Wulan', lastName: 'Lestari', username: 'wulan_mod' });
  await grantModerator(wulan);
});

afterAll(() => stopStarted({ browser, app, inbox }));

describe('safety on wide screens (1280 px)', () => {
  let sintaPage: Page;
  let dimasFeed: Page;
  let dimasPost: Page;
  let dimasSearch: Page;
  let threadUuid: string;

  beforeAll(async () => {
    threadUuid = await postThreadAs(app.url, sinta, sintaThread);
    sintaPage = await openSignedIn(sinta, DESKTOP, '/explorer');
    await card(sintaPage, sintaThread).waitFor();
    dimasFeed = await openSignedIn(dimas, DESKTOP, '/explorer');
    dimasPost = await openTab(dimasFeed, `/profile/${sinta.username}/threads?post=${threadUuid}`);
    dimasSearch = await openTab(dimasFeed, `/find-user?keyword=${encodeURIComponent(sinta.firstName)}`);
  });

  it('hides the blocking member from every open page of the blocked one, and shows her again once unblocked', async () => {
    await card(dimasFeed, sintaThread).waitFor();
    await onlineList(dimasFeed).getByRole('link', { name: fullName(sinta) }).waitFor();
    await openedPost(dimasPost).getByText(sintaThread).waitFor();
    await searchResult(dimasSearch, sinta).waitFor();
    await screenshot(dimasFeed, 'safety-01-feed-before-block-1280');

    await sintaPage.goto(`${app.url}/profile/${dimas.username}`);
    await sintaPage.getByRole('heading', { name: fullName(dimas) }).waitFor();
    await safetyMenu(sintaPage.getByRole('main'), dimas).click();
    await sintaPage.getByRole('menuitem', { name: text.safety.block }).click();
    const confirm = sintaPage.getByRole('dialog', { name: text.safety.confirmBlock(dimas.username) });
    await confirm.getByText(text.safety.confirmBlockBody(dimas.username)).waitFor();
    await screenshot(sintaPage, 'safety-02-block-confirm-1280');
    await confirm.getByRole('button', { name: text.safety.block }).click();
    await confirm.waitFor({ state: 'detached' });

    // Dimas's pages change without a reload: the server tells his streams, each page loads again.
    await card(dimasFeed, sintaThread).waitFor({ state: 'detached', timeout: LIVE_MS });
    await onlineList(dimasFeed).getByRole('link', { name: fullName(sinta) }).waitFor({ state: 'detached', timeout: LIVE_MS });
    await openedPost(dimasPost).getByText(text.openedPost.deleted).waitFor({ timeout: LIVE_MS });
    expect(await openedPost(dimasPost).getByText(sintaThread).count()).toBe(0);
    await dimasSearch.getByText(text.findUser.empty).waitFor({ timeout: LIVE_MS });
    expect(await searchResult(dimasSearch, sinta).count()).toBe(0);
    await screenshot(dimasFeed, 'safety-03-feed-after-block-1280');
    await screenshot(dimasPost, 'safety-04-opened-post-after-block-1280');
    await screenshot(dimasSearch, 'safety-05-search-after-block-1280');

    await sintaPage.goto(`${app.url}/account`);
    const unblock = sintaPage.getByRole('button', { name: `${text.safety.unblock} ${dimas.username}` });
    await unblock.waitFor();
    await screenshot(sintaPage, 'safety-06-account-blocked-list-1280');
    await unblock.click();
    await sintaPage.getByText(text.safety.noBlocks).waitFor();

    // Lifting the block is live too, with no reload and nothing done by Dimas: the same stream event
    // loads each of his pages again.
    await card(dimasFeed, sintaThread).waitFor({ timeout: LIVE_MS });
    await onlineList(dimasFeed).getByRole('link', { name: fullName(sinta) }).waitFor({ timeout: LIVE_MS });
    await openedPost(dimasPost).getByText(sintaThread).waitFor({ timeout: LIVE_MS });
    await searchResult(dimasSearch, sinta).waitFor({ timeout: LIVE_MS });
    await dimasPost.getByRole('heading', { name: fullName(sinta) }).waitFor();
    await screenshot(dimasFeed, 'safety-07-feed-after-unblock-1280');
    await screenshot(dimasPost, 'safety-08-opened-post-after-unblock-1280');
  });

  it('takes a report to a moderator, whose suspension signs the member out and tells the reporter', async () => {
    await postThreadAs(app.url, dimas, dimasThread);
    await sintaPage.goto(`${app.url}/explorer`);
    const reported = card(sintaPage, dimasThread);
    await safetyMenu(reported, dimas).click();
    await sintaPage.getByRole('menuitem', { name: text.safety.report }).click();
    const report = sintaPage.getByRole('dialog', { name: text.safety.reportTitle.post });
    await report.getByRole('radio', { name: text.safety.categories.spam }).check();
    await report.getByRole('textbox', { name: text.safety.note }).fill(reportNote);
    const send = report.getByRole('button', { name: text.safety.send });
    await settled(send);
    await screenshot(sintaPage, 'safety-09-report-dialog-1280');
    await send.click();
    const sent = sintaPage.getByRole('dialog', { name: text.safety.sent });
    await sent.getByText(text.safety.sentBody).waitFor();
    await screenshot(sintaPage, 'safety-10-report-sent-1280');
    await sent.getByRole('button', { name: text.safety.done }).click();
    await sent.waitFor({ state: 'detached' });

    const moderator = await openSignedIn(wulan, DESKTOP, '/moderasi');
    await moderator.getByRole('heading', { name: text.moderation.heading }).waitFor();
    await moderator.getByRole('button', { name: text.moderation.reload }).click();
    const queue = moderator.getByRole('list', { name: text.moderation.reportsLabel });
    const group = queue.getByRole('listitem').filter({ hasText: dimasThread }).first();
    await group.getByText(text.moderation.reportedBy(sinta.username)).waitFor();
    await group.getByText(reportNote).waitFor();
    expect(await group.getByText(text.moderation.reportCount(1)).count()).toBe(1);
    await screenshot(moderator, 'safety-11-moderation-queue-1280');
    await moderator.setViewportSize(PHONE);
    await screenshot(moderator, 'safety-12-moderation-queue-375');
    await moderator.setViewportSize(DESKTOP);

    await group.getByRole('button', { name: text.moderation.actOn(text.moderation.kinds.post, dimas.username) }).click();
    const action = moderator.getByRole('dialog', { name: text.moderation.dialogTitle });
    await action.getByRole('radio', { name: text.moderation.actions.suspend }).check();
    await action.getByRole('radio', { name: text.moderation.days(7) }).check();
    await action.getByRole('textbox', { name: text.moderation.reason }).fill(suspensionReason);
    await action.getByRole('button', { name: text.moderation.next }).click();
    await action.getByText(text.moderation.confirmQuestion.suspend(dimas.username, 7)).waitFor();
    await screenshot(moderator, 'safety-13-suspend-confirm-1280');
    const earliestEnd = suspensionEnd.format(new Date(Date.now() + 7 * DAY_MS));
    await action.getByRole('button', { name: text.moderation.confirm }).click();
    await moderator.getByRole('status').filter({ hasText: text.moderation.decided.suspend }).waitFor();
    const latestEnd = suspensionEnd.format(new Date(Date.now() + 7 * DAY_MS));
    const suspendedUntil = new RegExp(`^Akun ditangguhkan hingga (${earliestEnd}|${latestEnd})$`);
    await screenshot(moderator, 'safety-14-suspended-1280');

    // Dimas's open tab signs out on the server's word, and says why.
    await dimasFeed.waitForURL('**/auth/login', { timeout: LIVE_MS });
    const because = dimasFeed.getByRole('alert');
    await because.waitFor();
    expect((await because.textContent())?.trim()).toMatch(suspendedUntil);
    await screenshot(dimasFeed, 'safety-15-signed-out-with-reason-1280');
    await dimasFeed.setViewportSize(PHONE);
    await screenshot(dimasFeed, 'safety-15-signed-out-with-reason-375');
    await dimasFeed.setViewportSize(DESKTOP);

    // A fresh browser, no reason remembered: the refusal comes from signing in itself.
    const signIn = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await signIn.goto(`${app.url}/auth/login`);
    await signIn.getByRole('textbox', { name: text.login.userMail }).fill(dimas.email);
    await signIn.getByLabel(text.login.password, { exact: true }).fill(dimas.password);
    await signIn.getByRole('button', { name: text.login.submit }).click();
    const refusal = signIn.getByRole('alert').filter({ hasText: 'Akun ditangguhkan' });
    await refusal.waitFor();
    expect((await refusal.textContent())?.trim()).toMatch(suspendedUntil);
    await settled(refusal);
    await screenshot(signIn, 'safety-16-login-refused-1280');

    // Sinta still has his thread on screen: it goes without a reload, as a block's would.
    await card(sintaPage, dimasThread).waitFor({ state: 'detached', timeout: LIVE_MS });
    await card(sintaPage, sintaThread).waitFor();

    const bell = sintaPage.getByRole('banner').getByRole('button', { name: text.notifications.withUnread(1) });
    await bell.waitFor({ timeout: LIVE_MS });
    await bell.click();
    await sintaPage.getByRole('link', { name: /Laporan anda sudah ditinjau moderator/ }).waitFor();
    await screenshot(sintaPage, 'safety-17-report-reviewed-1280');

    // The suspended member's posts are gone for everyone: Sinta's feed, loaded again, leaves his out.
    await sintaPage.reload();
    await card(sintaPage, sintaThread).waitFor();
    expect(await card(sintaPage, dimasThread).count()).toBe(0);
  });
});

/** Presses Tab until the focused control reads `label`; fails after `most` presses. */
async function tabTo(page: Page, label: string, most = 8): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === label) return;
  }
  throw new Error(`no control "${label}" within ${most} presses of Tab`);
}

describe("a member's profile menu, by keyboard alone", () => {
  for (const [width, viewport] of [['375', PHONE], ['1280', DESKTOP]] as const) {
    it(`mutes her for a day and lifts it again at ${width} px`, async () => {
      const page = await openSignedIn(sinta, viewport, `/profile/${wulan.username}`);
      // The header's menu comes before those of her posts below it.
      const menuButton = safetyMenu(page, wulan).first();
      const menu = page.getByRole('menu', { name: text.safety.menu(wulan.username) });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      await menu.waitFor();
      await tabTo(page, text.safety.mute);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text.safety.muteTitle(wulan.username) });
      await dialog.waitFor();
      await tabTo(page, text.safety.muteFor[1]);
      await page.keyboard.press('Enter');
      await page.getByText(text.safety.muted(wulan.username, 1)).waitFor();
      await dialog.waitFor({ state: 'detached' });

      // Focus is back on the menu's button, which now offers to lift the mute.
      expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await menu.getByRole('menuitem', { name: text.safety.unmute }).waitFor();
      expect(await menu.getByRole('menuitem', { name: text.safety.mute, exact: true }).count()).toBe(0);
      await screenshot(page, `safety-19-profile-menu-unmute-${width}`);
      await tabTo(page, text.safety.unmute);
      await page.keyboard.press('Enter');
      await page.getByText(text.safety.unmuted(wulan.username)).waitFor();
      await page.keyboard.press('Enter');
      await menu.getByRole('menuitem', { name: text.safety.mute, exact: true }).waitFor();
      await page.context().close();
    });
  }
});

describe('safety on phones (375 px)', () => {
  it('fits the report dialog on a phone screen', async () => {
    const thread = 'Titip info: parkir motor pindah ke lapangan barat mulai pekan depan.';
    await postThreadAs(app.url, wulan, thread);
    const phone = await openSignedIn(sinta, PHONE, '/explorer');
    await safetyMenu(card(phone, thread), wulan).click();
    await phone.getByRole('menuitem', { name: text.safety.report }).click();
    const report = phone.getByRole('dialog', { name: text.safety.reportTitle.post });
    await report.getByRole('radio', { name: text.safety.categories.harassment }).check();
    await settled(report.getByRole('button', { name: text.safety.send }));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'safety-18-report-dialog-375');
    await report.getByRole('button', { name: text.safety.cancel }).click();
    await report.waitFor({ state: 'detached' });
  });
});
