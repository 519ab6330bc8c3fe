import { useLiveEvent } from '../../app/live-stream.tsx';
import type { CommentsActor } from './CommentsPanel.tsx';
import type { LikeActor } from './LikeButton.tsx';

/** Keeps a post's like and comment totals as the live stream tells them. */
export function useLiveCounts(postId: number, like: LikeActor, comments: CommentsActor): void {
  useLiveEvent('counts', (event) => {
    if (event.postId !== postId) return;
    if (event.counted === 'likes') like.send({ type: 'COUNTED', total: event.total });
    else comments.send({ type: 'COUNTED', total: event.total });
  });
}
