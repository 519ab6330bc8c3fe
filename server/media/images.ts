// Uploaded pictures are never stored as sent: the type is read from the content (not the
// name or the client's MIME type), the size is checked from the header before any pixel is
// decoded (contract/limits.ts), and the stored file is a fresh square without metadata (no GPS,
// no EXIF): a JPEG, or an animated WebP where an animation is kept.
import sharp, { type Metadata } from 'sharp';
import { ANIMATION_MAX_FRAMES, PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from '../../contract/limits.ts';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

export type ImageRefusal = 'not-an-image' | 'too-many-pixels' | 'side-too-long';

export class ImageRejected extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image rejected: ${reason}`);
    this.name = 'ImageRejected';
  }
}

function startsWith(data: Buffer, bytes: number[] | string, offset = 0): boolean {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.subarray(offset, offset + expected.length).equals(expected);
}

/** The picture type announced by the file's first bytes; null for anything else (SVG included). */
export function detectImageType(data: Buffer): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return 'gif';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return 'webp';
  return null;
}

export interface SquareOptions {
  /** Side of the result in pixels. */
  size: number;
  /** Smaller pictures are enlarged to `size` when true, else kept at their own (square) size. */
  upscale: boolean;
  /**
   * Animated pictures stay animated, every frame cropped and scaled alike, when true; otherwise,
   * and for an animation of more than ANIMATION_MAX_FRAMES frames or whose frames together pass
   * PICTURE_MAX_PIXELS, the first frame is kept.
   */
  keepAnimation?: boolean;
}

/** A processed picture and the extension of the key it is stored under. */
export interface SquarePicture {
  data: Buffer;
  /** 'jpg' for a still picture, 'webp' for an animation. */
  extension: 'jpg' | 'webp';
}

/** Quality of every JPEG the server writes: uploads and their narrower variants. */
export const JPEG_QUALITY = 85;

/**
 * Encoding of every animated WebP the server writes. Effort 2 of 6: on a 30-frame GIF the
 * default effort saved under 1% of the bytes for three times the time, in the request.
 */
export const ANIMATED_WEBP = { quality: JPEG_QUALITY, effort: 2 } as const;

/**
 * Decodes the picture, applies its EXIF orientation, crops the centre square, scales it and
 * re-encodes it without metadata: as JPEG, or as animated WebP for an animation that is kept
 * (see SquareOptions.keepAnimation). Throws ImageRejected for anything that is not a readable
 * JPEG, PNG, GIF or WebP, or that is too large.
 */
export async function toSquarePicture(
  data: Buffer,
  { size, upscale, keepAnimation = false }: SquareOptions,
): Promise<SquarePicture> {
  const type = detectImageType(data);
  if (!type) throw new ImageRejected('not-an-image');

  let metadata: Metadata;
  try {
    // Header only; sharp's own pixel limit would hide why the picture was refused.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('not-an-image');
  }
  if (metadata.format !== type) throw new ImageRejected('not-an-image');
  const framePixels = metadata.width * metadata.height;
  if (framePixels > PICTURE_MAX_PIXELS) throw new ImageRejected('too-many-pixels');
  // Decoding costs per row and per column too: 1×40,000,000 px took seconds where 6324×6324 took
  // a tenth of one.
  if (Math.max(metadata.width, metadata.height) > PICTURE_MAX_SIDE) throw new ImageRejected('side-too-long');
  const frames = metadata.pages ?? 1;
  const animated = keepAnimation && frames > 1 && frames <= ANIMATION_MAX_FRAMES && framePixels * frames <= PICTURE_MAX_PIXELS;

  const { width, height } = metadata.autoOrient;
  const side = upscale ? size : Math.min(size, width, height);
  try {
    // With `animated`, sharp reads every frame and crops and scales each one.
    const square = sharp(data, { animated, autoOrient: true, failOn: 'error', limitInputPixels: PICTURE_MAX_PIXELS })
      .resize(side, side, { fit: 'cover', position: 'centre' })
      // Transparent areas become white: JPEG would show them black, and animations match stills.
      .flatten({ background: '#ffffff' });
    if (animated) return { data: await square.webp(ANIMATED_WEBP).toBuffer(), extension: 'webp' };
    return { data: await square.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer(), extension: 'jpg' };
  } catch {
    // Broken pixel data behind a valid header.
    throw new ImageRejected('not-an-image');
  }
}
