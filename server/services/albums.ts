// Photo albums (contract §8): made from the uploader's temporary pictures, captioned,
// archived and restored, or deleted with their files.
import type { Kysely } from 'kysely';
import { retriedOnDeadlock } from '../db/deadlock-retry.ts';
import type { Database } from '../db/schema.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { ServiceDeps } from './deps.ts';
import { albumPhotos, type AlbumPhotoRow } from './post-details.ts';
import { isActive, isArchived, type PostFilter } from './post-visibility.ts';
import { deletePost, findPost, insertPost, type NewPost } from './posts.ts';
import { removeStoredFiles } from './stored-files.ts';
import { claimTempUploads, type TempUpload } from './temp-uploads.ts';

type MediaDeps = Pick<ServiceDeps, 'db' | 'media' | 'log'>;

export interface AlbumContent {
  /** Temporary upload ids, as the client sent them. */
  keys: string[];
  /** Show the photos in the order of `keys` rather than the order recorded for the uploads. */
  inGivenOrder: boolean;
  /** Descriptions aligned with `keys` (contract §19); a missing one is none. */
  alts: (string | null)[];
}

export interface CreatedAlbum {
  post: NewPost;
  photos: AlbumPhotoRow[];
}

/** No key is a live upload of the user, or the file of one of them is gone. */
export type AlbumRefusal = 'no-live-uploads' | 'files-missing';

export type AlbumCreation = { created: CreatedAlbum } | { refused: AlbumRefusal };

/** Recorded positions first, then the rest; ties and unrecorded ones in upload order. */
function recordedOrder(a: TempUpload, b: TempUpload): number {
  const rank = (upload: TempUpload) => upload.position ?? Number.MAX_SAFE_INTEGER;
  return rank(a) - rank(b) || a.id - b.id;
}

function displayOrder(uploads: TempUpload[], content: AlbumContent): TempUpload[] {
  const given = (upload: TempUpload) => content.keys.indexOf(upload.key);
  return uploads.toSorted(content.inGivenOrder ? (a, b) => given(a) - given(b) : recordedOrder);
}

/** The description sent with the upload's first mention in `keys`. */
function altOf(upload: TempUpload, content: AlbumContent): string | null {
  return content.alts[content.keys.indexOf(upload.key)] ?? null;
}

/** Thrown inside the transaction so the claim is undone; answered as 'files-missing'. */
class UploadFilesMissing extends Error {}

async function filesPresent(media: MediaStorage, uploads: TempUpload[]): Promise<boolean> {
  for (const upload of uploads) {
    if (!(await media.exists(upload.file))) return false;
  }
  return true;
}

/**
 * Creates the album from the user's live uploads among `content.keys`. The uploads' files
 * become the album's photos where they already are, so one transaction does the whole of
 * it: whenever the process stops, either the album exists with every photo, or the uploads
 * are still waiting as they were. Refused when none of the keys is a live upload, or when
 * the file of one of them is gone (the uploads stay as they were).
 */
export async function createAlbum(
  deps: MediaDeps,
  userId: number,
  caption: string,
  content: AlbumContent,
  now: Date,
): Promise<AlbumCreation> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const uploads = await claimTempUploads(trx, userId, [...new Set(content.keys)], now);
      if (uploads.length === 0) return { refused: 'no-live-uploads' } as const;
      if (!(await filesPresent(deps.media, uploads))) throw new UploadFilesMissing();
      const post = await insertPost(trx, userId, 'album', now);
      await trx.insertInto('albums').values({ post_id: post.id, caption }).execute();
      const photos: AlbumPhotoRow[] = [];
      for (const [position, upload] of displayOrder(uploads, content).entries()) {
        photos.push(
          await trx
            .insertInto('album_photos')
            .values({ post_id: post.id, position, path: upload.file, alt: altOf(upload, content) })
            .returning(['id', 'post_id', 'path', 'alt'])
            .executeTakeFirstOrThrow(),
        );
      }
      return { created: { post, photos } };
    });
  } catch (error) {
    if (error instanceof UploadFilesMissing) return { refused: 'files-missing' };
    throw error;
  }
}

function findAlbum(db: Kysely<Database>, filter: PostFilter) {
  return findPost(db, (eb) => eb.and([eb('posts.kind', '=', 'album'), filter(eb)]));
}

/** An album open for editing: active (an archived album exists only on the archive endpoints). */
export function findActiveAlbumBySlug(db: Kysely<Database>, slug: string) {
  return findAlbum(db, (eb) => eb.and([eb('posts.slug', '=', slug), isActive(eb)]));
}

export function findActiveAlbumByUuid(db: Kysely<Database>, uuid: string) {
  return findAlbum(db, (eb) => eb.and([eb('posts.uuid', '=', uuid), isActive(eb)]));
}

/** Active or archived. */
export function findAlbumByUuid(db: Kysely<Database>, uuid: string) {
  return findAlbum(db, (eb) => eb.and([eb('posts.uuid', '=', uuid), eb.or([isActive(eb), isArchived(eb)])]));
}

/** The album's photos in display order. */
export async function photosOf(db: Kysely<Database>, postId: number): Promise<AlbumPhotoRow[]> {
  return (await albumPhotos(db, [postId])).get(postId) ?? [];
}

export async function updateCaption(db: Kysely<Database>, postId: number, caption: string): Promise<void> {
  await db.updateTable('albums').set({ caption }).where('post_id', '=', postId).execute();
}

/** False when the album was archived already. */
export async function archiveAlbum(db: Kysely<Database>, postId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ archived_at: now.toISOString() })
    .where('id', '=', postId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when the album was not archived. */
export async function restoreAlbum(db: Kysely<Database>, postId: number): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set({ archived_at: null })
    .where('id', '=', postId)
    .where('archived_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the album with its photos, likes, comments and replies, then the photo files. */
export async function deleteAlbum(deps: MediaDeps, postId: number): Promise<void> {
  const paths = await retriedOnDeadlock(() => deps.db.transaction().execute(async (trx) => {
    const photos = await trx.selectFrom('album_photos').select('path').where('post_id', '=', postId).execute();
    await deletePost(trx, postId);
    return photos.map((photo) => photo.path);
  }));
  await removeStoredFiles(deps, paths);
}
