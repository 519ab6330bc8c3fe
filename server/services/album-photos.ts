// One photo of an album: its description (contract §19), or deleting it (contract §8). An album
// keeps at least one photo, and its positions stay 0..n-1 so the first one is always the cover.
import type { Kysely } from 'kysely';
import { retriedOnDeadlock } from '../db/deadlock-retry.ts';
import type { Database } from '../db/schema.ts';
import type { AlbumPhotoRow } from './post-details.ts';
import type { ServiceDeps } from './deps.ts';
import { isActive } from './post-visibility.ts';
import { removeStoredFiles } from './stored-files.ts';

export interface OwnedPhoto {
  id: number;
  post_id: number;
  /** The album owner. */
  user_id: number;
}

/** A photo of an active album (photos of archived albums are out of reach, like the album). */
export function findAlbumPhoto(db: Kysely<Database>, photoId: number): Promise<OwnedPhoto | undefined> {
  return db
    .selectFrom('album_photos')
    .innerJoin('posts', 'posts.id', 'album_photos.post_id')
    .select(['album_photos.id', 'album_photos.post_id', 'posts.user_id'])
    .where('album_photos.id', '=', photoId)
    .where(isActive)
    .executeTakeFirst();
}

export type PhotoDeletion = 'deleted' | 'last-photo' | 'gone';

/**
 * Deletes the photo unless it is the album's last, renumbers the rest, then removes the file.
 * The album's post row is locked first, so two deletions of its last two photos cannot both
 * succeed.
 */
export async function deleteAlbumPhoto(
  deps: Pick<ServiceDeps, 'db' | 'media' | 'log'>,
  photo: OwnedPhoto,
): Promise<PhotoDeletion> {
  const outcome = await retriedOnDeadlock(() => deps.db.transaction().execute(async (trx) => {
    // A no-op update that takes the album's row lock.
    await trx
      .updateTable('posts')
      .set((eb) => ({ archived_at: eb.ref('archived_at') }))
      .where('id', '=', photo.post_id)
      .execute();
    const photos = await trx
      .selectFrom('album_photos')
      .select(['id', 'path'])
      .where('post_id', '=', photo.post_id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const target = photos.find((candidate) => candidate.id === photo.id);
    if (!target) return { result: 'gone' as const };
    if (photos.length === 1) return { result: 'last-photo' as const };
    await trx.deleteFrom('album_photos').where('id', '=', photo.id).execute();
    const remaining = photos.filter((candidate) => candidate !== target);
    for (const [position, { id }] of remaining.entries()) {
      await trx.updateTable('album_photos').set({ position }).where('id', '=', id).execute();
    }
    return { result: 'deleted' as const, path: target.path };
  }));
  if (outcome.result === 'deleted') await removeStoredFiles(deps, [outcome.path]);
  return outcome.result;
}

/** Sets or clears (null) the photo's description; undefined when the photo is gone meanwhile. */
export function describeAlbumPhoto(db: Kysely<Database>, photoId: number, alt: string | null): Promise<AlbumPhotoRow | undefined> {
  return retriedOnDeadlock(() =>
    db
      .updateTable('album_photos')
      .set({ alt })
      .where('id', '=', photoId)
      .returning(['id', 'post_id', 'path', 'alt'])
      .executeTakeFirst(),
  );
}
