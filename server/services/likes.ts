// Likes (contract §10): one per user and post, guaranteed by the unique index even when
// toggles race.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ensureStillShown, rolledBackWhenHidden } from './block-guard.ts';
import { isMemberVisibleTo, type Viewer } from './member-visibility.ts';
import { notifyPostOwner, type NotifiedPost } from './notifications.ts';
import { likeCount } from './post-details.ts';

export interface ToggleResult {
  liked: boolean;
  totalLike: number;
}

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
      const unliked = await trx
        .deleteFrom('likes')
        .where('post_id', '=', post.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      await ensureStillShown(trx, post, viewer);
      const liked = unliked.numDeletedRows === 0n;
      if (liked) {
        const inserted = await trx
          .insertInto('likes')
          .values({ post_id: post.id, user_id: userId, created_at: now.toISOString() })
          // A concurrent toggle of the same user got there first: the post is liked either way.
          .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (inserted.numInsertedOrUpdatedRows !== 0n) await notifyPostOwner(trx, post, userId, 'like', now);
      }
      return { liked, totalLike: await likeCount(trx, post.id) };
    })
    .catch(rolledBackWhenHidden);
}

export async function hasLiked(db: Kysely<Database>, postId: number, userId: number): Promise<boolean> {
  const like = await db
    .selectFrom('likes')
    .select('id')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return like !== undefined;
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
