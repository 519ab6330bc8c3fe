import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { mayDelete, type commentTargetMachine } from '../../../machines/comment-target.machine.ts';
import { text } from '../../text/catalogue.ts';
import { FailureView } from '../FailureView.tsx';
import { Spinner } from '../Spinner.tsx';
import { CommentEntry } from './CommentEntry.tsx';
import { CommentForm } from './CommentForm.tsx';

const t = text.comments;

export type CommentsActor = ActorRefFrom<typeof commentTargetMachine>;

/** What the viewer may do about a comment or reply of someone else (report, block, mute), beside it. */
export type CommentMenu = (comment: { kind: 'comment' | 'sub_comment'; id: number; author: string }) => ReactNode;

/**
 * The comments of one post and the box to write in. The actor belongs to whoever shows the
 * panel (a card, the album detail), so the draft outlives the panel; each showing reloads.
 */
export function CommentsPanel({ actor, commentMenu }: { actor: CommentsActor; commentMenu?: CommentMenu }) {
  return (
    <div>
      <CommentsList actor={actor} commentMenu={commentMenu} />
      <LoadedCommentForm actor={actor} />
    </div>
  );
}

/** The box to write in, once the comments have loaded (a dialog may pin it under the list). */
export function LoadedCommentForm({ actor }: { actor: CommentsActor }) {
  const loaded = useSelector(actor, (snapshot) => snapshot.matches('loaded'));
  return loaded ? <CommentForm actor={actor} /> : null;
}

/**
 * The comments of one post without the box; showing them (re)loads them, and while they show,
 * others' new comments load as the live stream counts them.
 */
export function CommentsList({ actor, commentMenu }: { actor: CommentsActor; commentMenu?: CommentMenu }) {
  const state = useSelector(actor, (snapshot) => snapshot);
  const { comments, expanded, deleting, archived } = state.context;
  const waiting = !state.matches({ loaded: 'writing' });

  useEffect(() => {
    actor.send({ type: 'SHOW' });
    return () => actor.send({ type: 'HIDE' });
  }, [actor]);

  if (state.matches('failed')) return <FailureView message={t.loadFailed} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (state.hasTag('loadingComments')) {
    return (
      <div className="flex justify-center py-6 text-rose-700 dark:text-rose-400">
        <Spinner className="scale-150" />
      </div>
    );
  }

  const reply = (commentId: number, username: string) =>
    archived ? undefined : () => actor.send({ type: 'REPLY_TO', commentId, username });
  const remove = (kind: 'comment' | 'reply', id: number, author: string) =>
    mayDelete(state.context, author) ? () => actor.send({ type: 'DELETE', target: { kind, id } }) : undefined;
  const isDeleting = (kind: 'comment' | 'reply', id: number) => deleting?.kind === kind && deleting.id === id;

  return (
    <div>
      {state.hasTag('reloadingComments') && (
        <div className="mb-2 flex justify-center text-rose-700 dark:text-rose-400">
          <Spinner />
        </div>
      )}
      {comments.length === 0 && <p className="py-4 text-center text-slate-600 dark:text-slate-400">{t.empty}</p>}
      <ul className="space-y-4">
        {comments.map((comment) => {
          const open = expanded.includes(comment.id);
          return (
            <CommentEntry
              key={comment.id}
              username={comment.commentator_username}
              photo={comment.commentator_profile}
              createdAt={comment.created_at}
              body={comment.comment_text}
              onReply={reply(comment.id, comment.commentator_username)}
              onDelete={remove('comment', comment.id, comment.commentator_username)}
              waiting={waiting}
              deleting={isDeleting('comment', comment.id)}
              menu={commentMenu?.({ kind: 'comment', id: comment.id, author: comment.commentator_username })}
            >
              {comment.sub_comments_list.length > 0 && (
                <button
                  type="button"
                  aria-expanded={open}
                  onClick={() => actor.send({ type: 'TOGGLE_REPLIES', commentId: comment.id })}
                  className="mt-1 text-sm font-medium text-slate-600 hover:underline dark:text-slate-400"
                >
                  {open ? t.hideReplies : t.showReplies(comment.sub_comments_list.length)}
                </button>
              )}
              {open && (
                <ul className="mt-3 space-y-3">
                  {comment.sub_comments_list.map((subComment) => (
                    <CommentEntry
                      key={subComment.id}
                      username={subComment.commentator_username}
                      photo={subComment.commentator_profile}
                      createdAt={subComment.created_at}
                      body={subComment.sub_comment_text}
                      // A reply to a reply answers its author under the same comment.
                      onReply={reply(comment.id, subComment.commentator_username)}
                      onDelete={remove('reply', subComment.id, subComment.commentator_username)}
                      waiting={waiting}
                      deleting={isDeleting('reply', subComment.id)}
                      menu={commentMenu?.({ kind: 'sub_comment', id: subComment.id, author: subComment.commentator_username })}
                    />
                  ))}
                </ul>
              )}
            </CommentEntry>
          );
        })}
      </ul>
    </div>
  );
}
