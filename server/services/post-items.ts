// Turns post rows into contract items with a fixed number of queries per list.
import type { Kysely } from 'kysely';
import type { PostItem } from '../../contract/wire.ts';
import type { Database } from '../db/schema.ts';
import { toPostItem, type PostItemShape } from '../presenters/post.ts';
import { albumPhotos, commentTotals, likeCounts, likerUsernames } from './post-details.ts';
import type { PostRow } from './posts.ts';

/** `mediaBase`: where the answer's media URLs start (server/http/media-base.ts). */
export async function loadPostItems(
  db: Kysely<Database>,
  mediaBase: string,
  rows: PostRow[],
  shape: PostItemShape,
): Promise<PostItem[]> {
  const postIds = rows.map((row) => row.id);
  const albumIds = rows.filter((row) => row.kind === 'album').map((row) => row.id);
  // Likers already give the count, so the count query runs only when they are not shown.
  const [photos, likers, counts, comments] = await Promise.all([
    albumPhotos(db, albumIds),
    shape.liker ? likerUsernames(db, postIds) : undefined,
    shape.liker ? undefined : likeCounts(db, postIds),
    commentTotals(db, postIds),
  ]);
  return rows.map((row) => {
    const postLikers = likers?.get(row.id) ?? [];
    return toPostItem(
      mediaBase,
      row,
      {
        photos: photos.get(row.id) ?? [],
        likers: postLikers,
        totalLike: counts ? (counts.get(row.id) ?? 0) : postLikers.length,
        totalComment: comments.get(row.id) ?? 0,
      },
      shape,
    );
  });
}

export async function loadPostItem(
  db: Kysely<Database>,
  mediaBase: string,
  row: PostRow,
  shape: PostItemShape,
): Promise<PostItem> {
  const [item] = await loadPostItems(db, mediaBase, [row], shape);
  return item;
}
