// Stored pictures by the extension of their key: stills are JPEG, animations WebP
// (server/media/images.ts).
import path from 'node:path';

const PICTURE_TYPES = new Map([
  ['.jpg', 'image/jpeg'],
  ['.webp', 'image/webp'],
]);

/** The media type of the picture stored under `key`; undefined for a key that is no picture. */
export function pictureTypeOf(key: string): string | undefined {
  return PICTURE_TYPES.get(path.posix.extname(key));
}
