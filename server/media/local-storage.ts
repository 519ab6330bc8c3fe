// Media files under config.mediaDir on this machine's disk, served at /media by the static-files
// plugin. Narrower copies are kept at <mediaDir>/.variants/w<width>/<key>.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_VARIANT_WIDTHS } from '../../contract/media-variants.ts';
import type { Config } from '../config.ts';
import { checkedFolder, checkedKey, isMediaKey, variantPath, type MediaStorage } from './storage.ts';

/** Suffix of a file being written; renamed to its key once complete. */
const UNFINISHED_SUFFIX = '.partial';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The names in a directory; none when it does not exist. */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** When the file was last written; null when it is gone (or is not a file). */
async function writtenAtOf(file: string): Promise<Date | null> {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats.mtime : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Written beside the target and renamed, so /media never serves half a file. */
async function writeWhole(file: string, data: Buffer, partial: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(partial, data);
  await fs.rename(partial, file);
}

export function createLocalMediaStorage(config: Pick<Config, 'mediaDir'>): MediaStorage {
  const fileAt = (relative: string) => path.join(config.mediaDir, ...relative.split('/'));
  const fileOf = (key: string) => fileAt(checkedKey(key));
  const folderOf = (folder: string) => path.join(config.mediaDir, checkedFolder(folder));
  return {
    async put(key, data) {
      const file = fileOf(key);
      await writeWhole(file, data, `${file}${UNFINISHED_SUFFIX}`);
    },
    read: (key) => readIfPresent(fileOf(key)),
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
      await Promise.all(MEDIA_VARIANT_WIDTHS.map((width) => fs.rm(fileAt(variantPath(key, width)), { force: true })));
    },
    async exists(key) {
      try {
        await fs.access(fileOf(key));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    // Names only: a file's time is read when asked for, so a sweep of a million pictures reads
    // the times of the few it may remove, not of all.
    async list(folder) {
      const names = await namesIn(folderOf(folder));
      return names
        .map((name) => `${folder}/${name}`)
        .filter(isMediaKey)
        .map((key) => ({ key, writtenAt: () => writtenAtOf(fileOf(key)) }));
    },
    async removeUnfinishedWrites(folder, before) {
      const dir = folderOf(folder);
      for (const name of await namesIn(dir)) {
        if (!name.endsWith(UNFINISHED_SUFFIX)) continue;
        const file = path.join(dir, name);
        const writtenAt = await writtenAtOf(file);
        if (writtenAt !== null && writtenAt < before) await fs.rm(file, { force: true });
      }
    },
    readVariant: (key, width) => readIfPresent(fileAt(variantPath(key, width))),
    async putVariant(key, width, data) {
      const file = fileAt(variantPath(key, width));
      // Several processes may make the same copy at once: each writes its own partial file.
      await writeWhole(file, data, `${file}.${randomUUID()}${UNFINISHED_SUFFIX}`);
    },
    async removeVariant(key, width) {
      await fs.rm(fileAt(variantPath(key, width)), { force: true });
    },
    async check() {
      await fs.access(config.mediaDir);
    },
  };
}
