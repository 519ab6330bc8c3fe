// Comments and replies (contract §11). A reply belongs to a comment; both count towards
// the post's total and both notify the post's owner under the same verb. The comments page is
// kept-comments.ts.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { ensureStillShown, rolledBackWhenHidden } from './block-guard.ts';
import type { Viewer } from './member-visibility.ts';
import { notifyPostOwner, type NotifiedPost } from './notifications.ts';
import { commentTotal } from './post-details.ts';

export interface CreatedComment {
  id: number;
  created_at: string;
  /** The post's comments plus replies, this one included. */
  totalComment: number;
}

// Compiled once: comments and replies are frequent writes.
const insertComment = preparedQuery((db: Kysely<Database>, postId: number, userId: number, text: string, createdAt: string) =>
  db.insertInto('comments').values({ post_id: postId, user_id: userId, text, created_at: createdAt }).returning(['id', 'created_at']),
);

const insertReply = preparedQuery((db: Kysely<Database>, commentId: number, userId: number, text: string, createdAt: string) =>
  db
    .insertInto('sub_comments')
    .values({ comment_id: commentId, user_id: userId, text, created_at: createdAt })
    .returning(['id', 'created_at']),
);

/** 'hidden': a block between the two committed since the post was looked up (nothing is written). */
export async function addComment(
  db: Kysely<Database>,
  post: NotifiedPost,
  viewer: Viewer,
  text: string,
  now: Date,
): Promise<CreatedComment | 'hidden'> {
  return db
    .transaction()
    .execute(async (trx) => {
      const [comment] = await insertComment(trx, post.id, viewer.id, text, now.toISOString());
      await ensureStillShown(trx, post, viewer);
      await notifyPostOwner(trx, post, viewer.id, 'comment', now);
      return { ...comment, totalComment: await commentTotal(trx, post.id) };
    })
    .catch(rolledBackWhenHidden);
}

/** 'hidden': a block with the post's or the comment's author committed since they were looked up. */
export async function addReply(
  db: Kysely<Database>,
  post: NotifiedPost,
  comment: AuthoredEntry,
  viewer: Viewer,
  text: string,
  now: Date,
): Promise<CreatedComment | 'hidden'> {
  return db
    .transaction()
    .execute(async (trx) => {
      const [reply] = await insertReply(trx, comment.id, viewer.id, text, now.toISOString());
      await ensureStillShown(trx, post, viewer, comment.user_id);
      await notifyPostOwner(trx, post, viewer.id, 'comment', now);
      return { ...reply, totalComment: await commentTotal(trx, post.id) };
    })
    .catch(rolledBackWhenHidden);
}

export interface AuthoredEntry {
  id: number;
  user_id: number;
  post_id: number;
}

const commentById = preparedQuery((db: Kysely<Database>, commentId: number) =>
  db.selectFrom('comments').select(['id', 'user_id', 'post_id']).where('id', '=', commentId),
);

export async function findComment(db: Kysely<Database>, commentId: number): Promise<AuthoredEntry | undefined> {
  const [comment] = await commentById(db, commentId);
  return comment;
}

export function findReply(db: Kysely<Database>, replyId: number): Promise<AuthoredEntry | undefined> {
  return db
    .selectFrom('sub_comments')
    .innerJoin('comments', 'comments.id', 'sub_comments.comment_id')
    .select(['sub_comments.id', 'sub_comments.user_id', 'comments.post_id'])
    .where('sub_comments.id', '=', replyId)
    .executeTakeFirst();
}

/** Deletes a comment with its replies; answers the post's new total. */
export async function deleteComment(db: Kysely<Database>, comment: AuthoredEntry): Promise<number> {
  await db.deleteFrom('comments').where('id', '=', comment.id).execute();
  return commentTotal(db, comment.post_id);
}

/** Deletes a reply; answers the post's new total. */
export async function deleteReply(db: Kysely<Database>, reply: AuthoredEntry): Promise<number> {
  await db.deleteFrom('sub_comments').where('id', '=', reply.id).execute();
  return commentTotal(db, reply.post_id);
}
