// What the service worker kept in the browser's caches: emptied when the member signs out, so
// the next person on the device finds none of their pages or pictures (contract §18).
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}
