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

/** The files in a directory with when each was last written; one that vanishes meanwhile is left out. */
async function filesIn(dir: string): Promise<{ name: string; writtenAt: Date }[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const files: { name: string; writtenAt: Date }[] = [];
  for (const name of names) {
    try {
      const stats = await fs.stat(path.join(dir, name));
      if (stats.isFile()) files.push({ name, writtenAt: stats.mtime });
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  return files;
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
    async list(folder) {
      const files = await filesIn(folderOf(folder));
      return files
        .map(({ name, writtenAt }) => ({ key: `${folder}/${name}`, writtenAt }))
        .filter((file) => isMediaKey(file.key));
    },
    async removeUnfinishedWrites(folder, before) {
      for (const { name, writtenAt } of await filesIn(folderOf(folder))) {
        if (name.endsWith(UNFINISHED_SUFFIX) && writtenAt < before) {
          await fs.rm(path.join(folderOf(folder), name), { force: true });
        }
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
