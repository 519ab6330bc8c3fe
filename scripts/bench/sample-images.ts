// Real JPEG files for the generated albums and avatars: a small pool rendered once with
// sharp, at the sizes the upload pipeline produces. Avatars share the pool's files; every album
// photo has a file of its own (a photo row owns its file), a hard link to one of the pool's.
import { linkSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const ALBUM_PHOTO_COUNT = 12;
export const AVATAR_COUNT = 6;

const poolPhotoKey = (index: number) => `album/sample-${index}.jpg`;
export const avatarKey = (index: number) => `avatar/sample-${index}.jpg`;
/** The file of the album photo with this id. */
export const albumPhotoKey = (photoId: number) => `album/generated-${photoId}.jpg`;

const fileOf = (mediaDir: string, key: string) => path.join(mediaDir, ...key.split('/'));

/** Gives the photo `key` its file: a link to pool picture `index`, no copy of its bytes. */
export function linkAlbumPhoto(mediaDir: string, key: string, index: number): void {
  linkSync(fileOf(mediaDir, poolPhotoKey(index)), fileOf(mediaDir, key));
}

/** A square picture: a two-colour gradient with a few discs, distinct per index. */
function pictureSvg(index: number, size: number): string {
  const hue = (index * 47) % 360;
  const discs = [0, 1, 2]
    .map((disc) => {
      const x = ((index + 1) * (disc + 2) * 97) % size;
      const y = ((index + 3) * (disc + 1) * 61) % size;
      return `<circle cx="${x}" cy="${y}" r="${size / (4 + disc)}" fill="hsl(${(hue + 120 * disc) % 360},70%,60%)" fill-opacity="0.6"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},60%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},60%,75%)"/>
</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${discs}</svg>`;
}

async function writePicture(mediaDir: string, key: string, index: number, size: number): Promise<void> {
  const file = fileOf(mediaDir, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(pictureSvg(index, size))).jpeg({ quality: 80 }).toFile(file);
}

/** Writes the pool under `mediaDir`: album photos 1080×1080, avatars 256×256. */
export async function writeSampleImages(mediaDir: string): Promise<void> {
  const writes: Promise<void>[] = [];
  for (let i = 0; i < ALBUM_PHOTO_COUNT; i += 1) writes.push(writePicture(mediaDir, poolPhotoKey(i), i, 1080));
  for (let i = 0; i < AVATAR_COUNT; i += 1) writes.push(writePicture(mediaDir, avatarKey(i), i + 100, 256));
  await Promise.all(writes);
}
