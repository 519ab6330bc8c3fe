// Profile editing, the avatar crop and the emergency broadcast in a real browser against the
// real server, with the broadcast mails caught by a real SMTP receiver: a member edits the
// profile, crops a new photo that the top bar then shows, calls every member together once
// (an empty place is refused first) and finds the daily limit used when coming back.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { signInPage, verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';

const edited = {
  firstName: 'Ayunda',
  bio: 'Penggemar setia sejak 2015',
  address: 'Jalan Ijen 12, Malang',
  phone: '081234567890',
};
const broadcast = {
  message: 'Kumpul <b>malam ini</b> jam 7, bawa lightstick',
  escapedMessage: 'Kumpul &lt;b&gt;malam ini&lt;/b&gt; jam 7, bawa lightstick',
  place: 'Warung Kopi Tugu, Malang',
};

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let page: Page;
let ayu: Member;
let bima: Member;
let citra: Member;
let pictureDir: string;
const emergencyPosts: string[] = [];

/** A 640×480 picture with shapes, larger than the 256 px the crop needs at least. */
async function writePortraitPng(dir: string): Promise<string> {
  const file = join(dir, 'potret-ayu.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#0e7490"/>
    <circle cx="320" cy="200" r="110" fill="#fbbf24"/>
    <rect x="170" y="330" width="300" height="150" rx="60" fill="#be123c"/>
  </svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
  return file;
}

const userMenuButton = (page: Page) => page.getByRole('button', { name: text.topBar.openUserMenu });
const emergencyDialog = (page: Page) => page.getByRole('dialog', { name: text.emergency.title });
const emergencyMails = () => inbox.mails.filter((mail) => mail.subject.startsWith('Undangan event oleh'));

/** The colour a control's border is drawn in, as RGB (the stylesheet may speak oklch). */
async function borderRgb(control: Locator): Promise<[number, number, number]> {
  return control.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).borderTopColor;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return [red, green, blue] as [number, number, number];
  });
}

async function openEmergencyModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: text.emergency.open, exact: true }).click();
  const dialog = emergencyDialog(page);
  await dialog.waitFor();
  await dialog.getByText(text.emergency.checking).waitFor({ state: 'detached' });
  return dialog;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
}

/** Reads the stored avatar the way any browser would, and what it really is. */
async function fetchImage(url: string) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = response.ok ? await sharp(body).metadata() : { format: null, width: 0, height: 0 };
  return { status: response.status, contentType: response.headers.get('content-type'), format, width, height };
}

function expectBroadcastMail(mail: ReceivedMail, recipient: Member, senderFirstName: string) {
  expect(mail.to).toEqual([recipient.email]);
  expect(mail.subject).toBe(`Undangan event oleh ${senderFirstName}`);
  expect(mail.text).toContain(`Halo ${recipient.firstName},`);
  expect(mail.text).toContain(broadcast.message);
  expect(mail.text).toContain(broadcast.place);
  expect(mail.html).toContain(broadcast.escapedMessage);
  expect(mail.html).not.toContain('<b>');
  expect(mail.html).toContain(broadcast.place);
}

describe('profile edit, avatar and emergency broadcast', () => {
  beforeAll(async () => {
    pictureDir = mkdtempSync(join(tmpdir(), 'fanbase-e2e-picture-'));
    inbox = await startSmtpInbox();
    app = await startApp({
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      MAIL_FROM: 'noreply@fanbase.test',
      EMERGENCY_BATCH_INTERVAL_MS: '200',
    });
    ayu = await verifiedMember(app.url, inbox, { firstName: 'Ayu', lastName: 'Lestari', username: 'ayu_lestari' });
    bima = await verifiedMember(app.url, inbox, { firstName: 'Bima', lastName: 'Saputra', username: 'bima_s' });
    citra = await verifiedMember(app.url, inbox, { firstName: 'Citra', lastName: 'Anggraini', username: 'citra_a' });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/emergency-mail') {
        emergencyPosts.push(request.url());
      }
    });
    await signInPage(page, app.url, ayu);
  });

  afterAll(() => stopStarted({ browser, app, inbox, pictureDir }));

  it('saves the edited profile and shows it on the profile page', async () => {
    const t = text.profileEdit;
    await page.goto(`${app.url}/profile/${ayu.username}/edit`);
    await page.getByLabel(t.firstName).waitFor();
    await expect(page.getByLabel(t.firstName).inputValue()).resolves.toBe(ayu.firstName);
    await screenshot(page, 'profile-01-edit');

    await page.getByLabel(t.firstName).fill(edited.firstName);
    await page.getByLabel(t.bio).fill(edited.bio);
    await page.getByLabel(t.address).fill(edited.address);
    await page.getByLabel(t.phone).fill(edited.phone);
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.saved).waitFor();
    await screenshot(page, 'profile-02-edit-saved');

    await page.goto(`${app.url}/profile/${ayu.username}`);
    await page.getByRole('heading', { name: `${edited.firstName} ${ayu.lastName}` }).waitFor();
    await page.getByText(edited.bio).waitFor();
    await screenshot(page, 'profile-03-profile');

    await page.goto(`${app.url}/profile/${ayu.username}/edit`);
    await expect(page.getByLabel(t.address).inputValue()).resolves.toBe(edited.address);
    await expect(page.getByLabel(t.phone).inputValue()).resolves.toBe(edited.phone);
  });

  it('crops a chosen picture into the profile photo the top bar shows', async () => {
    const t = text.avatar;
    const picture = await writePortraitPng(pictureDir);
    await page.getByRole('button', { name: text.profileEdit.changePhoto }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByText(t.noPhoto).first().waitFor();
    await dialog.getByLabel(t.choose).setInputFiles(picture);
    await dialog.getByText(t.selectedFile('potret-ayu.png')).waitFor();
    await dialog.getByLabel(t.cropArea).waitFor();
    await screenshot(page, 'profile-04-avatar-crop');

    await dialog.getByRole('button', { name: t.save }).click();
    await page.waitForURL(`**/profile/${ayu.username}`);
    const topBarPhoto = userMenuButton(page).locator('img[src*="/media/"]');
    await topBarPhoto.waitFor();
    await page.getByRole('heading', { name: `${edited.firstName} ${ayu.lastName}` }).waitFor();
    await screenshot(page, 'profile-05-new-avatar');

    const photoUrl = await topBarPhoto.evaluate((img: HTMLImageElement) => img.src);
    expect(new URL(photoUrl).pathname).toMatch(/^\/media\//);
    const photo = await fetchImage(photoUrl);
    expect(photo).toEqual({ status: 200, contentType: 'image/jpeg', format: 'jpeg', width: 256, height: 256 });
  });

  it('refuses an emergency call without a place, then sends it to every member', async () => {
    const t = text.emergency;
    await page.goto(`${app.url}/explorer`);
    await page.getByRole('button', { name: t.open, exact: true }).waitFor();
    await screenshot(page, 'profile-06-explorer');

    const dialog = await openEmergencyModal(page);
    const place = dialog.getByLabel(t.place);
    await dialog.getByLabel(t.message).fill(broadcast.message);
    const mailsBefore = inbox.mails.length;
    await dialog.getByRole('button', { name: t.send, exact: true }).click();
    await dialog.getByText(t.placeMissing).waitFor();
    await expect(place.getAttribute('aria-invalid')).resolves.toBe('true');
    const [red, green, blue] = await borderRgb(place);
    expect(red).toBeGreaterThan(green + 100);
    expect(red).toBeGreaterThan(blue + 100);
    expect(emergencyPosts).toEqual([]);
    expect(inbox.mails.length).toBe(mailsBefore);
    await screenshot(page, 'profile-07-emergency-place-missing');

    await place.fill(broadcast.place);
    await dialog.getByRole('button', { name: t.send, exact: true }).click();
    await dialog.getByText(t.confirm).waitFor();
    await screenshot(page, 'profile-08-emergency-confirm');
    await dialog.getByRole('button', { name: t.proceed }).click();
    await page.getByText(t.sent).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'profile-09-emergency-sent');
    expect(emergencyPosts).toHaveLength(1);

    for (const member of [ayu, bima, citra]) {
      const recipient = member === ayu ? { ...ayu, firstName: edited.firstName } : member;
      const mail = await inbox.waitFor(member.email, /^Undangan event oleh /);
      expectBroadcastMail(mail, recipient, edited.firstName);
    }
    expect(emergencyMails()).toHaveLength(3);
  });

  it('shows the daily limit with Send off when the modal opens again', async () => {
    const t = text.emergency;
    const dialog = await openEmergencyModal(page);
    const warning = dialog.getByRole('alert');
    await warning.waitFor();
    expect([t.limited(23), t.limited(24)]).toContain(await warning.textContent());
    await expect(dialog.getByRole('button', { name: t.send, exact: true }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'profile-10-emergency-limited');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(emergencyPosts).toHaveLength(1);
  });

  it('fits the edit page and the emergency modal on a 375 px wide phone screen', async () => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await signInPage(phone, app.url, ayu, `/profile/${ayu.username}/edit`);
    await phone.getByLabel(text.profileEdit.firstName).waitFor();
    await userMenuButton(phone).locator('img[src*="/media/"]').waitFor();
    await screenshot(phone, 'profile-11-edit-375');
    await expectNoHorizontalScroll(phone);

    await phone.goto(`${app.url}/explorer`);
    const dialog = await openEmergencyModal(phone);
    await dialog.getByRole('alert').waitFor();
    await screenshot(phone, 'profile-12-emergency-375');
    await expectNoHorizontalScroll(phone);
    await phone.close();
  });
});
