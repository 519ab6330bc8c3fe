// What every demo post has: a time of creation and reactions of the demo users (likes,
// comments, replies). Reactions go through the same services as the API, so the
// notifications follow the real rules.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addMs, MINUTE_MS } from '../lib/time.ts';
import { addComment, addReply } from '../services/comments.ts';
import { toggleLike } from '../services/likes.ts';
import { viewerOf } from '../services/member-visibility.ts';
import type { NotifiedPost } from '../services/notifications.ts';

export interface DemoComment {
  by: string;
  text: string;
  replies?: { by: string; text: string }[];
}

export interface DemoReactions {
  likedBy: string[];
  comments: DemoComment[];
}

/** The id of a demo user by username. */
export type DemoUserIds = (username: string) => number;

/** A post to seed `hoursAgo` before now; posts are seeded oldest first, so ids follow time. */
export interface DemoPost {
  hoursAgo: number;
  seed(createdAt: Date): Promise<void>;
}

/** Adds the reactions a minute apart, starting a minute after `createdAt`. */
export async function seedReactions(
  db: Kysely<Database>,
  post: NotifiedPost,
  reactions: DemoReactions,
  idOf: DemoUserIds,
  createdAt: Date,
): Promise<void> {
  let count = 0;
  const nextMinute = () => addMs(createdAt, ++count * MINUTE_MS);
  // The demo community blocks nobody, so nothing is hidden from anyone.
  const member = (username: string) => viewerOf({ id: idOf(username) }, createdAt);
  for (const liker of reactions.likedBy) await toggleLike(db, post, member(liker), nextMinute());
  for (const comment of reactions.comments) {
    const created = await addComment(db, post, member(comment.by), comment.text, nextMinute());
    if (created === 'hidden') continue;
    const commented = { id: created.id, user_id: idOf(comment.by), post_id: post.id };
    for (const reply of comment.replies ?? []) {
      await addReply(db, post, commented, member(reply.by), reply.text, nextMinute());
    }
  }
}
