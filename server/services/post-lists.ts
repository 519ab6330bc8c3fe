// The lists of contract §7: the feed (keyset pages of 10 by post id) and a user's albums,
// archived albums and threads.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isActive, isArchived } from './post-visibility.ts';
import { selectPostRows, type PostRow } from './posts.ts';

const FEED_PAGE_SIZE = 10;

/** The newest active posts of everyone, with ids below `beforeId` when given. */
export function feedPage(db: Kysely<Database>, beforeId?: number): Promise<PostRow[]> {
  let query = selectPostRows(db).where(isActive);
  if (beforeId !== undefined) query = query.where('posts.id', '<', beforeId);
  return query.orderBy('posts.id', 'desc').limit(FEED_PAGE_SIZE).execute();
}

export function userAlbums(db: Kysely<Database>, userId: number): Promise<PostRow[]> {
  return selectPostRows(db)
    .where('posts.user_id', '=', userId)
    .where('posts.kind', '=', 'album')
    .where(isActive)
    .orderBy('posts.id', 'desc')
    .execute();
}

/** Most recently archived first. */
export function archivedAlbums(db: Kysely<Database>, userId: number): Promise<PostRow[]> {
  return selectPostRows(db)
    .where('posts.user_id', '=', userId)
    .where('posts.kind', '=', 'album')
    .where(isArchived)
    .orderBy('posts.archived_at', 'desc')
    .orderBy('posts.id', 'desc')
    .execute();
}

export function userThreads(db: Kysely<Database>, userId: number): Promise<PostRow[]> {
  return selectPostRows(db)
    .where('posts.user_id', '=', userId)
    .where('posts.kind', '=', 'thread')
    .where(isActive)
    .orderBy('posts.id', 'desc')
    .execute();
}
