import { useEffect, useRef } from 'react';
import type { PostItem } from '../../../contract/wire.ts';
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
    like.send({ type: 'COUNTED', total: post.total_like });
    comments.send({ type: 'COUNTED', total: post.total_comment });
    comments.send({ type: 'SHOW' });
  }, [post, like, comments]);
}
