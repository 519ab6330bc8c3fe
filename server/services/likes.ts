// Likes (contract §10): one per user and post, guaranteed by the unique index even when
// toggles race.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { ensureStillShown, rolledBackWhenHidden } from './block-guard.ts';
import { isMemberVisibleTo, type Viewer } from './member-visibility.ts';
import { notifyPostOwner, type NotifiedPost } from './notifications.ts';
import { likeCount } from './post-details.ts';

export interface ToggleResult {
  liked: boolean;
  totalLike: number;
}

// Compiled once: a like is among the most frequent writes.
const deleteLike = preparedQuery((db: Kysely<Database>, postId: number, userId: number) =>
  db.deleteFrom('likes').where('post_id', '=', postId).where('user_id', '=', userId).returning('id'),
);

const insertLike = preparedQuery((db: Kysely<Database>, postId: number, userId: number, createdAt: string) =>
  db
    .insertInto('likes')
    .values({ post_id: postId, user_id: userId, created_at: createdAt })
    // A concurrent toggle of the same user got there first: the post is liked either way.
    .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
    .returning('id'),
);

const likeOf = preparedQuery((db: Kysely<Database>, postId: number, userId: number) =>
  db.selectFrom('likes').select('id').where('post_id', '=', postId).where('user_id', '=', userId),
);

/**
 * Unlikes when the viewer likes the post, else likes it and tells the owner; 'hidden' when a
 * block between the two committed since the post was looked up (nothing changes then).
 */
export async function toggleLike(
  db: Kysely<Database>,
  post: NotifiedPost,
  viewer: Viewer,
  now: Date,
): Promise<ToggleResult | 'hidden'> {
  const userId = viewer.id;
  return db
    .transaction()
    .execute(async (trx) => {
      const unliked = await deleteLike(trx, post.id, userId);
      await ensureStillShown(trx, post, viewer);
      const liked = unliked.length === 0;
      if (liked) {
        const inserted = await insertLike(trx, post.id, userId, now.toISOString());
        if (inserted.length !== 0) await notifyPostOwner(trx, post, userId, 'like', now);
      }
      return { liked, totalLike: await likeCount(trx, post.id) };
    })
    .catch(rolledBackWhenHidden);
}

export async function hasLiked(db: Kysely<Database>, postId: number, userId: number): Promise<boolean> {
  return (await likeOf(db, postId, userId)).length !== 0;
}

/** Who liked the post that the viewer may see (contract §16), in the order they liked. */
export async function peopleWhoLiked(db: Kysely<Database>, postId: number, viewer: Viewer) {
  return db
    .selectFrom('likes')
    .innerJoin('users', 'users.id', 'likes.user_id')
    .select(['users.username', 'users.first_name', 'users.foto_profile'])
    .where('likes.post_id', '=', postId)
    .where(isMemberVisibleTo(viewer, 'likes.user_id'))
    .orderBy('likes.id')
    .execute();
}
