// Album files no row refers to. A process that dies between writing an upload's file and
// inserting its row, or between deleting rows and then their files (purge, discarded upload,
// deleted album or photo), leaves such files behind; so did versions that moved files while
// creating an album, when the album was rolled back after the move.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HOUR_MS } from '../lib/time.ts';
import type { ServiceDeps } from './deps.ts';
import { removeStoredFiles } from './stored-files.ts';
import { ALBUM_PHOTO_FOLDER, EARLIER_UPLOAD_FOLDER } from './temp-uploads.ts';

/**
 * A younger file may be an upload whose row its process (this one or another sharing the media
 * folder) is about to insert. An older one without a row never gets one: rows only ever take
 * over a file from another row (an album taking an upload) or are inserted right after it.
 */
export const ORPHAN_MIN_AGE_MS = HOUR_MS;

/** Keys looked up per query, well within both databases' limits on parameters. */
const LOOKUP_BATCH = 500;

/** The keys among `keys` that an album photo or a waiting upload refers to. */
async function referencedKeys(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  // One statement reads one snapshot: an album created meanwhile, whose photo rows take over the
  // files of upload rows, is seen either before or after, never with neither row.
  const rows = await db
    .selectFrom('album_photos')
    .select('path as file')
    .where('path', 'in', keys)
    .unionAll(
      db
        .selectFrom('temp_uploads')
        .select((eb) => eb.fn.coalesce('path', 'key').as('file'))
        .where((eb) => eb.or([eb('path', 'in', keys), eb('key', 'in', keys)])),
    )
    .execute();
  return new Set(rows.map((row) => row.file));
}

/**
 * Removes album files that no row refers to and that are older than ORPHAN_MIN_AGE_MS; answers how
 * many. The rows are looked up first, so only the files without one have their time read.
 */
export async function removeOrphanedAlbumFiles(deps: Pick<ServiceDeps, 'db' | 'media' | 'log'>): Promise<number> {
  // File times come from the disk's clock, so ages are measured on the real clock, not config.now.
  const writtenBefore = new Date(Date.now() - ORPHAN_MIN_AGE_MS);
  let removed = 0;
  for (const folder of [ALBUM_PHOTO_FOLDER, EARLIER_UPLOAD_FOLDER]) {
    await deps.media.removeUnfinishedWrites(folder, writtenBefore);
    const files = await deps.media.list(folder);
    for (let start = 0; start < files.length; start += LOOKUP_BATCH) {
      const batch = files.slice(start, start + LOOKUP_BATCH);
      const referenced = await referencedKeys(deps.db, batch.map((file) => file.key));
      const orphans: string[] = [];
      for (const file of batch) {
        if (referenced.has(file.key)) continue;
        // Old enough before the rows were read: no row will come for it (see ORPHAN_MIN_AGE_MS).
        const writtenAt = await file.writtenAt();
        if (writtenAt !== null && writtenAt < writtenBefore) orphans.push(file.key);
      }
      await removeStoredFiles(deps, orphans);
      removed += orphans.length;
    }
  }
  return removed;
}
