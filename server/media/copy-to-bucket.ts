// Copies the pictures under DATA_DIR/media into the bucket (contract §17), so a community moves to
// MEDIA_STORAGE=s3 without losing a photo. A key already in the bucket is skipped: keys are never
// reused for other bytes, so a second run copies nothing and a run cut short resumes where it
// stopped. Narrower copies (.variants) and partial files are left behind: the server makes the
// former again on request, and the latter were never pictures.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey, type MediaStorage } from './storage.ts';

export interface CopyProgress {
  /** Pictures found under the media folder. */
  total: number;
  copied: number;
  /** Already in the bucket, so not copied again. */
  present: number;
}

/** Every stored picture's key under `mediaDir`, sorted; the variants folder and partial files left out. */
async function keysUnder(mediaDir: string): Promise<string[]> {
  const entries = await fs.readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isMediaKey)
    .sort();
}

/** Copies every picture missing from `bucket`; `report` hears the count after each file. */
export async function copyMediaToBucket(
  mediaDir: string,
  bucket: MediaStorage,
  report: (progress: CopyProgress) => void,
): Promise<CopyProgress> {
  const keys = await keysUnder(mediaDir);
  const progress: CopyProgress = { total: keys.length, copied: 0, present: 0 };
  for (const key of keys) {
    if (await bucket.exists(key)) {
      progress.present += 1;
    } else {
      await bucket.put(key, await fs.readFile(path.join(mediaDir, ...key.split('/'))));
      progress.copied += 1;
    }
    report(progress);
  }
  return progress;
}
