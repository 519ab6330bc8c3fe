// The app's service worker (contract §18; decisions 135 and 136): keeps the shell of this build,
// the member's last feed pages and the pictures they saw, so the app opens offline; shows pushes.
// A new build waits until the page asks it to take over (the member chose to reload).
import { API_BASE } from '../src/api/api-base.ts';
import { endpoints, media } from '../contract/endpoints.ts';
import { SERVICE_WORKER_MESSAGES, START_PATH } from '../contract/installable-app.ts';
import { ASSETS_CACHE, FEED_CACHE, PICTURES_CACHE, SHELL_CACHE_PREFIX } from './caches.ts';
import { openPush, showPush } from './push.ts';
import { cacheFirst, networkFirst } from './strategies.ts';

declare const self: ServiceWorkerGlobalScope;
/** Filled in by the build (scripts/service-worker-build.ts). */
declare const __BUILD_VERSION__: string;
declare const __SHELL_FILES__: string[];

const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__BUILD_VERSION__}`;
const SHELL_FILES = new Set(__SHELL_FILES__);
const API_ROOT = new URL(API_BASE, self.location.origin).href;
/** What an offline start needs to show the feed: who is signed in and the feed pages. */
const FEED_READS = new Set<string>([endpoints.personalUser.path, endpoints.feed.path, endpoints.feedAfter.path]);

function isFeedRead(url: URL): boolean {
  if (!url.href.startsWith(API_ROOT)) return false;
  return FEED_READS.has(url.pathname.slice(new URL(API_ROOT).pathname.length));
}

/** Every path but the landing answers the same page of this build; the router picks the screen. */
function isAppPage(url: URL): boolean {
  return url.pathname !== '/';
}

async function openPage(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    // Kept again on each visit, so the shell comes back after signing out emptied the caches.
    if (response.ok && isAppPage(new URL(request.url))) {
      await (await caches.open(SHELL_CACHE)).put(START_PATH, response.clone());
    }
    return response;
  } catch (error) {
    const page = await caches.match(START_PATH, { cacheName: SHELL_CACHE });
    if (page) return page;
    throw error;
  }
}

function answer(request: Request): Promise<Response> | null {
  const url = new URL(request.url);
  if (request.mode === 'navigate') return openPage(request);
  if (isFeedRead(url)) return networkFirst(FEED_CACHE, request);
  if (url.pathname.startsWith(media.path)) return cacheFirst(PICTURES_CACHE, request);
  // This build's own files (the logo and the placeholder avatar among them), kept at install.
  if (url.origin === self.location.origin && SHELL_FILES.has(url.pathname)) return cacheFirst(SHELL_CACHE, request);
  if (url.origin === self.location.origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/'))) {
    return cacheFirst(ASSETS_CACHE, request);
  }
  return null;
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll([START_PATH, ...__SHELL_FILES__])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  const response = answer(event.request);
  if (response) event.respondWith(response);
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SERVICE_WORKER_MESSAGES.takeOver) void self.skipWaiting();
});

self.addEventListener('push', (event) => event.waitUntil(showPush(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openPush(event)));
