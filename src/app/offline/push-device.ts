// The browser's side of notifications on this device, for machines/device-push: the permission,
// and the push subscription of the app's service worker.
import type { DeviceState, DeviceSubscription, PermissionAnswer } from '../../../machines/device-push.machine.ts';

function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

export async function readDevice(): Promise<DeviceState> {
  if (!pushSupported() || !(await navigator.serviceWorker.getRegistration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission === 'granted' && (await currentSubscription())) return 'subscribed';
  return 'off';
}

export async function askPermission(): Promise<PermissionAnswer> {
  return Notification.requestPermission();
}

/** The key comes base64url; PushManager takes its bytes. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function subscribeDevice(key: string): Promise<DeviceSubscription> {
  const registration = await navigator.serviceWorker.ready;
  // A subscription made with another server key cannot be reused.
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
