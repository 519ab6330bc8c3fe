// Narrower copies of stored pictures, made on the first request for a width and kept on disk at
// <mediaDir>/.variants/w<width>/<key>, in the original's format: a JPEG's copy is a JPEG, an
// animated WebP's copy is animated too. A copy is answered only while its original exists, so a
// deleted photo or a replaced avatar stays gone even for someone who still has its variant URL.
// Copies are made in their turn of the process's image work (server/media/image-work.ts).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_VARIANT_WIDTHS, type MediaVariantWidth } from '../../contract/media-variants.ts';
import type { ImageWork } from './image-work.ts';
import { ANIMATED_WEBP, JPEG_QUALITY } from './images.ts';

/** Inside the media folder; no media key starts with a dot, so no stored file can land in it. */
export const VARIANTS_FOLDER = '.variants';

function originalFile(mediaDir: string, key: string): string {
  return path.join(mediaDir, ...key.split('/'));
}

function variantFile(mediaDir: string, key: string, width: MediaVariantWidth): string {
  return path.join(mediaDir, VARIANTS_FOLDER, `w${width}`, ...key.split('/'));
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The file's bytes, or null when it does not exist. */
async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Removes every width of a key (the key must already be a checked media key). */
export async function removeVariants(mediaDir: string, key: string): Promise<void> {
  await Promise.all(MEDIA_VARIANT_WIDTHS.map((width) => fs.rm(variantFile(mediaDir, key, width), { force: true })));
}

export interface PictureVariants {
  /**
   * The stored picture under `key` (a checked media key) at `width`: the original bytes when it
   * is not wider, null when the original no longer exists.
   */
  read(key: string, width: MediaVariantWidth): Promise<Buffer | null>;
}

export function createPictureVariants(mediaDir: string, imageWork: ImageWork): PictureVariants {
  // One resize per file at a time: requests arriving while it runs share its result.
  const making = new Map<string, Promise<Buffer | null>>();

  /** The original under `key` at `width` (itself when it is not wider); null when it is gone. */
  async function scale(key: string, width: MediaVariantWidth): Promise<{ picture: Buffer; scaled: boolean } | null> {
    const original = await readIfPresent(originalFile(mediaDir, key));
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

  async function make(key: string, width: MediaVariantWidth, target: string): Promise<Buffer | null> {
    // The original is read in the job's turn, so a copy waiting in line holds no file.
    const made = await imageWork.run(() => scale(key, width));
    if (made === null) return null;
    if (!made.scaled) return made.picture;
    const variant = made.picture;
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Renamed into place, so a concurrent reader never sees half a file.
    const partial = `${target}.${randomUUID()}.partial`;
    await fs.writeFile(partial, variant);
    await fs.rename(partial, target);
    // The original may have been deleted while this one was made; its removal missed this file.
    if (!(await exists(originalFile(mediaDir, key)))) {
      await fs.rm(target, { force: true });
      return null;
    }
    return variant;
  }

  return {
    async read(key, width) {
      const target = variantFile(mediaDir, key, width);
      if (!(await exists(originalFile(mediaDir, key)))) {
        await fs.rm(target, { force: true });
        return null;
      }
      const kept = await readIfPresent(target);
      if (kept !== null) return kept;

      let pending = making.get(target);
      if (!pending) {
        pending = make(key, width, target).finally(() => making.delete(target));
        making.set(target, pending);
      }
      return pending;
    },
  };
}
