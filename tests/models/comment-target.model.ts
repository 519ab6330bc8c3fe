// Sample events for the comments of one post, as budi sends them: opening the panel, reading
// and hiding aldi's replies, typing (once past the 65-character limit), replying to aldi's
// comment or to budi's own reply on it (which answers budi under aldi's comment), cancelling the
// reply, sending, deleting his own comment or reply, and opening the panel again. The same on an
// archived post, where only reading is possible. Every server answer of the three calls is tried.
// While he writes, the live stream tells a new total (someone else commented).
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  COMMENT_MAX_LENGTH,
  commentTargetMachine,
  type CommentTargetContext,
  type CommentTargetInput,
} from '../../machines/comment-target.machine.ts';
import { sampleComments } from '../helpers/post-samples.ts';

export const activePost: CommentTargetInput = { postId: 41, total: 3, viewer: 'budi' };
export const archivedPost: CommentTargetInput = { ...activePost, archived: true };

export const typedComment = 'Keren sekali';
/** Longer than a comment may be: typing stops at the limit. */
export const overlongComment = 'Ini komentar yang terlalu panjang untuk kolom komentar, jadi dipotong saja ya';

const [aldisComment, budisComment] = sampleComments;
const budisReply = aldisComment.sub_comments_list[0];

const failure = { status: 0, body: null };

function serverAnswers(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { total, replyTo, deleting } = snapshot.context as CommentTargetContext;
  const untouched = total === activePost.total;
  if (snapshot.matches('loading')) {
    return [
      { type: 'xstate.done.actor.fetchComments', output: sampleComments },
      { type: 'xstate.done.actor.fetchComments', output: [] },
      { type: 'xstate.error.actor.fetchComments', error: failure },
    ];
  }
  // One failure of each call is enough: after it the person's draft and choices are as before.
  if (snapshot.hasTag('reloadingComments')) {
    return [
      { type: 'xstate.done.actor.fetchComments', output: sampleComments },
      ...(untouched ? [{ type: 'xstate.error.actor.fetchComments', error: failure }] : []),
    ];
  }
  if (snapshot.hasTag('sendingComment')) {
    return [
      { type: 'xstate.done.actor.sendComment', output: 4 },
      ...(replyTo === null ? [{ type: 'xstate.error.actor.sendComment', error: failure }] : []),
    ];
  }
  if (snapshot.hasTag('deletingComment')) {
    return [
      { type: 'xstate.done.actor.deleteComment', output: 2 },
      ...(deleting?.kind === 'comment' ? [{ type: 'xstate.error.actor.deleteComment', error: { status: 403, body: null } }] : []),
    ];
  }
  return [];
}

/** What budi does next; once a send or a delete went through, he has seen the outcome and stops. */
function writingEvents({ comments, expanded, draft, replyTo, total }: CommentTargetContext): AnyEventObject[] {
  if (total !== activePost.total) return [];
  if (draft !== '') {
    const canOverflow = draft === typedComment && replyTo === null;
    return [{ type: 'SEND' }, ...(canOverflow ? [{ type: 'DRAFT_CHANGED', text: overlongComment }] : [])];
  }
  if (replyTo) return [{ type: 'DRAFT_CHANGED', text: typedComment }, { type: 'CANCEL_REPLY' }];
  if (comments.length === 0) return [{ type: 'SHOW' }];
  if (expanded.includes(aldisComment.id)) {
    return [
      { type: 'TOGGLE_REPLIES', commentId: aldisComment.id },
      { type: 'REPLY_TO', commentId: aldisComment.id, username: budisReply.commentator_username },
      { type: 'DELETE', target: { kind: 'reply', id: budisReply.id } },
    ];
  }
  return [
    { type: 'DRAFT_CHANGED', text: typedComment },
    { type: 'REPLY_TO', commentId: aldisComment.id, username: aldisComment.commentator_username },
    { type: 'TOGGLE_REPLIES', commentId: aldisComment.id },
    { type: 'DELETE', target: { kind: 'comment', id: budisComment.id } },
    { type: 'SHOW' },
    { type: 'COUNTED', total: 6 },
  ];
}

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as CommentTargetContext;
  if (snapshot.matches('hidden')) return [{ type: 'SHOW' }];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }, { type: 'SHOW' }];
  if (snapshot.matches({ loaded: 'archived' })) {
    return context.comments.length > 0 ? [{ type: 'TOGGLE_REPLIES', commentId: aldisComment.id }] : [];
  }
  if (snapshot.matches({ loaded: 'writing' })) return writingEvents(context);
  return [];
}

export const commentTargetModel = {
  machine: commentTargetMachine,
  actors: ['fetchComments', 'sendComment', 'deleteComment'],
  inputs: [activePost, archivedPost],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers(snapshot)],
};

export const cutComment = overlongComment.slice(0, COMMENT_MAX_LENGTH);
