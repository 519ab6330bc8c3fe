// The lists of contract §7: the feed (keyset pages of 10 by post id) and a user's albums,
// archived albums and threads.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import type { Viewer } from './member-visibility.ts';
import { isActive, isArchived, isInFeedOf } from './post-visibility.ts';
import { selectPostRows, type PostRow } from './posts.ts';

const FEED_PAGE_SIZE = 10;

export interface FeedEntry {
  id: number;
  uuid: string;
  /** The post's version (migration 0008), as text on both databases. */
  version: string;
}

const feedPage = (db: Kysely<Database>, viewer: Viewer) =>
  db
    .selectFrom('posts')
    .select(['posts.id', 'posts.uuid', 'posts.version'])
    .where(isInFeedOf(viewer))
    .orderBy('posts.id', 'desc')
    .limit(FEED_PAGE_SIZE);

// Compiled once: building this query (its visibility tests) costs more than running it.
const firstFeedPage = preparedQuery((db: Kysely<Database>, viewerId: number, at: string) => feedPage(db, { id: viewerId, at }));
const feedPageBelow = preparedQuery((db: Kysely<Database>, viewerId: number, at: string, beforeId: number) =>
  feedPage(db, { id: viewerId, at }).where('posts.id', '<', beforeId),
);

/**
 * Which posts a feed page shows the viewer: the newest active ones by members they see and have
 * not muted, with ids below `beforeId` when given.
 */
export async function feedPageEntries(db: Kysely<Database>, viewer: Viewer, beforeId?: number): Promise<FeedEntry[]> {
  const rows =
    beforeId === undefined ? await firstFeedPage(db, viewer.id, viewer.at) : await feedPageBelow(db, viewer.id, viewer.at, beforeId);
  return rows.map((row) => ({ id: row.id, uuid: row.uuid, version: String(row.version) }));
}

/** The rows of the given posts, in no particular order. */
export function postRowsByIds(db: Kysely<Database>, postIds: number[]): Promise<PostRow[]> {
  return selectPostRows(db).where('posts.id', 'in', postIds).execute();
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
