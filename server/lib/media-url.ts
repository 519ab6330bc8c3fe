import { media } from '../../contract/endpoints.ts';

/** Absolute URL of a file stored under the media folder (null stays null), on the API's public origin. */
export function mediaUrl(apiOrigin: string, storedPath: string): string;
export function mediaUrl(apiOrigin: string, storedPath: string | null): string | null;
export function mediaUrl(apiOrigin: string, storedPath: string | null): string | null {
  if (storedPath === null) return null;
  const encoded = storedPath.split('/').map(encodeURIComponent).join('/');
  return `${apiOrigin}${media.path}${encoded}`;
}
