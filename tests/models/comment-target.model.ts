// Sample events for the comments of one post, as budi sends them: opening the panel, reading
// and hiding aldi's replies, typing (once past the 65-character limit), replying to aldi's
// comment or to budi's own reply on it (which answers budi under aldi's comment), cancelling the
// reply, sending, deleting his own comment or reply, and opening the panel again. The same on an
// archived post, where only reading is possible. Every server answer of the three calls is tried.
// While he writes or the list reloads, the live stream tells a new total (someone else commented):
// with the panel open the list reloads, with it closed only the count changes.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { COMMENT_TYPED_MAX_LENGTH } from '../../contract/limits.ts';
import { commentTargetMachine, type CommentTargetContext, type CommentTargetInput } from '../../machines/comment-target.machine.ts';
import { sampleComments } from '../helpers/post-samples.ts';
import type { SpecExpectation } from '../helpers/model/expectation-types.ts';

export const activePost: CommentTargetInput = { postId: 41, total: 3, viewer: 'budi' };
export const archivedPost: CommentTargetInput = { ...activePost, archived: true };

export const typedComment = 'Keren sekali';
/** Longer than a comment may be: typing stops at the limit. */
export const overlongComment = 'Ini komentar yang terlalu panjang untuk kolom komentar, jadi dipotong saja ya';

const [aldisComment, budisComment] = sampleComments;
const budisReply = aldisComment.sub_comments_list[0];

const failure = { status: 0, body: null };

/** The live stream's new total after someone else's comment. */
const othersComment = { type: 'COMMENTS_COUNTED', postId: activePost.postId, total: 6 };

function serverAnswers(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { total, replyTo, deleting } = snapshot.context as CommentTargetContext;
  const untouched = total === activePost.total;
  if (snapshot.matches('loading')) {
    // A closed panel's answer would show nowhere; the answer that matters comes once it is open again.
    if (!(snapshot.context as CommentTargetContext).showing) return [];
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
function writingEvents({ comments, expanded, draft, replyTo, total, showing }: CommentTargetContext): AnyEventObject[] {
  if (total !== activePost.total) return [];
  if (!showing) return [othersComment, { type: 'SHOW' }];
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
    othersComment,
    { type: 'HIDE' },
  ];
}

function personEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as CommentTargetContext;
  if (snapshot.matches('hidden')) return [{ type: 'SHOW' }];
  // Closing the panel while the comments load, and opening it before they come.
  if (snapshot.matches('loading')) return [{ type: context.showing ? 'HIDE' : 'SHOW' }];
  if (snapshot.hasTag('reloadingComments') && context.total === activePost.total) return [othersComment];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }, { type: 'SHOW' }];
  if (snapshot.matches({ loaded: 'archived' })) {
    return context.comments.length > 0 ? [{ type: 'TOGGLE_REPLIES', commentId: aldisComment.id }] : [];
  }
  if (snapshot.matches({ loaded: 'writing' })) return writingEvents(context);
  return [];
}

/**
 * What budi sends, read from what he did: the last text typed, cut to 65 characters; a reply
 * goes to the comment whose 'Balas' he pressed last, unless he cancelled it or a send went through since.
 */
function sentComment(events: AnyEventObject[]) {
  let replyTo: number | null = null;
  let text = '';
  for (const event of events) {
    if (event.type === 'REPLY_TO') replyTo = event.commentId as number;
    if (event.type === 'CANCEL_REPLY' || event.type === 'xstate.done.actor.sendComment') replyTo = null;
    if (event.type === 'DRAFT_CHANGED') text = (event.text as string).slice(0, COMMENT_TYPED_MAX_LENGTH).trim();
  }
  return { postId: activePost.postId, replyTo, text };
}

const byPost = { postId: activePost.postId };

const expectations: SpecExpectation[] = [
  {
    spec: '§7 Calls',
    name: 'Membuka komentar meminta GET /post/comments/{post_id}',
    when: { event: 'SHOW', from: 'hidden' },
    request: { actor: 'fetchComments', input: byPost, sends: { endpoint: 'comments', params: { post_id: activePost.postId } } },
  },
  {
    spec: '§7 Calls',
    name: 'Membuka lagi komentar yang gagal dimuat meminta GET /post/comments/{post_id} lagi',
    when: { event: 'SHOW', from: 'failed' },
    request: { actor: 'fetchComments', input: byPost, sends: { endpoint: 'comments', params: { post_id: activePost.postId } } },
  },
  {
    spec: '§4 States and transitions',
    name: 'Balasan tersembunyi secara bawaan: komentar tampil dengan “Lihat balasan (1)”',
    when: { event: 'xstate.done.actor.fetchComments', from: 'loading', with: { output: sampleComments } },
    text: ['Keren banget!', 'Mantap', 'Lihat balasan (1)'],
  },
  {
    spec: '§4 States and transitions',
    name: '“Balas” beralih ke mode balasan dan membuka balasan komentar itu',
    when: { event: 'REPLY_TO' },
    text: ['Setuju sekali', 'Sembunyikan balasan'],
  },
  {
    spec: '§7 Calls',
    name: 'Komentar dan balasan terkirim dengan teks (maks. 65 karakter) dan post_id atau comment_id',
    when: { event: 'SEND', to: 'loaded.sending' },
    request: {
      actor: 'sendComment',
      input: ({ events }) => sentComment(events),
      sends: ({ events }) => {
        const { replyTo, text } = sentComment(events);
        return replyTo === null
          ? { endpoint: 'createComment', body: { comment: text, post_id: activePost.postId } }
          : { endpoint: 'createSubComment', body: { sub_comment: text, comment_id: replyTo } };
      },
    },
  },
  {
    spec: '§4 States and transitions',
    name: 'Setelah terkirim daftar komentar dimuat ulang dan jumlahnya diperbarui',
    when: { event: 'xstate.done.actor.sendComment' },
    request: { actor: 'fetchComments', input: byPost, sends: { endpoint: 'comments', params: { post_id: activePost.postId } } },
    text: '4 Comment',
  },
  {
    spec: '§7 Calls',
    name: 'Delete milik sendiri mengirim DELETE /comment/{id} atau /sub-comment/{id}',
    when: { event: 'DELETE', to: 'loaded.deleting' },
    request: {
      actor: 'deleteComment',
      input: ({ events }) => events.filter((event) => event.type === 'DELETE').at(-1)?.target,
      sends: (_path, target) => {
        const { kind, id } = target as { kind: 'comment' | 'reply'; id: number };
        return { endpoint: kind === 'comment' ? 'deleteComment' : 'deleteSubComment', params: { id } };
      },
    },
  },
  {
    spec: '§7 Calls',
    name: 'Setelah dihapus jumlah komentar dari server tampil',
    when: { event: 'xstate.done.actor.deleteComment' },
    request: { actor: 'fetchComments', input: byPost, sends: { endpoint: 'comments', params: { post_id: activePost.postId } } },
    text: '2 Comment',
  },
  {
    spec: '§2 Screens and routes',
    name: 'Jumlah komentar diperbarui saat ada komentar baru',
    when: { event: 'COMMENTS_COUNTED' },
    text: '6 Comment',
  },
  {
    spec: '§2 Screens and routes',
    name: 'Panel komentar yang terbuka memuat komentar baru anggota lain begitu jumlahnya berubah',
    when: { event: 'COMMENTS_COUNTED', to: 'loaded.reloading' },
    request: { actor: 'fetchComments', input: byPost, sends: { endpoint: 'comments', params: { post_id: activePost.postId } } },
  },
];

export const commentTargetModel = {
  machine: commentTargetMachine,
  expectations,
  actors: ['fetchComments', 'sendComment', 'deleteComment'],
  inputs: [activePost, archivedPost],
  events: (snapshot: AnyMachineSnapshot) => [...personEvents(snapshot), ...serverAnswers(snapshot)],
};

export const cutComment = overlongComment.slice(0, COMMENT_TYPED_MAX_LENGTH);
