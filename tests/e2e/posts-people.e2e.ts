// Two members in two real browsers against the real server: Rani posts a thread from the
// explorer; Bagus finds her through the top-bar search, likes the thread, comments on it and
// replies; Rani's bell picks the notifications up by itself, leads her to her threads, where she
// edits and deletes the thread; both see each other online. A short round on a 375 px phone
// screen goes through the bottom bar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { POLL_INTERVAL_MS } from '../../machines/polled-list.ts';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { apiAs, postThreadAs, signInPage, verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const threadText = 'Nobar final hari Sabtu di Warung Kopi Pakerisan, siapa ikut? Bawa syal masing-masing ya.';
const editedText = 'Nobar final pindah ke Minggu sore, tempat tetap di Warung Kopi Pakerisan.';
const commentText = 'Ikut! Aku bawa bendera besar.';
const replyText = 'Mantap, sampai ketemu di sana.';
const otherThreadText = 'Ada yang punya jadwal latihan tim minggu ini?';
const phoneThreadText = 'Foto-foto nobar kemarin menyusul di album ya.';
/** Part of Rani's last name, as a member would type it. */
const searchWord = 'kusu';

// Messages the server writes into the notification list (contract §5).
const LIKED_THREAD = 'menyukai thread anda';
const COMMENTED_THREAD = 'mengomentari thread anda';

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let rani: Member;
let bagus: Member;
let raniPage: Page;
let bagusPage: Page;

async function openSignedIn(member: Member, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInPage(page, app.url, member);
  await page.getByRole('button', { name: text.feed.compose }).waitFor();
  return page;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
}

function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

function feed(page: Page): Locator {
  return page.getByRole('main').locator('article');
}

function threadCard(page: Page, body: string): Locator {
  return page.getByRole('article').filter({ hasText: body });
}

/** Waits for the toast and for its entrance to end, so a screenshot shows it in place. */
async function expectToast(page: Page, message: string) {
  const toast = page.getByRole('alert').filter({ hasText: message });
  await toast.waitFor();
  // The entrance runs on the toast or a box around it; its countdown bar (inside) is not waited for.
  await toast.evaluate((element) => {
    const entrances: Animation[] = [];
    for (let box: Element | null = element; box; box = box.parentElement) entrances.push(...box.getAnimations());
    return Promise.all(entrances.map((animation) => animation.finished));
  });
}

// --- Explorer -------------------------------------------------------------------------------

async function postThreadFromExplorer(page: Page, body: string) {
  await page.getByRole('button', { name: text.feed.compose }).click();
  const compose = dialog(page, text.thread.composeTitle);
  await compose.getByRole('textbox', { name: text.thread.textLabel }).fill(body);
  await screenshot(page, 'posts-01-compose');
  await compose.getByRole('button', { name: text.thread.post }).click();
  await expectToast(page, text.thread.posted);
  await compose.waitFor({ state: 'detached' });
}

// --- Top-bar search -------------------------------------------------------------------------

function searchBox(page: Page): Locator {
  return page.getByRole('combobox', { name: text.topBar.searchLabel });
}

/** Types like a member and waits for the dropdown's answer (sent 300 ms after the last key). */
async function searchFor(page: Page, keyword: string, expectedUsername: string) {
  const box = searchBox(page);
  await box.fill('');
  await box.pressSequentially(keyword, { delay: 60 });
  await page.getByRole('option', { name: new RegExp(expectedUsername) }).waitFor();
}

async function chooseFirstResultByKeyboard(page: Page) {
  const box = searchBox(page);
  await box.press('ArrowDown');
  await expect.poll(() => page.getByRole('option').first().getAttribute('aria-selected')).toBe('true');
  await box.press('Enter');
}

// --- Likes and comments ---------------------------------------------------------------------

async function like(card: Locator) {
  const heart = card.getByRole('button', { name: text.post.like });
  await heart.click();
  await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
  await card.getByRole('button', { name: text.post.likes(1) }).waitFor();
  // Saved in the background: wait until the server has the like.
  await expect.poll(() => heart.getAttribute('aria-busy')).toBeNull();
}

async function sendComment(comments: Locator, message: string) {
  await comments.getByRole('textbox', { name: text.comments.message }).fill(message);
  await comments.getByRole('button', { name: text.comments.send }).click();
}

async function replyTo(comments: Locator, username: string, message: string) {
  await comments.getByRole('button', { name: text.comments.reply }).first().click();
  await comments.getByPlaceholder(text.comments.replyPlaceholder(username)).waitFor();
  await sendComment(comments, message);
}

/** Opens the comments of a card: one comment whose reply is folded until asked for. */
async function expectCommentWithReply(card: Locator) {
  const page = card.page();
  await card.getByRole('button', { name: text.post.comments(2) }).click();
  const comments = dialog(page, text.comments.title);
  await comments.getByText(commentText).waitFor();
  await comments.getByRole('button', { name: text.comments.showReplies(1) }).click();
  await comments.getByText(replyText).waitFor();
  await comments.getByRole('button', { name: text.common.close }).click();
  await comments.waitFor({ state: 'detached' });
}

// --- Notifications and who is online --------------------------------------------------------

function bell(page: Page, unread: number): Locator {
  const name = unread > 0 ? text.notifications.withUnread(unread) : text.topBar.notifications;
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

function notificationItem(scope: Locator, sender: string, message: string): Locator {
  return scope.getByRole('link', { name: `${sender} ${message}` });
}

/** Each notification's first line: who and what (its time follows on the next line). */
async function firstLinesOf(items: Locator): Promise<string[]> {
  return (await items.allInnerTexts()).map((item) => item.split('\n')[0]);
}

function onlinePanel(page: Page): Locator {
  return page.getByRole('region', { name: text.presence.heading });
}

async function expectOnline(list: Locator, members: Member[]) {
  for (const member of members) {
    await list.getByRole('link', { name: `${member.firstName} ${member.lastName}` }).waitFor();
  }
}

// --- Own thread options ---------------------------------------------------------------------

async function chooseThreadOption(card: Locator, option: string) {
  await card.getByRole('button', { name: text.thread.options }).click();
  await card.getByRole('menuitem', { name: option }).click();
}

describe('posts and people', () => {
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
    browser = await launchBrowser();
    rani = await verifiedMember(app.url, inbox, { firstName: 'Rani', lastName: 'Kusumawati', username: 'rani_k' });
    bagus = await verifiedMember(app.url, inbox, { firstName: 'Bagus', lastName: 'Pratama', username: 'bagus_p' });
    raniPage = await openSignedIn(rani, DESKTOP);
    bagusPage = await openSignedIn(bagus, DESKTOP);
  });

  afterAll(() => stopStarted({ browser, app, inbox }));

  it('posts a thread from the explorer compose box; it opens the feed', async () => {
    await postThreadFromExplorer(raniPage, threadText);
    const first = feed(raniPage).first();
    await first.filter({ hasText: threadText }).waitFor();
    expect(await first.getByRole('link', { name: rani.username }).getAttribute('href')).toBe(`/profile/${rani.username}`);
    await first.getByRole('button', { name: text.post.likes(0) }).waitFor();
    await screenshot(raniPage, 'posts-02-explorer-feed');
  });

  it('finds the author through the top-bar search and opens her profile by keyboard', async () => {
    await searchFor(bagusPage, searchWord, rani.username);
    await bagusPage.getByRole('option', { name: text.topBar.showAll }).waitFor();
    await screenshot(bagusPage, 'posts-03-search-dropdown');

    await chooseFirstResultByKeyboard(bagusPage);
    await bagusPage.waitForURL(`**/profile/${rani.username}`);
    await bagusPage.getByRole('heading', { name: `${rani.firstName} ${rani.lastName}` }).waitFor();
    await bagusPage.getByText(text.profile.threads(1)).waitFor();
    await expect.poll(() => searchBox(bagusPage).getAttribute('aria-expanded')).toBe('false');
    await screenshot(bagusPage, 'posts-04-profile');
  });

  it('likes the thread on her Threads tab, comments on it and replies to the comment', async () => {
    await bagusPage.getByRole('navigation', { name: text.profile.tabs }).getByRole('link', { name: text.profile.threadsTab }).click();
    await bagusPage.waitForURL(`**/profile/${rani.username}/threads`);
    const card = threadCard(bagusPage, threadText);
    await card.waitFor();
    // Not the owner: no options on her thread.
    expect(await card.getByRole('button', { name: text.thread.options }).count()).toBe(0);

    await like(card);
    await screenshot(bagusPage, 'posts-05-thread-liked');

    await card.getByRole('button', { name: text.post.comments(0) }).click();
    const comments = dialog(bagusPage, text.comments.title);
    await comments.getByText(text.comments.empty).waitFor();
    await sendComment(comments, commentText);
    await comments.getByText(commentText).waitFor();

    // Answering a comment opens its replies, so the reply shows where it was written.
    await replyTo(comments, bagus.username, replyText);
    await comments.getByText(replyText).waitFor();
    await comments.getByPlaceholder(text.comments.placeholder).waitFor();
    await screenshot(bagusPage, 'posts-06-comments');
    await comments.getByRole('button', { name: text.comments.hideReplies }).click();
    await comments.getByRole('button', { name: text.comments.showReplies(1) }).waitFor();
    expect(await comments.getByText(replyText).count()).toBe(0);

    await comments.getByRole('button', { name: text.common.close }).click();
    await card.getByRole('button', { name: text.post.comments(2) }).waitFor();
  });

  it('shows every match on the results page from "Tampilkan semua..."', async () => {
    await searchFor(bagusPage, searchWord, rani.username);
    await bagusPage.getByRole('option', { name: text.topBar.showAll }).click();
    await bagusPage.waitForURL(`**/find-user?keyword=${searchWord}`);
    await bagusPage.getByRole('heading', { name: text.findUser.heading(searchWord) }).waitFor();
    const results = bagusPage.getByRole('main').getByRole('listitem');
    await results.filter({ hasText: `${rani.firstName} ${rani.lastName}` }).getByRole('link', { name: rani.username }).waitFor();
    expect(await results.count()).toBe(1);
    await screenshot(bagusPage, 'posts-07-find-user');
  });

  it('lists both members as online on the explorer', async () => {
    await bagusPage.getByRole('banner').getByRole('link', { name: text.topBar.home }).click();
    await bagusPage.waitForURL('**/explorer');
    await expectOnline(onlinePanel(bagusPage), [rani, bagus]);
    await expectOnline(onlinePanel(raniPage), [rani, bagus]);
    await screenshot(bagusPage, 'posts-08-online-panel');
  });

  it("raises the author's bell without a reload, and the dropdown leads to her threads", async () => {
    // The like, the comment and the reply (same verb within five minutes: one item) arrive
    // with the next poll of the page she kept open.
    await bell(raniPage, 2).waitFor({ timeout: POLL_INTERVAL_MS + 15_000 });
    await screenshot(raniPage, 'posts-09-bell-badge');

    await bell(raniPage, 2).click();
    const dropdown = raniPage.getByRole('region', { name: text.topBar.notifications });
    const items = dropdown.getByRole('link');
    await expect.poll(() => firstLinesOf(items)).toEqual([
      `${bagus.username} ${COMMENTED_THREAD}`,
      `${bagus.username} ${LIKED_THREAD}`,
    ]);
    await bell(raniPage, 0).waitFor();
    await screenshot(raniPage, 'posts-10-notification-dropdown');

    await notificationItem(dropdown, bagus.username, LIKED_THREAD).click();
    // The threads page, with the liked thread opened over it.
    await raniPage.waitForURL(new RegExp(`/profile/${rani.username}/threads\\?post=`));
    await dropdown.waitFor({ state: 'detached' });
    const opened = raniPage.getByRole('dialog', { name: text.openedPost.title });
    await opened.getByText(threadText).waitFor();
    await opened.getByRole('button', { name: text.common.close }).click();
    await opened.waitFor({ state: 'detached' });
    await threadCard(raniPage, threadText).getByRole('button', { name: text.post.likes(1) }).waitFor();
    await expectCommentWithReply(threadCard(raniPage, threadText));

    // Read on the server too: a fresh load (of the page without the opened thread) shows no badge.
    await raniPage.goto(`${app.url}/profile/${rani.username}/threads`);
    await threadCard(raniPage, threadText).waitFor();
    await bell(raniPage, 0).waitFor();
  });

  it('edits her thread and deletes it from the options', async () => {
    const card = threadCard(raniPage, threadText);
    await chooseThreadOption(card, text.thread.edit);
    const edit = dialog(raniPage, text.thread.editTitle);
    const field = edit.getByRole('textbox', { name: text.thread.textLabel });
    expect(await field.inputValue()).toBe(threadText);
    await field.fill(editedText);
    await screenshot(raniPage, 'posts-11-edit-thread');
    await edit.getByRole('button', { name: text.thread.update }).click();
    await expectToast(raniPage, text.thread.updated);
    await edit.waitFor({ state: 'detached' });
    const edited = threadCard(raniPage, editedText);
    await edited.waitFor();
    await screenshot(raniPage, 'posts-12-thread-updated');

    await chooseThreadOption(edited, text.thread.delete);
    const confirm = dialog(raniPage, text.thread.confirmDelete);
    await screenshot(raniPage, 'posts-13-confirm-delete');
    await confirm.getByRole('button', { name: text.thread.confirm }).click();
    await expectToast(raniPage, text.thread.deleted);
    await raniPage.getByText(text.thread.empty).waitFor();
    await screenshot(raniPage, 'posts-14-thread-deleted');
  });

  it('fits a 375 px phone: feed, notifications and who is online from the bottom bar, search', async () => {
    await apiAs(app.url, bagus, 'POST', '/thread', { text: otherThreadText });
    const uuid = await postThreadAs(app.url, rani, phoneThreadText);
    await apiAs(app.url, bagus, 'PUT', `/like/${uuid}`);

    const phone = await openSignedIn(rani, PHONE);
    await feed(phone).first().filter({ hasText: phoneThreadText }).waitFor();
    await feed(phone).nth(1).filter({ hasText: otherThreadText }).waitFor();
    const bottomBar = phone.getByRole('navigation', { name: text.bottomBar.home });
    const notifications = bottomBar.getByRole('button', { name: text.notifications.withUnread(1) });
    await notifications.waitFor();
    await expectNoHorizontalOverflow(phone);
    await screenshot(phone, 'posts-15-phone-explorer');

    await notifications.click();
    const sheet = dialog(phone, text.bottomBar.notifications);
    await expect.poll(() => firstLinesOf(sheet.getByRole('link'))).toEqual([
      `${bagus.username} ${LIKED_THREAD}`,
      `${bagus.username} ${COMMENTED_THREAD}`,
      `${bagus.username} ${LIKED_THREAD}`,
    ]);
    await bottomBar.getByRole('button', { name: text.bottomBar.notifications, exact: true }).waitFor({ state: 'attached' });
    await expectNoHorizontalOverflow(phone);
    await screenshot(phone, 'posts-16-phone-notifications');
    await sheet.getByRole('button', { name: text.common.close }).click();
    await sheet.waitFor({ state: 'detached' });

    await bottomBar.getByRole('button', { name: text.bottomBar.onlineUsers }).click();
    const online = dialog(phone, text.bottomBar.onlineModalTitle);
    await expectOnline(online, [rani, bagus]);
    await expectNoHorizontalOverflow(phone);
    await screenshot(phone, 'posts-17-phone-online-users');

    await online.getByRole('link', { name: `${bagus.firstName} ${bagus.lastName}` }).click();
    await phone.waitForURL(`**/profile/${bagus.username}`);
    await online.waitFor({ state: 'detached' });
    await phone.getByRole('heading', { name: `${bagus.firstName} ${bagus.lastName}` }).waitFor();
    await expectNoHorizontalOverflow(phone);

    await searchFor(phone, 'pratama', bagus.username);
    await expectNoHorizontalOverflow(phone);
    await screenshot(phone, 'posts-18-phone-search');
  });
});
