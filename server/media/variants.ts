// Narrower copies of stored pictures, made on the first request for a width and kept by the media
// store (server/media/storage.ts), in the original's format: a JPEG's copy is a JPEG, an
// animated WebP's copy is animated too. A copy is answered only while its original exists, so a
// deleted photo or a replaced avatar stays gone even for someone who still has its variant URL.
// Copies are made in their turn of the process's image work (server/media/image-work.ts).
import sharp from 'sharp';
import { recentlyUsed } from '../lib/recently-used.ts';
import type { MediaVariantWidth } from '../../contract/media-variants.ts';
import type { ImageWork } from './image-work.ts';
import { ANIMATED_WEBP, JPEG_QUALITY } from './images.ts';
import type { MediaStorage } from './storage.ts';

export interface PictureVariants {
  /**
   * The stored picture under `key` (a checked media key) at `width`: the original bytes when it
   * is not wider, null when the original no longer exists.
   */
  read(key: string, width: MediaVariantWidth): Promise<Buffer | null>;
}

/**
 * Bytes of narrower copies a process keeps in memory, about a thousand 360-pixel photos: a copy's
 * bytes never change under its key, so a popular picture is read from the store once (with the
 * pictures in a bucket each read is a round trip); whether its original exists is still asked.
 */
const REMEMBERED_VARIANT_BYTES = 32 * 1024 * 1024;

export function createPictureVariants(storage: MediaStorage, imageWork: ImageWork): PictureVariants {
  // One resize per file at a time: requests arriving while it runs share its result.
  const making = new Map<string, Promise<Buffer | null>>();
  const remembered = recentlyUsed<string, Buffer>(REMEMBERED_VARIANT_BYTES, (picture) => picture.length);

  /** The original under `key` at `width` (itself when it is not wider); null when it is gone. */
  async function scale(key: string, width: MediaVariantWidth): Promise<{ picture: Buffer; scaled: boolean } | null> {
    const original = await storage.read(key);
    if (original === null) return null;
    const { width: originalWidth, format } = await sharp(original).metadata();
    if (originalWidth <= width) return { picture: original, scaled: false };
    // Every stored WebP is an animation (server/media/images.ts); all its frames are scaled.
    const picture =
      format === 'webp'
        ? await sharp(original, { animated: true }).resize({ width }).webp(ANIMATED_WEBP).toBuffer()
        : await sharp(original).resize({ width }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    return { picture, scaled: true };
  }

  async function make(key: string, width: MediaVariantWidth): Promise<Buffer | null> {
    // The original is read in the job's turn, so a copy waiting in line holds no file.
    const made = await imageWork.run(() => scale(key, width));
    if (made === null) return null;
    if (!made.scaled) return made.picture;
    await storage.putVariant(key, width, made.picture);
    // The original may have been deleted while this one was made; its removal missed this copy.
    if (!(await storage.exists(key))) {
      await storage.removeVariant(key, width);
      return null;
    }
    return made.picture;
  }

  return {
    async read(key, width) {
      const job = `${width} ${key}`;
      // Asked together: with the pictures in a bucket each question is a round trip.
      const [originalExists, kept] = await Promise.all([
        storage.exists(key),
        remembered.get(job) ?? storage.readVariant(key, width),
      ]);
      if (!originalExists) {
        remembered.delete(job);
        if (kept !== null) await storage.removeVariant(key, width);
        return null;
      }
      if (kept !== null) {
        remembered.set(job, kept);
        return kept;
      }

      let pending = making.get(job);
      if (!pending) {
        pending = make(key, width).finally(() => making.delete(job));
        making.set(job, pending);
      }
      return pending;
    },
  };
}
