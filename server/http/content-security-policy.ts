// The Content-Security-Policy of every answer. Nothing loads unless named here: the SPA's own
// files, its inline scripts and styles by hash, stored pictures from the API's origin, its
// manifest and service worker, the workers FilePond makes from blobs, and Google Maps only
// when the build uses it.
import { createHash } from 'node:crypto';
import type { Config } from '../config.ts';

export type PolicyDirectives = Record<string, string[]>;

/** The inline code of the SPA's pages, allowed by hash and nothing else inline. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/**
 * What the Places suggestions load, after Google's allowlist for the Maps JavaScript API: its
 * scripts and calls, its pictures (the "powered by Google" mark), the Roboto font sheet its
 * suggestion list uses, and the <style> elements it adds, which have no fixed text to hash.
 */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com'],
  img: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
};

/** The CSP source that allows exactly this inline script or style. */
export function hashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

export function contentSecurityPolicy(
  config: Pick<Config, 'appUrl' | 'apiUrl' | 'googleMaps'>,
  inline: InlineCode,
): PolicyDirectives {
  // Stored pictures are addressed on the API's origin; when it is the app's own, 'self' covers it,
  // as it does without API_URL, where a page's API origin is where the page itself was fetched.
  const api = config.apiUrl === undefined || config.apiUrl === config.appUrl ? [] : [config.apiUrl];
  const maps = (kind: keyof typeof GOOGLE_MAPS) => (config.googleMaps ? GOOGLE_MAPS[kind] : []);
  const directives: PolicyDirectives = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...inline.scripts.map(hashSource), ...maps('script')],
    'script-src-attr': ["'none'"],
    // A hash would make browsers ignore Maps' 'unsafe-inline', which covers the libraries' styles too.
    'style-src': ["'self'", ...(config.googleMaps ? GOOGLE_MAPS.style : inline.styles.map(hashSource))],
    // blob: is the previews of pictures being picked, cropped and uploaded.
    'img-src': ["'self'", 'blob:', ...api, ...maps('img')],
    'connect-src': ["'self'", ...api, ...maps('connect')],
    // 'self': the app's service worker (/sw.js).
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.googleMaps) directives['font-src'] = maps('font');
  if (new URL(config.appUrl).protocol === 'https:') directives['upgrade-insecure-requests'] = [];
  return directives;
}
