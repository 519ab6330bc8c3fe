// Which posts exist for whom (contract §1 "Visibility"): an album without photos exists for
// nobody; an archived post exists only for its owner, and only where the caller asks for it
// (archive endpoints, likes and comments lists). Who may see whose posts at all (blocks,
// suspensions, mutes) is member-visibility.ts's rule, applied here to the post's author.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isMemberHeardBy, isMemberVisibleTo, type Viewer } from './member-visibility.ts';

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

/** Active, or archived and owned by the viewer; by an author the viewer sees. */
export function isVisibleTo(viewer: Viewer): PostFilter {
  return (eb) =>
    eb.and([
      hasContent(eb),
      eb.or([eb('posts.archived_at', 'is', null), eb('posts.user_id', '=', viewer.id)]),
      isMemberVisibleTo(viewer, 'posts.user_id'),
    ]);
}

/** Active and by an author the viewer sees: profile lists, a single post, likes and comments. */
export function isShownTo(viewer: Viewer): PostFilter {
  return (eb) => eb.and([isActive(eb), isMemberVisibleTo(viewer, 'posts.user_id')]);
}

/** Shown to the viewer, and not by a member the viewer muted: the feed. */
export function isInFeedOf(viewer: Viewer): PostFilter {
  return (eb) => eb.and([isActive(eb), isMemberHeardBy(viewer, 'posts.user_id')]);
}
