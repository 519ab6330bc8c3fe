// Comments and replies as the contract's comments list shows them (§7).
import type { Comment, SubComment } from '../../contract/wire.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { PostComments } from '../services/kept-comments.ts';

type Commentator = { first_name: string; username: string; foto_profile: string | null };

function commentator(mediaBase: string, author: Commentator) {
  return {
    commentator_name: author.first_name,
    commentator_username: author.username,
    commentator_profile: mediaUrl(mediaBase, author.foto_profile),
  };
}

/** `mediaBase`: where this answer's media URLs start (server/http/media-base.ts). */
export function toCommentsList(mediaBase: string, { comments, replies }: PostComments): Comment[] {
  const repliesByComment = new Map<number, SubComment[]>();
  for (const reply of replies) {
    const item: SubComment = {
      id: reply.id,
      sub_comment_text: reply.text,
      ...commentator(mediaBase, reply),
      created_at: reply.created_at,
    };
    const list = repliesByComment.get(reply.comment_id);
    if (list) list.push(item);
    else repliesByComment.set(reply.comment_id, [item]);
  }
  return comments.map((comment) => {
    const subComments = repliesByComment.get(comment.id) ?? [];
    return {
      id: comment.id,
      comment_text: comment.text,
      ...commentator(mediaBase, comment),
      created_at: comment.created_at,
      total_sub_comments: subComments.length,
      sub_comments_list: subComments,
    };
  });
}
