import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject, type SimulatedClock } from 'xstate';
import type { CommentRef, CommentTargetContext, CommentTargetInput, NewComment } from '../../machines/comment-target.machine.ts';
import type { Comment } from '../../contract/wire.ts';
import { liveFlows } from '../helpers/live-flows.ts';
import { usePostFlows } from '../../src/app/flows/posts.ts';
import { useActorOptions, type Runtime } from '../../src/app/runtime.tsx';
import { CommentsModal } from '../../src/components/post/CommentsModal.tsx';
import { PostCard } from '../../src/features/post/PostCard.tsx';
import { text } from '../../src/text/catalogue.ts';
import { TestLiveStream } from '../helpers/live-stream.tsx';
import { testViewPaths } from '../helpers/model/run-paths.ts';
import { author, sampleComments, threadPost } from '../helpers/post-samples.ts';
import { demoUser, renderScreen } from '../helpers/render-screen.tsx';
import { signedInSession } from '../helpers/signed-in-session.ts';
import { commentTargetModel, cutComment, overlongComment, typedComment } from '../models/comment-target.model.ts';

const t = text.comments;
const user = userEvent.setup({ delay: null });

/** How an archived album's detail shows its comments: a count that opens them. */
function ArchivedPostComments({ input }: { input: CommentTargetInput }) {
  const actor = useActorRef(usePostFlows().commentTarget, { ...useActorOptions(), input });
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {text.post.comments(input.total)}
      </button>
      {open && <CommentsModal actor={actor} onClose={() => setOpen(false)} />}
    </>
  );
}

let stream: TestLiveStream;

function renderComments(input: CommentTargetInput, runtime: Runtime) {
  const post = threadPost(input.postId, 'aldi', { total_comment: input.total });
  stream = new TestLiveStream();
  const withStream = stream.provider(runtime.clock as SimulatedClock | undefined);
  const screenElement = input.archived ? (
    <ArchivedPostComments input={input} />
  ) : (
    withStream(<PostCard post={post} author={author('aldi')} />)
  );
  renderScreen(screenElement, { runtime, session: signedInSession({ ...demoUser, username: input.viewer }) });
}

const countButton = () => screen.getByRole('button', { name: /Comment$/ });
const messageBox = () => screen.getByRole('textbox', { name: t.message });
const sendButton = () => screen.getByRole('button', { name: new RegExp(`${t.send}$`) });
/** The list item of a comment or reply, found by its text. */
const entry = (body: string) => screen.getByText(body).closest('li') as HTMLElement;
/** A comment's own links come before those of its replies. */
const entryButton = (body: string, name: string) => within(entry(body)).getAllByRole('button', { name: new RegExp(`${name}$`) })[0];

const linksNamed = (name: string) => screen.queryAllByRole('button', { name: new RegExp(`${name}$`) });

function expectComments({ comments, expanded, archived, viewer }: CommentTargetContext) {
  const shownAuthors: string[] = [];
  for (const comment of comments) {
    expect(screen.getByText(comment.comment_text)).toBeInTheDocument();
    shownAuthors.push(comment.commentator_username);
    const open = expanded.includes(comment.id);
    for (const reply of comment.sub_comments_list) {
      if (open) {
        expect(screen.getByText(reply.sub_comment_text)).toBeInTheDocument();
        shownAuthors.push(reply.commentator_username);
      } else expect(screen.queryByText(reply.sub_comment_text)).not.toBeInTheDocument();
    }
    if (comment.sub_comments_list.length > 0) {
      const toggle = open ? t.hideReplies : t.showReplies(comment.sub_comments_list.length);
      expect(within(entry(comment.comment_text)).getByRole('button', { name: toggle })).toBeInTheDocument();
    }
  }
  if (comments.length === 0) expect(screen.getByText(t.empty)).toBeInTheDocument();
  // Every shown entry can be answered; only the viewer's own can be deleted; nothing on an archive.
  expect(linksNamed(t.reply)).toHaveLength(archived ? 0 : shownAuthors.length);
  expect(linksNamed(t.delete)).toHaveLength(archived ? 0 : shownAuthors.filter((name) => name === viewer).length);
}

/** The panel is closed: only the card's count shows. */
function expectClosed({ total }: CommentTargetContext) {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(countButton()).toHaveTextContent(text.post.comments(total));
}

function expectForm(snapshot: { context: CommentTargetContext; can: (event: AnyEventObject) => boolean }) {
  const { draft, replyTo, archived } = snapshot.context;
  expect(messageBox()).toHaveValue(draft);
  const placeholder = archived ? t.archivedPlaceholder : replyTo ? t.replyPlaceholder(replyTo.username) : t.placeholder;
  expect(messageBox()).toHaveAttribute('placeholder', placeholder);
  if (replyTo) expect(screen.getByRole('button', { name: t.cancelReply })).toBeInTheDocument();
  else expect(screen.queryByRole('button', { name: t.cancelReply })).not.toBeInTheDocument();
  expect(sendButton()).toHaveProperty('disabled', !snapshot.can({ type: 'SEND' }));
}

describe('comments of a post', () => {
  testViewPaths({
    ...commentTargetModel,
    machine: liveFlows.commentTarget,
    render: ({ machine, input, clock, inspect }) =>
      renderComments(input as CommentTargetInput, {
        flows: { commentTarget: machine as typeof liveFlows.commentTarget },
        clock,
        inspect,
      }),
    userActions: {
      // Showing the panel again: the modal is closed (the draft stays with the card) and reopened.
      SHOW: async () => {
        const close = screen.queryByRole('button', { name: text.common.close });
        if (close) await user.click(close);
        await user.click(countButton());
      },
      HIDE: async () => user.click(screen.getByRole('button', { name: text.common.close })),
      RETRY: async () => user.click(screen.getByRole('button', { name: text.failure.retry })),
      TOGGLE_REPLIES: async () => user.click(screen.getByRole('button', { name: /balasan/ })),
      DRAFT_CHANGED: async ({ text: typed }) => {
        await user.clear(messageBox());
        await user.type(messageBox(), typed);
      },
      REPLY_TO: async ({ username }) => {
        const [comment] = sampleComments;
        const body = username === comment.commentator_username ? comment.comment_text : comment.sub_comments_list[0].sub_comment_text;
        await user.click(entryButton(body, t.reply));
      },
      CANCEL_REPLY: async () => user.click(screen.getByRole('button', { name: t.cancelReply })),
      // Someone else commented: the stream tells the post's new total.
      COMMENTS_COUNTED: async (event) => stream.push('counts', { post_id: event.postId, total_comment: event.total }),
      SEND: async () => user.click(sendButton()),
      DELETE: async ({ target }: AnyEventObject) => {
        const [comment, ownComment] = sampleComments;
        const body = (target as CommentRef).kind === 'reply' ? comment.sub_comments_list[0].sub_comment_text : ownComment.comment_text;
        await user.click(entryButton(body, t.delete));
      },
    },
    states: {
      hidden: (snapshot) => expectClosed(snapshot.context as CommentTargetContext),
      loading: (snapshot) => {
        if (!(snapshot.context as CommentTargetContext).showing) return expectClosed(snapshot.context as CommentTargetContext);
        expect(within(screen.getByRole('dialog', { name: t.title })).getByRole('status')).toHaveTextContent(text.common.loading);
      },
      failed: () => {
        expect(within(screen.getByRole('dialog')).getByText(t.loadFailed)).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text.failure.retry })).toBeEnabled();
      },
      'loaded.archived': (snapshot) => {
        const context = snapshot.context as CommentTargetContext;
        expectComments(context);
        expect(messageBox()).toBeDisabled();
        expect(messageBox()).toHaveAttribute('placeholder', t.archivedPlaceholder);
      },
      'loaded.writing': (snapshot) => {
        const context = snapshot.context as CommentTargetContext;
        if (!context.showing) return expectClosed(context);
        expectComments(context);
        expectForm({ context, can: (event) => snapshot.can(event) });
        expect(countButton()).toHaveTextContent(text.post.comments(context.total));
        expect(screen.getByText(text.post.charactersUsed(context.draft.length, 65))).toBeInTheDocument();
      },
      'loaded.sending': (snapshot) => {
        expectComments(snapshot.context as CommentTargetContext);
        expect(sendButton()).toHaveAttribute('aria-busy', 'true');
        expect(messageBox()).toHaveAttribute('readonly');
      },
      'loaded.deleting': (snapshot) => {
        const context = snapshot.context as CommentTargetContext;
        expectComments(context);
        const [comment, ownComment] = sampleComments;
        const body = context.deleting?.kind === 'reply' ? comment.sub_comments_list[0].sub_comment_text : ownComment.comment_text;
        expect(entryButton(body, t.delete)).toHaveAttribute('aria-busy', 'true');
      },
      'loaded.reloading': (snapshot) => {
        const context = snapshot.context as CommentTargetContext;
        expectComments(context);
        expect(within(screen.getByRole('dialog')).getByRole('status')).toBeInTheDocument();
        expect(countButton()).toHaveTextContent(text.post.comments(context.total));
      },
    },
  });
});

describe('comment calls', () => {
  function renderAnswering(sent: NewComment[], removed: CommentRef[], comments: Comment[] | (() => Comment[]) = sampleComments) {
    const commentTarget = liveFlows.commentTarget.provide({
      actors: {
        fetchComments: fromPromise<Comment[], { postId: number }>(async () => (typeof comments === 'function' ? comments() : comments)),
        sendComment: fromPromise<number, NewComment>(async ({ input }) => {
          sent.push(input);
          return 4;
        }),
        deleteComment: fromPromise<number, CommentRef>(async ({ input }) => {
          removed.push(input);
          return 2;
        }),
      },
    });
    renderComments({ postId: 41, total: 3, viewer: 'budi' }, { flows: { commentTarget } });
  }

  it('a reply to a reply names its author and goes to the comment above it', async () => {
    const sent: NewComment[] = [];
    renderAnswering(sent, []);
    await user.click(countButton());
    await user.click(await screen.findByRole('button', { name: t.showReplies(1) }));
    await user.click(entryButton('Setuju sekali', t.reply));
    expect(messageBox()).toHaveAttribute('placeholder', t.replyPlaceholder('budi'));
    await user.type(messageBox(), `  ${typedComment}  `);
    await user.click(sendButton());
    expect(sent).toEqual([{ postId: 41, replyTo: 5, text: typedComment }]);
    expect(await screen.findByRole('button', { name: text.post.comments(4) })).toBeInTheDocument();
    expect(messageBox()).toHaveAttribute('placeholder', t.placeholder);
  });

  it('typing stops at 65 characters', async () => {
    const sent: NewComment[] = [];
    renderAnswering(sent, []);
    await user.click(countButton());
    await user.type(await screen.findByRole('textbox', { name: t.message }), overlongComment);
    expect(messageBox()).toHaveValue(cutComment);
    await user.click(sendButton());
    expect(sent).toEqual([{ postId: 41, replyTo: null, text: cutComment }]);
  });

  it('delete is offered only on the viewer’s own comments and replies', async () => {
    const removed: CommentRef[] = [];
    renderAnswering([], removed);
    await user.click(countButton());
    await user.click(await screen.findByRole('button', { name: t.showReplies(1) }));
    expect(within(entry('Keren banget!')).getAllByRole('button', { name: new RegExp(`${t.delete}$`) })).toHaveLength(1);
    await user.click(entryButton('Mantap', t.delete));
    expect(removed).toEqual([{ kind: 'comment', id: 4 }]);
    expect(await screen.findByRole('button', { name: text.post.comments(2) })).toBeInTheDocument();
  });

  it('Shift+Enter starts a new line and Enter sends the comment with its lines', async () => {
    const sent: NewComment[] = [];
    renderAnswering(sent, []);
    await user.click(countButton());
    const emptyHeight = (await screen.findByRole('textbox', { name: t.message })).getBoundingClientRect().height;
    await user.type(messageBox(), 'Baris satu{Shift>}{Enter}{/Shift}Baris dua');
    expect(messageBox()).toHaveValue('Baris satu\nBaris dua');
    // The box grows to show both lines.
    expect(messageBox().getBoundingClientRect().height).toBeGreaterThan(1.5 * emptyHeight);
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    expect(sent).toEqual([{ postId: 41, replyTo: null, text: 'Baris satu\nBaris dua' }]);
  });

  it('shows a comment and a reply with their line breaks and tabs', async () => {
    const [aldis, budis] = sampleComments;
    const commentText = 'Baris satu\nBaris dua\n\tdengan tab';
    const replyText = 'Setuju:\n\t- satu\n\t- dua';
    const withLines: Comment[] = [
      { ...aldis, comment_text: commentText, sub_comments_list: [{ ...aldis.sub_comments_list[0], sub_comment_text: replyText }] },
      budis,
    ];
    renderAnswering([], [], withLines);
    await user.click(countButton());
    await user.click(await screen.findByRole('button', { name: t.showReplies(1) }));
    const asWritten = { normalizer: getDefaultNormalizer({ trim: false, collapseWhitespace: false }) };
    for (const body of [commentText, replyText]) {
      const shown = screen.getByText(body, asWritten);
      expect(getComputedStyle(shown).whiteSpace).toBe('pre-wrap');
      // Laid out on as many lines as it has (one line of this width is under 1.5 line heights).
      const lineHeight = parseFloat(getComputedStyle(shown).lineHeight);
      expect(shown.getBoundingClientRect().height).toBeGreaterThan(2.5 * lineHeight);
    }
  });

  it('an open panel shows another member’s new comment and reply as the stream counts them', async () => {
    const [aldis, budis] = sampleComments;
    let onServer: Comment[] = [budis];
    renderAnswering([], [], () => onServer);
    await user.click(countButton());
    expect(await screen.findByText(budis.comment_text)).toBeInTheDocument();
    onServer = [aldis, budis];
    stream.push('counts', { post_id: 41, total_comment: 5 });
    expect(await screen.findByText(aldis.comment_text)).toBeInTheDocument();
    expect(countButton()).toHaveTextContent(text.post.comments(5));
    const reply = aldis.sub_comments_list[0];
    onServer = [{ ...aldis, sub_comments_list: [reply, { ...reply, id: 10, sub_comment_text: 'Balasan baru' }] }, budis];
    stream.push('counts', { post_id: 41, total_comment: 6 });
    expect(await within(entry(aldis.comment_text)).findByRole('button', { name: t.showReplies(2) })).toBeInTheDocument();
  });

  it('a closed panel only counts others’ comments and loads them when opened again', async () => {
    const [aldis, budis] = sampleComments;
    let loads = 0;
    renderAnswering([], [], () => {
      loads += 1;
      return loads === 1 ? [budis] : [aldis, budis];
    });
    await user.click(countButton());
    expect(await screen.findByText(budis.comment_text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.common.close }));
    stream.push('counts', { post_id: 41, total_comment: 5 });
    expect(countButton()).toHaveTextContent(text.post.comments(5));
    expect(loads).toBe(1);
    await user.click(countButton());
    expect(await screen.findByText(aldis.comment_text)).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it('a closed modal keeps the draft', async () => {
    renderAnswering([], []);
    await user.click(countButton());
    await user.type(await screen.findByRole('textbox', { name: t.message }), typedComment);
    await user.keyboard('{Escape}');
    await user.click(countButton());
    expect(await screen.findByRole('textbox', { name: t.message })).toHaveValue(typedComment);
  });
});
