// The app on a phone in real Chromium against the real server (contract §18): the manifest meets
// the install criteria and the service worker controls the page; reloaded offline, the app shows
// the member's last feed and 'Anda sedang offline', and a post written offline is refused with
// its text kept, and goes out once the network is back; a push delivered to the worker shows its
// notification, whose click opens the post; signing out empties every cache.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { APP_ICONS, WEB_MANIFEST_PATH } from '../../contract/installable-app.ts';
import { ASSETS_CACHE, FEED_CACHE, SHELL_CACHE_PREFIX } from '../../service-worker/caches.ts';
import { text } from '../../src/text/catalogue.ts';
import { startApp, type RunningApp } from './support/app-server.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { postThreadAs, signInPage, verifiedMember, type Member } from './support/members.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { stopStarted } from './support/stop-started.ts';

/** What the test uses of the worker's global scope; the tests compile without the WebWorker library. */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

const PHONE = { width: 375, height: 740 };
const WIDE = { width: 1280, height: 800 };
const seenThread = 'Jadwal latihan paduan suara pindah ke hari Kamis, jam tujuh malam.';
const laterThread = 'Tulisan ini dibuat setelah perangkat offline dan belum pernah dimuat.';
const offlineDraft = 'Draf yang ditulis tanpa sinyal di kereta';

let inbox: SmtpInbox;
let app: RunningApp;
let browser: Browser;
let sari: Member;
let seenPostUuid: string;
let context: BrowserContext;
let page: Page;

/** The page's service worker, once it controls the page. */
async function controllingWorker(): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/sw.js'));
  return worker ?? context.waitForEvent('serviceworker');
}

const statusRegion = () => page.getByRole('region', { name: text.device.statusLabel });
const feedCard = (body: string) => page.getByRole('main').locator('article').filter({ hasText: body });

beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'noreply@fanbase.test' });
  browser = await launchBrowser();
  sari = await verifiedMember(app.url, inbox, { firstName: 'Sari', lastName: 'Wulandari', username: 'sari_hp' });
  seenPostUuid = await postThreadAs(app.url, sari, seenThread);
  context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  page = await context.newPage();
  page.setDefaultTimeout(15000);
  await signInPage(page, app.url, sari);
  await feedCard(seenThread).waitFor();
});

afterAll(() => stopStarted({ browser, app, inbox }));

describe('installable', () => {
  it('links a manifest with the fields, icons and colours installing needs', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(WEB_MANIFEST_PATH);
    const response = await page.request.get(`${app.url}${href}`);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Fanbase', short_name: 'Fanbase', start_url: '/explorer', display: 'standalone' });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    for (const icon of APP_ICONS) {
      const picture = await page.request.get(`${app.url}${icon.path}`);
      expect(picture.headers()['content-type']).toBe('image/png');
      const { width, height, format } = await sharp(await picture.body()).metadata();
      expect({ width, height, format }).toEqual({ width: icon.size, height: icon.size, format: 'png' });
    }
  });

  it('registers a service worker that controls the page, and Chromium finds nothing against installing', async () => {
    const worker = await controllingWorker();
    expect(new URL(worker.url()).pathname).toBe('/sw.js');
    // Asked on a page of its own: a DevTools session on the member's page would undo its
    // network emulation when it ends.
    const probe = await context.newPage();
    await probe.goto(`${app.url}/explorer`);
    const cdp = await context.newCDPSession(probe);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test browser's context is incognito, where Chromium never installs; nothing else may stand in the way.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    await probe.close();
  });
});

describe('offline', () => {
  it('reloads without a network into the last feed with its pictures, and says it is offline', async () => {
    await controllingWorker();
    // Loaded once through the worker, which keeps what the feed needs.
    await page.reload();
    await feedCard(seenThread).waitFor();
    await expect(statusRegion().textContent()).resolves.not.toContain(text.device.offline);

    await context.setOffline(true);
    // Written after the device went offline: a feed from the network would show it.
    await postThreadAs(app.url, sari, laterThread);
    await page.reload();
    await feedCard(seenThread).waitFor();
    expect(await feedCard(laterThread).count()).toBe(0);
    // Chromium (150) keeps the emulated network down across the reload but may hand the new page
    // navigator.onLine = true, as a phone on a dead link does: the feed's kept copy says offline.
    await statusRegion().getByText(text.device.offline, { exact: true }).waitFor();
    // Every picture on the screen shows: the logo and the placeholder avatar come with the app.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const unshown = await page.evaluate(() => [...document.images].filter((image) => image.naturalWidth === 0).map((image) => image.src));
    expect(unshown).toEqual([]);
    expect(await page.evaluate(() => document.images.length)).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'offline-01-kept-feed-375');
    await page.setViewportSize(WIDE);
    await screenshot(page, 'offline-01-kept-feed-1280');
    await page.setViewportSize(PHONE);
  });

  it('refuses a post written offline with a clear message, keeps its text and sends it once back online', async () => {
    await page.getByRole('button', { name: text.feed.compose }).click();
    const box = page.getByRole('dialog').getByRole('textbox');
    await box.fill(offlineDraft);
    await page.getByRole('dialog').getByRole('button', { name: text.thread.post }).click();
    await statusRegion().getByText(text.device.writeRefused).waitFor();
    await expect(box.inputValue()).resolves.toBe(offlineDraft);
    await screenshot(page, 'offline-02-write-refused-375');
    // Back online, the same text goes out, and the server's answer ends the offline status.
    await context.setOffline(false);
    await page.getByRole('dialog').getByRole('button', { name: text.thread.post }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await statusRegion().getByText(text.device.offline, { exact: true }).waitFor({ state: 'detached' });
    await feedCard(offlineDraft).waitFor();
  });
});

describe('a push', () => {
  it('shows its notification, and its click opens its post', async () => {
    await context.grantPermissions(['notifications'], { origin: app.url });
    const worker = await controllingWorker();
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((candidate) => candidate.scopeURL === `${app.url}/` && !candidate.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const payload = { title: 'Budi menyukai postingan anda', body: seenThread, url: `/post/${seenPostUuid}` };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: app.url,
      registrationId: await registration,
      data: JSON.stringify(payload),
    });
    const shown = await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const [notification] = await scope.registration.getNotifications();
        if (notification) return { title: notification.title, body: notification.body, data: notification.data };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return null;
    });
    expect(shown).toEqual({ title: payload.title, body: payload.body, data: { url: payload.url } });

    // Chromium offers no way to click a notification; the worker gets the event the click sends.
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    });
    await page.waitForURL(`${app.url}/post/${seenPostUuid}`);
    await cdp.detach();
  });
});

describe('signing out', () => {
  it("empties every cache the worker kept of the member: nothing but the app's own code comes back", async () => {
    await page.goto(`${app.url}/explorer`);
    await feedCard(seenThread).waitFor();
    expect(await page.evaluate(async () => caches.keys())).toContain(FEED_CACHE);
    await page.getByRole('button', { name: text.topBar.openUserMenu }).click();
    await page.getByRole('menuitem', { name: text.topBar.signOut }).click();
    await page.waitForURL(/\/auth\/login$/);
    // The login page's own scripts may be kept again at once; the member's feed, pictures and
    // signed-in pages may not.
    const memberCaches = async () =>
      (await page.evaluate(async () => caches.keys())).filter((name) => name !== ASSETS_CACHE && !name.startsWith(SHELL_CACHE_PREFIX));
    await expect.poll(memberCaches).toEqual([]);
    const keptPages = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(keptPages.filter((path) => path.startsWith('/api/') || path.startsWith('/media/'))).toEqual([]);
  });
});
