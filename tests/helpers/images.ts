// Pictures made with sharp for upload tests, and the form that carries one.
import zlib from 'node:zlib';
import sharp from 'sharp';

type Format = 'jpeg' | 'png' | 'gif' | 'webp';

/** A plain picture of one colour. */
export function solidImage(format: Format, width: number, height: number, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/**
 * An animated GIF of one frame per colour, `delays` ms each (default 100), every frame
 * width × height: its colour in the centre square, black around it, so a frame cropped to the
 * centre square is its colour alone.
 */
export async function animatedGif(width: number, height: number, colours: string[], delays?: number[]): Promise<Buffer> {
  const side = Math.min(width, height);
  const frames = await Promise.all(
    colours.map(async (colour) => {
      const square = await sharp({ create: { width: side, height: side, channels: 3, background: colour } })
        .png()
        .toBuffer();
      return sharp({ create: { width, height, channels: 3, background: '#000000' } })
        .composite([{ input: square, left: (width - side) / 2, top: (height - side) / 2 }])
        .png({ compressionLevel: 1 })
        .toBuffer();
    }),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: delays ?? colours.map(() => 100), loop: 0, effort: 1, dither: 0 })
    .toBuffer();
}

/**
 * A 300×200 JPEG, left half red and right half blue, carrying EXIF orientation 6 ("rotate 90°
 * clockwise to display"): shown upright it is 200×300, red on top and blue below.
 */
export async function rotatedJpeg(): Promise<Buffer> {
  const redHalf = await sharp({ create: { width: 150, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: redHalf, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A tiny PNG whose header claims width × height pixels (a decompression bomb's calling card). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage('png', 1, 1));
  // IHDR: length (8..11), type (12..15), width (16..19), height (20..23), …, CRC (29..32).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The [r, g, b] of a pixel. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset], data[offset + 1], data[offset + 2]];
}

/** A form holding one file, for server.request(..., { form }). */
export function fileForm(field: string, file: Buffer, filename: string, contentType = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)], { type: contentType }), filename);
  return form;
}
