import { useEffect, useRef } from 'react';
import type { PostItem } from '../../../contract/wire.ts';
import { postIdOf } from '../../../machines/post-id.ts';
import type { CommentsActor } from './CommentsPanel.tsx';
import type { LikeActor } from './LikeButton.tsx';

/**
 * A dialog's post loaded again (a new object, after the live stream missed more than it could
 * replay) brings the server's totals, and its comments are asked for again; a comment being
 * written stays.
 */
export function useReloadedPost(post: PostItem, like: LikeActor, comments: CommentsActor): void {
  const first = useRef(post);
  useEffect(() => {
    if (post === first.current) return;
    const postId = postIdOf(post);
    like.send({ type: 'LIKES_COUNTED', postId, total: post.total_like });
    comments.send({ type: 'COMMENTS_COUNTED', postId, total: post.total_comment });
    comments.send({ type: 'SHOW' });
  }, [post, like, comments]);
}
