// Which posts exist for whom (contract §1 "Visibility"): an album without photos exists for
// nobody; an archived post exists only for its owner, and only where the caller asks for it
// (archive endpoints, likes and comments lists).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';

type PostScope = ExpressionBuilder<Database, 'posts'>;
export type PostFilter = (eb: PostScope) => Expression<SqlBool>;

const hasContent: PostFilter = (eb) =>
  eb.or([
    eb('posts.kind', '=', 'thread'),
    eb.exists(
      eb
        .selectFrom('album_photos')
        .select('album_photos.id')
        .whereRef('album_photos.post_id', '=', 'posts.id')
        // An OFFSET keeps PostgreSQL from hashing all of album_photos for every query (it
        // planned that for the feed, 8.8 ms at 100k posts); it looks up the few rows it reads.
        .limit(sql.lit(1))
        .offset(sql.lit(0)),
    ),
  ]);

/** Shown in the feed, profile lists and counts; open to likes and comments. */
export const isActive: PostFilter = (eb) => eb.and([eb('posts.archived_at', 'is', null), hasContent(eb)]);

export const isArchived: PostFilter = (eb) => eb.and([eb('posts.archived_at', 'is not', null), hasContent(eb)]);

/** Active, or archived and owned by the viewer. */
export function isVisibleTo(viewerId: number): PostFilter {
  return (eb) =>
    eb.and([hasContent(eb), eb.or([eb('posts.archived_at', 'is', null), eb('posts.user_id', '=', viewerId)])]);
}
