import type { Config } from '../config.ts';

/** Absolute URL of a file stored under the media folder (null stays null). */
export function mediaUrl(config: Pick<Config, 'apiUrl'>, storedPath: string): string;
export function mediaUrl(config: Pick<Config, 'apiUrl'>, storedPath: string | null): string | null;
export function mediaUrl(config: Pick<Config, 'apiUrl'>, storedPath: string | null): string | null {
  if (storedPath === null) return null;
  const encoded = storedPath.split('/').map(encodeURIComponent).join('/');
  return `${config.apiUrl}/media/${encoded}`;
}
