import { LIVE_EVENT } from '../../../contract/live-events.ts';
import { useLiveEvent } from '../../app/live-stream.tsx';
import type { CommentsActor } from './CommentsPanel.tsx';
import type { LikeActor } from './LikeButton.tsx';

/** Keeps a post's like and comment totals as the live stream tells them. */
export function useLiveCounts(postId: number, like: LikeActor, comments: CommentsActor): void {
  useLiveEvent(LIVE_EVENT.counts, (event) => {
    if (event.post_id !== postId) return;
    if ('total_like' in event) like.send({ type: 'COUNTED', total: event.total_like });
    else comments.send({ type: 'COUNTED', total: event.total_comment });
  });
}
