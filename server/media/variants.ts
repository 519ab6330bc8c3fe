// Narrower copies of stored pictures, made on the first request for a width and kept by the media
// store (server/media/storage.ts), in the original's format: a JPEG's copy is a JPEG, an
// animated WebP's copy is animated too. A copy is answered only while its original exists, so a
// deleted photo or a replaced avatar stays gone even for someone who still has its variant URL.
// Copies are made in their turn of the process's image work (server/media/image-work.ts).
import sharp from 'sharp';
import { recentlyUsed } from '../lib/recently-used.ts';
import { MEDIA_VARIANT_WIDTHS, type MediaVariantWidth } from '../../contract/media-variants.ts';
import type { ImageWork } from './image-work.ts';
import { ANIMATED_WEBP, JPEG_QUALITY } from './images.ts';
import type { MediaStorage } from './storage.ts';

export interface PictureVariants {
  /**
   * The stored picture under `key` (a checked media key) at `width`: the original bytes when it
   * is not wider, null when the original no longer exists.
   */
  read(key: string, width: MediaVariantWidth): Promise<Buffer | null>;
  /** The original under `key` was removed, by this process or another (decision 161). */
  forget(key: string): void;
}

/**
 * Bytes of narrower copies a process keeps in memory, about a thousand 360-pixel photos: a copy's
 * bytes never change under its key, so a popular picture is read from the store once (with the
 * pictures in a bucket each read is a round trip).
 */
const REMEMBERED_VARIANT_BYTES = 32 * 1024 * 1024;

/**
 * How long an original found in the store is taken for existing without asking again. A removal
 * reaches every process at once through its event (decision 161); this bounds the time a copy
 * is still answered when that event was lost (a process killed between the removal and it).
 */
export const ORIGINAL_KNOWN_MS = 60_000;
/** Originals taken for existing, at most (a key and a time each). */
const KNOWN_ORIGINALS = 100_000;

/** `now` is the clock of the originals' known time (tests move it). */
export function createPictureVariants(storage: MediaStorage, imageWork: ImageWork, now: () => number = Date.now): PictureVariants {
  // One resize per file at a time: requests arriving while it runs share its result.
  const making = new Map<string, Promise<Buffer | null>>();
  const remembered = recentlyUsed<string, Buffer>(REMEMBERED_VARIANT_BYTES, (picture) => picture.length);
  /** Until when each original found lately is taken for existing. */
  const knownUntil = recentlyUsed<string, number>(KNOWN_ORIGINALS);
  /** Removals heard so far: an answer of the store asked before the last one may predate it. */
  let removalsHeard = 0;

  async function originalExists(key: string): Promise<boolean> {
    const until = knownUntil.get(key);
    if (until !== undefined && until > now()) return true;
    const heardBefore = removalsHeard;
    const exists = await storage.exists(key);
    if (exists && removalsHeard === heardBefore) knownUntil.set(key, now() + ORIGINAL_KNOWN_MS);
    return exists;
  }

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
      const [exists, kept] = await Promise.all([originalExists(key), remembered.get(job) ?? storage.readVariant(key, width)]);
      if (!exists) {
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
    forget(key) {
      removalsHeard += 1;
      knownUntil.delete(key);
      for (const width of MEDIA_VARIANT_WIDTHS) remembered.delete(`${width} ${key}`);
    },
  };
}
