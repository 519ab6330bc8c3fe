// The whole account lifecycle in a real browser against the real server, with the OTP and
// reset mails caught by a real SMTP receiver: register, verify, sign out, log in, reset the
// password through the mailed link, log in with it (the account page then asks to change it),
// change it, log in with the changed one. Quick failed logins past the limit show one SPAM
// toast that says when to try again (the server's Retry-After).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';

const member = {
  firstName: 'Sinta',
  lastName: 'Wulandari',
  username: 'sinta_w',
  email: 'sinta@contoh.id',
  password: 'rahasia-awal',
  address: 'Jalan Pakerisan 7, Malang',
};
const changedPassword = 'rahasia-ketiga';
/** Login attempts a minute on the server that checks the SPAM toast. */
const LOW_LOGIN_LIMIT = 2;

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let page: Page;

async function expectTitle(page: Page, title: string) {
  await page.waitForFunction((expected) => document.title === expected, title);
}

async function signOut() {
  await page.getByRole('button', { name: text.topBar.openUserMenu }).click();
  await page.getByRole('menuitem', { name: text.topBar.signOut }).click();
  await page.waitForURL('**/auth/login');
}

async function logIn(userMail: string, password: string) {
  await page.goto(`${app.url}/auth/login`);
  await page.getByLabel(text.login.userMail).fill(userMail);
  await page.getByLabel(text.login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.login.submit, exact: true }).click();
  await page.waitForURL('**/explorer');
}

describe('account lifecycle', () => {
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });

  afterAll(() => stopStarted({ browser, app, inbox }));

  it('shows the landing page and the not-found view', async () => {
    const scripts: string[] = [];
    const countScript = (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', countScript);
    await page.goto(app.url);
    await expectTitle(page, `Fanbase - ${text.pages.home}`);
    // A guest's landing is a finished page: no script is fetched.
    await page.waitForLoadState('networkidle');
    page.off('request', countScript);
    expect(scripts).toEqual([]);
    await page.getByText(text.landing.tagline).waitFor();
    await page.getByText(text.landing.copyright).waitFor();
    await screenshot(page, '01-landing');

    await page.goto(`${app.url}/tidak/ada`);
    await page.getByText(text.notFound.title).waitFor();
    await page.getByText(text.notFound.body).waitFor();
    await screenshot(page, '02-not-found');
    await page.getByRole('button', { name: text.notFound.home }).click();
    await page.waitForURL(`${app.url}/`);
  });

  it('registers and verifies the e-mail with the mailed one-time code', async () => {
    await page.goto(app.url);
    await page.getByRole('link', { name: text.landing.signIn }).click();
    await page.waitForURL('**/auth/login');
    await screenshot(page, '03-login');
    await page.getByRole('link', { name: text.login.signUp }).click();
    await page.waitForURL('**/auth/register');

    await page.getByLabel(text.register.firstName).fill(member.firstName);
    await page.getByLabel(text.register.lastName).fill(member.lastName);
    await page.getByLabel(text.register.username).fill(member.username);
    await page.getByLabel(text.register.email).fill(member.email);
    await page.getByLabel(text.register.password, { exact: true }).fill(member.password);
    await page.getByLabel(text.register.passwordConfirmation).fill(member.password);
    await page.getByLabel(text.register.address).fill(member.address);
    await screenshot(page, '04-register');
    await page.getByRole('button', { name: text.register.submit, exact: true }).click();

    await page.waitForURL('**/auth/verification');
    await page.getByText(member.email).waitFor();
    const mail = await inbox.waitFor(member.email, /^OTP Verification Code$/);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await screenshot(page, '05-otp');

    await page.getByLabel(text.otp.digitLabel(1)).click();
    await page.keyboard.type(code!);
    await page.getByRole('button', { name: text.otp.send, exact: true }).click();
    await page.waitForURL('**/explorer');
    await expectTitle(page, `Fanbase - ${text.pages.explorer}`);
    await screenshot(page, '06-explorer');
  });

  it('signs out and logs in again by username', async () => {
    await signOut();
    await logIn(member.username, member.password);
  });

  it('checks a stored session on the landing too, and its Sign In leads a member to the explorer', async () => {
    const sessionCheck = page.waitForRequest('**/api/v1/personal-user');
    await page.goto(app.url);
    await sessionCheck;
    await page.getByRole('link', { name: text.landing.signIn }).click();
    await page.waitForURL('**/explorer');
  });

  it('rejects a wrong password with a toast', async () => {
    await signOut();
    await page.getByLabel(text.login.userMail).fill(member.email);
    await page.getByLabel(text.login.password, { exact: true }).fill('salah-sekali');
    await page.getByRole('button', { name: text.login.submit, exact: true }).click();
    await page.getByText(text.login.invalid).waitFor();
    await screenshot(page, '07-login-failed');
  });

  it('resets the password through the mailed link and logs in with the new one', async () => {
    await page.goto(`${app.url}/auth/forgot-password`);
    await page.getByLabel(text.forgotPassword.email).fill(member.email);
    await page.getByRole('button', { name: text.forgotPassword.send }).click();
    await page.getByText(text.forgotPassword.sent).waitFor();
    await page.getByRole('button', { name: text.forgotPassword.resend }).waitFor();
    await screenshot(page, '08-forgot-password-sent');

    const mail = await inbox.waitFor(member.email, /./);
    const link = mail.text.match(/https?:\/\/\S+\/auth\/reset-password\/\S+/)?.[0];
    expect(link).toBeDefined();
    const newPassword = mail.text.match(/password baru[^:]*:\s*(\S+)/i)?.[1];
    expect(newPassword?.length).toBeGreaterThanOrEqual(12);

    await page.goto(link!);
    await page.getByText(text.resetConfirm.success).waitFor();
    await screenshot(page, '09-reset-confirmed');

    await logIn(member.email, newPassword!);

    await page.goto(`${app.url}/account`);
    await page.getByText(member.email).waitFor();
    // The mailed password sits in a mailbox: the account page asks to choose one's own.
    const asked = page.getByRole('region', { name: text.account.mailedPassword.heading });
    await asked.waitFor();
    await screenshot(page, '10a-account-asks-to-change-mailed-password');
    await asked.getByRole('link', { name: text.account.mailedPassword.change }).click();
    await page.waitForURL('**/account#ganti-password');
    await page.getByLabel(text.account.currentPassword).fill(newPassword!);
    await page.getByLabel(text.account.newPassword).fill(changedPassword);
    await page.getByLabel(text.account.confirmPassword).fill(changedPassword);
    await page.getByRole('button', { name: text.account.submit }).click();
    await page.getByText(text.account.changed).waitFor();
    await asked.waitFor({ state: 'detached' });
    await screenshot(page, '10-account-password-changed');
    await page.reload();
    await page.getByText(member.email).waitFor();
    expect(await asked.count()).toBe(0);
  });

  it('logs in with the changed password', async () => {
    await signOut();
    await logIn(member.email, changedPassword);
  });

  it('answers quick failed logins past the limit with one SPAM toast that says when to try again', async () => {
    // A server of its own: tripping the shared one's limit would refuse the other logins here.
    const limited = await startApp({
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      MAIL_FROM: 'noreply@fanbase.test',
      LOGIN_RATE_LIMIT: String(LOW_LOGIN_LIMIT),
    });
    const guest = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await guest.goto(`${limited.url}/auth/login`);
      await guest.getByLabel(text.login.userMail).fill(member.email);
      await guest.getByLabel(text.login.password, { exact: true }).fill('salah-sekali');
      const submit = guest.getByRole('button', { name: text.login.submit, exact: true });
      const refused: number[] = [];
      guest.on('response', (response) => {
        if (response.url().endsWith('/api/v1/login') && response.status() === 429) refused.push(response.status());
      });
      // Past the limit, each try is refused; the member keeps pressing as fast as the form lets them.
      for (let attempt = 1; attempt <= LOW_LOGIN_LIMIT + 3; attempt += 1) {
        const answered = guest.waitForResponse((response) => response.url().endsWith('/api/v1/login'));
        await submit.click();
        await answered;
        await submit.and(guest.locator(':enabled')).waitFor();
      }
      expect(refused).toHaveLength(3);
      const spamToasts = guest.getByRole('alert').filter({ hasText: text.login.spam });
      await spamToasts.first().waitFor();
      await screenshot(guest, '13-login-spam-once');
      await expect(spamToasts.count()).resolves.toBe(1);
      const toastText = (await spamToasts.first().innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
      const tryAgainTexts = new Set(Array.from({ length: 120 }, (_, index) => text.common.tryAgainIn(index + 1)));
      const tryAgainLines = toastText.filter((line) => tryAgainTexts.has(line));
      expect(toastText[0]).toBe(text.login.spam);
      expect(tryAgainLines).toHaveLength(1);
    } finally {
      await guest.close();
      await limited.stop();
    }
  });

  it('fits a 375 px wide phone screen', async () => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto(app.url);
    await phone.getByText(text.landing.tagline).waitFor();
    await phone.screenshot({ path: 'tests/e2e/screenshots/11-landing-375.png', fullPage: true });
    await phone.goto(`${app.url}/auth/register`);
    await phone.getByLabel(text.register.firstName).waitFor();
    await phone.screenshot({ path: 'tests/e2e/screenshots/12-register-375.png', fullPage: true });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await phone.close();
  });
});
