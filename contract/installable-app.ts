// What makes the SPA an installable app (contract §18), shared by the build, which draws the
// icons and the service worker, and the server, which answers the manifest from the brand
// settings. The colours are the logo's (public/logo.svg) and the page's light background.
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
export const WEB_MANIFEST_TYPE = 'application/manifest+json';

/** At the root, so its scope is the whole app. */
export const SERVICE_WORKER_PATH = '/sw.js';

export const THEME_COLOR = '#e11d48';
export const BACKGROUND_COLOR = '#f8fafc';

/** Where an installed app opens: the member's feed (the route guard sends guests to login). */
export const START_PATH = '/explorer';

export interface AppIcon {
  path: `/${string}`;
  size: number;
  /** A maskable icon keeps the logo inside the central safe circle and fills the rest. */
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { path: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * Marks an answer the service worker gave from its kept copy because the network failed: the
 * page then knows the server is out of reach, whatever navigator.onLine says.
 */
export const KEPT_COPY_HEADER = 'X-Kept-Copy';

/** What the page tells its service worker. */
export const SERVICE_WORKER_MESSAGES = {
  /** The member chose to reload into the new version: the waiting worker takes over. */
  takeOver: 'TAKE_OVER',
} as const;
