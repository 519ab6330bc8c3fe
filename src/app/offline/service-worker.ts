// The page's side of the service worker: registering it in a production build, noticing a new
// version that waits, and letting it take over when the member reloads (machines/app-update).
import { SERVICE_WORKER_MESSAGES, SERVICE_WORKER_PATH } from '../../../contract/installable-app.ts';

function serviceWorkers(): ServiceWorkerContainer | null {
  // The development server serves sources, not a build to keep.
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker;
}

/** Registers the worker and calls `onWaiting` when a new version has installed and waits. */
export function watchVersions(onWaiting: () => void): () => void {
  const container = serviceWorkers();
  if (!container) return () => {};
  let watching = true;
  // A first install has nothing to replace: only a page an older worker controls is offered one.
  const announce = () => {
    if (watching && container.controller) onWaiting();
  };
  const whenInstalled = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce();
    });
  let checkOnReturn = () => {};
  container
    .register(SERVICE_WORKER_PATH)
    .then((registration) => {
      if (registration.waiting) announce();
      if (registration.installing) whenInstalled(registration.installing);
      registration.addEventListener('updatefound', () => registration.installing && whenInstalled(registration.installing));
      // A page left open for days asks again whenever the member comes back to it.
      checkOnReturn = () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      };
      document.addEventListener('visibilitychange', checkOnReturn);
    })
    // Without a worker the app works as before, only not offline.
    .catch(() => undefined);
  return () => {
    watching = false;
    document.removeEventListener('visibilitychange', checkOnReturn);
  };
}

/** Lets the waiting version take over; resolves once it controls the page. */
export async function activateNewVersion(): Promise<void> {
  const container = serviceWorkers();
  const waiting = (await container?.getRegistration())?.waiting;
  if (!container || !waiting) throw new Error('No new version is waiting');
  const tookOver = new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
  waiting.postMessage({ type: SERVICE_WORKER_MESSAGES.takeOver });
  await tookOver;
}
