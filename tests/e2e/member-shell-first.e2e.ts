// A member page opens in its frame at once: while the current-user call is still under way (held
// back in the browser; the real server answers it afterwards) the top bar's layout and an outline
// of the page show, without the live shell's parts; once the session is valid the real shell and
// page replace them. On a wide screen and on a 375 px phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { signInPage, verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let member: Member;

/** Holds back the page's current-user calls until the returned function is called. */
async function holdCurrentUser(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/personal-user', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('the member shell while the session is checked', () => {
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
    member = await verifiedMember(app.url, inbox, { firstName: 'Sekar', lastName: 'Ayu', username: 'sekar_ayu' });
    browser = await launchBrowser();
  }, 240000);

  afterAll(() => stopStarted({ browser, app, inbox }));

  it.each([
    { screen: 'wide', width: 1280, height: 800 },
    { screen: 'phone', width: 375, height: 740 },
  ])('shows the frame and an outline at once on a $screen screen', async ({ width, height }) => {
    const page = await browser.newPage({ viewport: { width, height } });
    page.setDefaultTimeout(15000);
    const release = await holdCurrentUser(page);

    await signInPage(page, app.url, member, '/account');

    const skeleton = page.getByTestId('member-shell-skeleton');
    await skeleton.waitFor();
    expect(await page.getByRole('img', { name: text.landing.logoAlt }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: text.topBar.openUserMenu }).count()).toBe(0);
    await screenshot(page, `member-shell-skeleton-${width}`);

    release();

    await page.getByRole('button', { name: text.topBar.openUserMenu }).waitFor();
    expect(await skeleton.count()).toBe(0);
    await page.getByRole('heading', { name: text.account.heading }).waitFor();
    await screenshot(page, `member-shell-loaded-${width}`);
    await page.close();
  });
});
