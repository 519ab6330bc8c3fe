// Comments and replies (contract §11). A reply belongs to a comment; both count towards
// the post's total and both notify the post's owner under the same verb.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notifyPostOwner, type NotifiedPost } from './notifications.ts';
import { commentTotal } from './post-details.ts';

export interface CreatedComment {
  id: number;
  created_at: string;
  /** The post's comments plus replies, this one included. */
  totalComment: number;
}

export async function addComment(
  db: Kysely<Database>,
  post: NotifiedPost,
  userId: number,
  text: string,
  now: Date,
): Promise<CreatedComment> {
  return db.transaction().execute(async (trx) => {
    const comment = await trx
      .insertInto('comments')
      .values({ post_id: post.id, user_id: userId, text, created_at: now.toISOString() })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await notifyPostOwner(trx, post, userId, 'comment', now);
    return { ...comment, totalComment: await commentTotal(trx, post.id) };
  });
}

export async function addReply(
  db: Kysely<Database>,
  post: NotifiedPost,
  commentId: number,
  userId: number,
  text: string,
  now: Date,
): Promise<CreatedComment> {
  return db.transaction().execute(async (trx) => {
    const reply = await trx
      .insertInto('sub_comments')
      .values({ comment_id: commentId, user_id: userId, text, created_at: now.toISOString() })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    await notifyPostOwner(trx, post, userId, 'comment', now);
    return { ...reply, totalComment: await commentTotal(trx, post.id) };
  });
}

export interface AuthoredEntry {
  id: number;
  user_id: number;
  post_id: number;
}

export function findComment(db: Kysely<Database>, commentId: number): Promise<AuthoredEntry | undefined> {
  return db.selectFrom('comments').select(['id', 'user_id', 'post_id']).where('id', '=', commentId).executeTakeFirst();
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

/** The post's comments, newest first, and all their replies, oldest first (two queries). */
export async function commentsOf(db: Kysely<Database>, postId: number) {
  const [comments, replies] = await Promise.all([
    db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .select([
        'comments.id',
        'comments.text',
        'comments.created_at',
        'users.first_name',
        'users.username',
        'users.foto_profile',
      ])
      .where('comments.post_id', '=', postId)
      .orderBy('comments.id', 'desc')
      .execute(),
    db
      .selectFrom('sub_comments')
      .innerJoin('comments', 'comments.id', 'sub_comments.comment_id')
      .innerJoin('users', 'users.id', 'sub_comments.user_id')
      .select([
        'sub_comments.id',
        'sub_comments.comment_id',
        'sub_comments.text',
        'sub_comments.created_at',
        'users.first_name',
        'users.username',
        'users.foto_profile',
      ])
      .where('comments.post_id', '=', postId)
      .orderBy('sub_comments.id')
      .execute(),
  ]);
  return { comments, replies };
}

export type PostComments = Awaited<ReturnType<typeof commentsOf>>;
