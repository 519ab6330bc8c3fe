/**
 * Absolute URL of a stored file (null stays null): its key on `mediaBase`, where the answer's
 * media URLs start (server/http/media-base.ts).
 */
export function mediaUrl(mediaBase: string, storedPath: string): string;
export function mediaUrl(mediaBase: string, storedPath: string | null): string | null;
export function mediaUrl(mediaBase: string, storedPath: string | null): string | null {
  if (storedPath === null) return null;
  return `${mediaBase}${storedPath.split('/').map(encodeURIComponent).join('/')}`;
}
