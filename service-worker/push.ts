// Web Push (contract §18): a push shows its notification; a click opens its post in a window of
// the app, an open one when there is one.
import { pushPayload } from '../contract/push.ts';

declare const self: ServiceWorkerGlobalScope;

export function showPush(event: PushEvent): Promise<void> {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    // Not JSON: nothing this app sent.
  }
  const payload = pushPayload.safeParse(data);
  // Chromium shows a notice of its own for a push that shows nothing, so one is always shown.
  if (!payload.success) return self.registration.showNotification(self.registration.scope);
  const { title, body, url } = payload.data;
  return self.registration.showNotification(title, {
    body,
    data: { url },
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
  });
}

export async function openPush(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const url = new URL(typeof path === 'string' && path.startsWith('/') ? path : '/', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    try {
      const opened = (await open.navigate(url)) ?? open;
      // Brought to the front where the browser lets it; the post is open either way.
      await opened.focus().catch(() => undefined);
      return;
    } catch {
      // A window this worker does not control cannot be navigated by it: a new one opens.
    }
  }
  await self.clients.openWindow(url);
}
