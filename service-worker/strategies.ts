// The two ways the worker answers a request from its caches.
import { keep } from './caches.ts';

/** The network's answer, kept; the kept copy only when the network cannot be reached. */
export async function networkFirst(cacheName: string, request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(cacheName, request, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName });
    if (kept) return kept;
    throw error;
  }
}

/** The kept copy when there is one (for files that never change under their name), else the network's, kept. */
export async function cacheFirst(cacheName: string, request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  await keep(cacheName, request, response.clone());
  return response;
}
