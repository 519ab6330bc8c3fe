// Album pictures uploaded ahead of their album (contract §8). Each waits under a random key,
// usable only by its uploader, until an album takes it or it is 24 hours old. The picture is
// stored from the start where the album photo will be, so taking it moves no file.
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SquarePicture } from '../media/images.ts';
import { randomAlphanumeric } from '../lib/secrets.ts';
import { DAY_MS } from '../lib/time.ts';
import type { ServiceDeps } from './deps.ts';
import { removeStoredFiles } from './stored-files.ts';

const LIFETIME_MS = DAY_MS;

/** Where album pictures are stored, from their upload on. */
export const ALBUM_PHOTO_FOLDER = 'album';
/** Where uploads stored before migration 0011 keep their pictures (under their key). */
export const EARLIER_UPLOAD_FOLDER = 'temp';

type MediaDeps = Pick<ServiceDeps, 'db' | 'config' | 'media' | 'log'>;

export interface TempUpload {
  /** Upload order. */
  id: number;
  key: string;
  /** Media key of the picture. */
  file: string;
  position: number | null;
}

/** Uploads created after this instant are still usable. */
function liveSince(now: Date): string {
  return new Date(now.getTime() - LIFETIME_MS).toISOString();
}

/** Where an upload's picture is: its path, or its key for uploads stored before paths existed. */
function fileOf(eb: ExpressionBuilder<Database, 'temp_uploads'>) {
  return eb.fn.coalesce('path', 'key').as('file');
}

/**
 * Stores the (already processed) picture for `userId`; answers its key, the id the client gets
 * (opaque: always `temp/….jpg`, whatever the picture's own extension).
 * The file is written before its row, so a process dying in between leaves an unreferenced
 * file for the orphan sweep, never a row without its file.
 */
export async function storeTempUpload(deps: MediaDeps, userId: number, picture: SquarePicture): Promise<string> {
  const key = `temp/${randomAlphanumeric(24)}.jpg`;
  const path = `${ALBUM_PHOTO_FOLDER}/${randomAlphanumeric(24)}.${picture.extension}`;
  await deps.media.put(path, picture.data);
  try {
    await deps.db
      .insertInto('temp_uploads')
      .values({ user_id: userId, key, path, position: null, created_at: deps.config.now().toISOString() })
      .execute();
  } catch (error) {
    await deps.media.delete(path);
    throw error;
  }
  return key;
}

/**
 * Records each key's index in `keys` as its display order. Keys that are not live uploads
 * of the user are ignored; a key listed twice keeps its first index.
 */
export async function recordTempOrder(db: Kysely<Database>, userId: number, keys: string[], now: Date): Promise<void> {
  const live = await db
    .selectFrom('temp_uploads')
    .select('key')
    .where('user_id', '=', userId)
    .where('created_at', '>', liveSince(now))
    .execute();
  const unordered = new Set(live.map((upload) => upload.key));
  await db.transaction().execute(async (trx) => {
    for (const [position, key] of keys.entries()) {
      if (!unordered.delete(key)) continue;
      await trx.updateTable('temp_uploads').set({ position }).where('key', '=', key).execute();
    }
  });
}

/** Removes the user's upload under `key`, if there is one. */
export async function discardTempUpload(deps: MediaDeps, userId: number, key: string): Promise<void> {
  const removed = await deps.db
    .deleteFrom('temp_uploads')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .returning((eb) => [fileOf(eb)])
    .executeTakeFirst();
  if (removed) await deps.media.delete(removed.file);
}

/**
 * Takes the user's live uploads among `keys` out of the waiting list; their files stay where
 * they are, for the caller's rows to refer to. Run it in the caller's transaction: of two
 * concurrent claims of the same upload, only one gets it.
 */
export function claimTempUploads(trx: Kysely<Database>, userId: number, keys: string[], now: Date): Promise<TempUpload[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return trx
    .deleteFrom('temp_uploads')
    .where('user_id', '=', userId)
    .where('key', 'in', keys)
    .where('created_at', '>', liveSince(now))
    .returning((eb) => ['id', 'key', 'position', fileOf(eb)])
    .execute();
}

/** Deletes uploads older than 24 hours and their files; answers how many. */
export async function purgeExpiredTempUploads(deps: MediaDeps): Promise<number> {
  const expired = await deps.db
    .deleteFrom('temp_uploads')
    .where('created_at', '<=', liveSince(deps.config.now()))
    .returning((eb) => [fileOf(eb)])
    .execute();
  await removeStoredFiles(deps, expired.map((upload) => upload.file));
  return expired.length;
}
