// Text posts (contract §9). A thread may be edited during its first hour only.
import type { Kysely } from 'kysely';
import { retriedOnDeadlock } from '../db/deadlock-retry.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { threadEditableUntil } from '../../contract/thread-edit.ts';
import { deletePost, insertPost, type NewPost } from './posts.ts';

const insertThreadText = preparedQuery((db: Kysely<Database>, postId: number, text: string) =>
  db.insertInto('threads').values({ post_id: postId, text }),
);

export async function createThread(db: Kysely<Database>, userId: number, text: string, now: Date): Promise<NewPost> {
  return db.transaction().execute(async (trx) => {
    const post = await insertPost(trx, userId, 'thread', now);
    await insertThreadText(trx, post.id, text);
    return post;
  });
}

/** True up to and including one hour after creation. */
export function isEditable(createdAt: string, now: Date): boolean {
  return now.getTime() <= threadEditableUntil(createdAt);
}

/** Deletes the thread with its likes, comments and replies, and the notifications naming it. */
export function deleteThread(db: Kysely<Database>, postId: number): Promise<void> {
  return retriedOnDeadlock(() => deletePost(db, postId));
}

export async function updateThreadText(db: Kysely<Database>, postId: number, text: string): Promise<void> {
  await db.updateTable('threads').set({ text }).where('post_id', '=', postId).execute();
}
