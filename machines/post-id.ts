// A post's numeric id sits in its album or its thread (contract §2); comments, likers and the
// feed cursor use it.
import type { PostItem } from '../contract/wire.ts';

export function postIdOf(post: PostItem): number {
  const id = post.album?.post_id ?? post.thread?.post_id;
  if (id === undefined) throw new Error(`Post ${post.uuid} has neither album nor thread`);
  return id;
}
