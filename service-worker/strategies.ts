// The two ways the worker answers a request from its caches.
import { KEPT_COPY_HEADER } from '../contract/installable-app.ts';
import { keep } from './caches.ts';

/** The kept copy, marked as such, so the page can tell the member the network is gone. */
function markedAsKept(kept: Response): Response {
  const headers = new Headers(kept.headers);
  headers.set(KEPT_COPY_HEADER, '1');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

/** The network's answer, kept; the kept copy only when the network cannot be reached. */
export async function networkFirst(cacheName: string, request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(cacheName, request, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName });
    if (kept) return markedAsKept(kept);
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
