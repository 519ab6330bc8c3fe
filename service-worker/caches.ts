// The service worker's caches and how each is bounded. The shell cache is named after the build,
// so a new version installs beside the old one and the old one goes when it takes over.
export const SHELL_CACHE_PREFIX = 'shell-';
/** Lazy screens and the icons once loaded: hashed names, so a copy never goes stale. */
export const ASSETS_CACHE = 'assets';
/** The member's last feed pages and who they are signed in as, for opening offline. */
export const FEED_CACHE = 'feed';
export const PICTURES_CACHE = 'pictures';

/** Most entries each runtime cache keeps; the oldest go first. */
export const CACHE_LIMITS: Record<string, number> = {
  [ASSETS_CACHE]: 80,
  [FEED_CACHE]: 12,
  [PICTURES_CACHE]: 200,
};

/** Keeps `name` at its limit by dropping its oldest entries (Cache keys are in insertion order). */
export async function trimCache(name: string): Promise<void> {
  const limit = CACHE_LIMITS[name];
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/** Puts a copy of `response` under `request` when it is a complete success, then trims. */
export async function keep(name: string, request: Request, response: Response): Promise<void> {
  if (!response.ok || response.status !== 200) return;
  const cache = await caches.open(name);
  // Deleted first so a refreshed entry moves to the newest end.
  await cache.delete(request);
  await cache.put(request, response);
  await trimCache(name);
}
