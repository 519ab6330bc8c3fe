// The SPA hosted on its own origin, apart from the API: built with VITE_API_URL naming the real
// server and served by a plain static host, with the server's APP_URL set to that host and
// API_URL unset. A new member registers there, verifies through the link of the mail a real
// SMTP receiver caught (the link goes to the API, which sends the browser back to the SPA),
// posts an album picture through the create-album dialog, and sees it load from the API's origin;
// no call is refused by CORS on the way.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { startSpaHost, type SpaHost } from './support/spa-host.ts';
import { stopStarted } from './support/stop-started.ts';

const member = {
  firstName: 'Wulan',
  lastName: 'Sari',
  username: 'wulan_jauh',
  email: 'wulan.jauh@contoh.id',
  password: 'rahasia-wulan',
  address: 'Jalan Ijen 5, Malang',
};
const caption = 'Dari tribun timur, dikirim lewat aplikasi di rumah lain.';

let inbox: SmtpInbox;
let spa: SpaHost;
let app: RunningApp;
let browser: Browser;
let page: Page;
let pictureDir: string;
/** What the browser reported as broken: console errors and requests that failed. */
const problems: string[] = [];

describe('the SPA hosted on another origin than the API', () => {
  beforeAll(async () => {
    pictureDir = mkdtempSync(join(tmpdir(), 'fanbase-e2e-elsewhere-'));
    inbox = await startSmtpInbox();
    spa = await startSpaHost();
    app = await startApp({
      APP_URL: spa.url,
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      MAIL_FROM: 'noreply@fanbase.test',
      // The API serves no SPA of its own here.
      DIST_DIR: join(pictureDir, 'no-build'),
    });
    await spa.build(app.url);
    expect(new URL(spa.url).origin).not.toBe(new URL(app.url).origin);

    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(15000);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) => {
      // Navigating away cancels what the page had open (the event stream).
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request: ${request.url()} ${request.failure()?.errorText}`);
    });
  }, 240000);

  afterAll(() => stopStarted({ browser, app, spa, inbox, pictureDir }));

  it('registers there and verifies through the mailed link, which leads back to the SPA', async () => {
    await page.goto(`${spa.url}/auth/register`);
    await page.getByLabel(text.register.firstName).fill(member.firstName);
    await page.getByLabel(text.register.lastName).fill(member.lastName);
    await page.getByLabel(text.register.username).fill(member.username);
    await page.getByLabel(text.register.email).fill(member.email);
    await page.getByLabel(text.register.password, { exact: true }).fill(member.password);
    await page.getByLabel(text.register.passwordConfirmation).fill(member.password);
    await page.getByLabel(text.register.address).fill(member.address);
    await page.getByRole('button', { name: text.register.submit, exact: true }).click();
    await page.waitForURL(`${spa.url}/auth/verification`);

    const mail = await inbox.waitFor(member.email, /^OTP Verification Code$/);
    const link = mail.text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.includes('/verify-otp/'));
    expect(link).toMatch(new RegExp(`^${app.url}/api/v1/verify-otp/[^/\\s]+/\\d{6}$`));
    await page.goto(link!);
    await page.waitForURL(`${spa.url}/auth/verification/success`);
    await page.getByRole('heading', { name: text.verificationResult.success }).waitFor();
    await screenshot(page, 'elsewhere-01-verified');

    await page.getByRole('link', { name: text.verificationResult.toExplorer }).click();
    await page.waitForURL(`${spa.url}/explorer`);
    await page.getByText(text.feed.empty).waitFor();
  });

  it('posts an album picture there, which loads from the API origin', async () => {
    const picture = join(pictureDir, 'tribun.jpg');
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#16a34a' } })
      .jpeg()
      .toFile(picture);
    await page.goto(`${spa.url}/profile/${member.username}`);
    await page.getByRole('button', { name: text.album.create }).click();
    const dialog = page.getByRole('dialog', { name: text.album.create });
    await dialog.getByText(text.upload.idle).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles([picture]);
    const row = dialog.getByRole('region', { name: text.upload.order }).getByRole('listitem');
    await row.getByText(text.upload.status.uploaded, { exact: true }).waitFor({ timeout: 60000 });
    await dialog.getByLabel(text.album.caption).fill(caption);
    await dialog.getByRole('button', { name: text.album.post }).click();
    await page.getByRole('dialog', { name: text.altText.reminder }).getByRole('button', { name: text.altText.reminderPost }).click();
    await page.waitForURL(`${spa.url}/explorer`);

    const card = page.getByRole('main').locator('article').filter({ hasText: caption });
    const photo = card.locator('img[src*="/media/album/"]').first();
    await photo.evaluate((img: HTMLImageElement) => img.decode());
    const shown = await photo.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
    expect(shown.src.startsWith(`${app.url}/media/album/`)).toBe(true);
    expect(shown.width).toBeGreaterThan(0);
    await screenshot(page, 'elsewhere-02-album-posted');

    expect(problems).toEqual([]);
  });
});
