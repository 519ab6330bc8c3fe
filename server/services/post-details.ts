// What a list of posts shows besides its rows: photos, likes and comment totals. Each
// loader runs one set-based query for the whole list, so a page costs the same number of
// queries however many posts it holds.
import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';

export interface AlbumPhotoRow {
  id: number;
  post_id: number;
  path: string;
  alt: string | null;
}

function groupByPost<T extends { post_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.post_id);
    if (group) group.push(row);
    else groups.set(row.post_id, [row]);
  }
  return groups;
}

function countsByPost(rows: { post_id: number; total: number | string | bigint }[]): Map<number, number> {
  return new Map(rows.map((row) => [row.post_id, Number(row.total)]));
}

/** Photos of each album, in display order (cover first). */
export async function albumPhotos(db: Kysely<Database>, postIds: number[]): Promise<Map<number, AlbumPhotoRow[]>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('album_photos')
    .select(['id', 'post_id', 'path', 'alt'])
    .where('post_id', 'in', postIds)
    .orderBy('post_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return groupByPost(rows);
}

export async function likeCounts(db: Kysely<Database>, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('likes')
    .select((eb) => ['post_id', eb.fn.countAll<number>().as('total')])
    .where('post_id', 'in', postIds)
    .groupBy('post_id')
    .execute();
  return countsByPost(rows);
}

/** Usernames of the likers of each post, in the order they liked. */
export async function likerUsernames(db: Kysely<Database>, postIds: number[]): Promise<Map<number, string[]>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('likes')
    .innerJoin('users', 'users.id', 'likes.user_id')
    .select(['likes.post_id', 'users.username'])
    .where('likes.post_id', 'in', postIds)
    .orderBy('likes.id')
    .execute();
  return new Map([...groupByPost(rows)].map(([postId, likes]) => [postId, likes.map((like) => like.username)]));
}

/** Comments plus replies, over comments left-joined with their replies. */
const COMMENTS_AND_REPLIES = sql<number | string>`count(distinct comments.id) + count(sub_comments.id)`;

/** Comments plus replies of each post. */
export async function commentTotals(db: Kysely<Database>, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('comments')
    .leftJoin('sub_comments', 'sub_comments.comment_id', 'comments.id')
    .select(['comments.post_id', COMMENTS_AND_REPLIES.as('total')])
    .where('comments.post_id', 'in', postIds)
    .groupBy('comments.post_id')
    .execute();
  return countsByPost(rows);
}

// One post's counts, compiled once: every like and comment answers with its post's new total.
const likesOfPost = preparedQuery((db: Kysely<Database>, postId: number) =>
  db
    .selectFrom('likes')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('post_id', '=', postId),
);

const commentsOfPost = preparedQuery((db: Kysely<Database>, postId: number) =>
  db
    .selectFrom('comments')
    .leftJoin('sub_comments', 'sub_comments.comment_id', 'comments.id')
    .select(COMMENTS_AND_REPLIES.as('total'))
    .where('comments.post_id', '=', postId),
);

export async function likeCount(db: Kysely<Database>, postId: number): Promise<number> {
  const [row] = await likesOfPost(db, postId);
  return Number(row.total);
}

export async function commentTotal(db: Kysely<Database>, postId: number): Promise<number> {
  const [row] = await commentsOfPost(db, postId);
  return Number(row.total);
}
