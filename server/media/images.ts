// Uploaded pictures are never stored as sent: the type is read from the content (not the
// name or the client's MIME type), the size is checked from the header before any pixel is
// decoded, and the stored file is a fresh square JPEG without metadata (no GPS, no EXIF).
import sharp, { type Metadata } from 'sharp';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** Larger pictures are refused before decoding: a small file can declare a huge canvas. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageRefusal = 'not-an-image' | 'too-many-pixels';

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
}

/** Quality of every JPEG the server writes: uploads and their narrower variants. */
export const JPEG_QUALITY = 85;

/**
 * Decodes the picture (first frame of an animation), applies its EXIF orientation, crops the
 * centre square, scales it and re-encodes it as JPEG without metadata. Throws ImageRejected
 * for anything that is not a readable JPEG, PNG, GIF or WebP, or that is too large.
 */
export async function toSquareJpeg(data: Buffer, { size, upscale }: SquareOptions): Promise<Buffer> {
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
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw new ImageRejected('too-many-pixels');

  const { width, height } = metadata.autoOrient;
  const side = upscale ? size : Math.min(size, width, height);
  try {
    return await sharp(data, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(side, side, { fit: 'cover', position: 'centre' })
      // Transparent areas become white rather than JPEG's black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    // Broken pixel data behind a valid header.
    throw new ImageRejected('not-an-image');
  }
}
