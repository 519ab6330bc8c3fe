// The app in a real browser under the server's Content-Security-Policy: a fresh member opens the
// guests' landing, signs in through the form, reads the explorer, posts an album from the create
// dialog (FilePond's previews and workers, the toast), opens it on the profile (the carousel,
// pictures from /media) and crops a profile photo (the cropper's own styles). No page reports a
// single violation, and every page comes with the policy.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser } from './support/browser.ts';
import { verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';

declare global {
  interface Window {
    reportViolation?: (violation: string) => void;
  }
}

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
let rizki: Member;
let pictureDir: string;
let picture: string;
/** Violations the pages reported, as "directive blocked-URL", and the browser's own CSP messages. */
const violations: string[] = [];

async function writePicture(): Promise<string> {
  const file = join(pictureDir, 'tribun.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720">
    <rect width="960" height="720" fill="#b91c1c"/><circle cx="480" cy="360" r="160" fill="#ffffff"/>
  </svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
  return file;
}

async function expectPolicyOn(path: string) {
  const response = await page.goto(`${app.url}${path}`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
}

describe('the Content-Security-Policy in the browser', () => {
  beforeAll(async () => {
    pictureDir = mkdtempSync(join(tmpdir(), 'fanbase-e2e-csp-'));
    picture = await writePicture();
    inbox = await startSmtpInbox();
    app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
    rizki = await verifiedMember(app.url, inbox, { firstName: 'Rizki', lastName: 'Pratama', username: 'rizki_p' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        window.reportViolation?.(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
  });

  afterAll(() => stopStarted({ browser, app, inbox, pictureDir }));

  it('shows the landing to a guest', async () => {
    await expectPolicyOn('/');
    await page.getByRole('link', { name: text.landing.signIn }).waitFor();
    expect(violations).toEqual([]);
  });

  it('signs in through the form and shows the explorer', async () => {
    await page.getByRole('link', { name: text.landing.signIn }).click();
    await page.getByLabel(text.login.userMail).fill(rizki.email);
    await page.getByLabel(text.login.password, { exact: true }).fill(rizki.password);
    await page.getByRole('button', { name: text.login.submit, exact: true }).click();
    await page.waitForURL('**/explorer');
    await page.getByRole('button', { name: text.feed.compose }).waitFor();
    expect(violations).toEqual([]);
  });

  it('posts an album from the create dialog', async () => {
    await expectPolicyOn(`/profile/${rizki.username}`);
    await page.getByRole('button', { name: text.album.create }).click();
    const dialog = page.getByRole('dialog', { name: text.album.create });
    await dialog.getByText(text.upload.idle).waitFor();
    await dialog.locator('input[type="file"]').setInputFiles([picture]);
    // The preview is drawn from the picked file by FilePond's workers.
    await dialog.locator('.filepond--image-preview canvas').first().waitFor();
    const uploaded = dialog.locator('.filepond--file-status-main', { hasText: text.upload.widget.complete });
    await uploaded.waitFor({ timeout: 60000 });
    await dialog.getByLabel(text.album.caption).fill('Koreografi tribun utara malam ini.');
    await dialog.getByRole('button', { name: text.album.post }).click();
    await page.getByRole('dialog', { name: text.altText.reminder }).getByRole('button', { name: text.altText.reminderPost }).click();
    await page.waitForURL('**/explorer');
    await page.getByText(text.album.posted).waitFor();
    expect(violations).toEqual([]);
  });

  it('opens the album on the profile', async () => {
    await expectPolicyOn(`/profile/${rizki.username}`);
    await page.getByRole('main').getByRole('listitem').getByRole('button').first().click();
    const detail = page.getByRole('dialog', { name: text.album.detailTitle });
    const photo = detail.locator('.swiper-slide-active img');
    await photo.waitFor();
    await photo.evaluate((img: HTMLImageElement) => img.decode());
    expect(violations).toEqual([]);
  });

  it('crops a profile photo', async () => {
    await expectPolicyOn(`/profile/${rizki.username}/edit`);
    await page.getByRole('button', { name: text.profileEdit.changePhoto }).click();
    const dialog = page.getByRole('dialog', { name: text.avatar.title });
    await dialog.getByLabel(text.avatar.choose).setInputFiles(picture);
    await dialog.getByLabel(text.avatar.cropArea).waitFor();
    await dialog.getByRole('button', { name: text.avatar.save }).click();
    await page.waitForURL(`**/profile/${rizki.username}`);
    await page.getByRole('button', { name: text.topBar.openUserMenu }).locator('img[src*="/media/"]').waitFor();
    expect(violations).toEqual([]);
  });
});
