import { useSelector } from '@xstate/react';
import { useId, type KeyboardEvent } from 'react';
import { COMMENT_TYPED_MAX_LENGTH } from '../../../contract/limits.ts';
import { text } from '../../text/catalogue.ts';
import { Button } from '../Button.tsx';
import { SubmitForm } from '../SubmitForm.tsx';
import { SendIcon } from '../icons.tsx';
import type { CommentsActor } from './CommentsPanel.tsx';

const t = text.comments;

/** Enter sends, as in a one-line box; Shift+Enter starts a new line, since comments may span lines. */
function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** The box under the comments: a comment, or a reply once "Balas" was chosen (✕ undoes it). */
export function CommentForm({ actor }: { actor: CommentsActor }) {
  const state = useSelector(actor, (snapshot) => snapshot);
  const inputId = useId();
  const { draft, replyTo, archived } = state.context;
  const writing = state.matches({ loaded: 'writing' });
  const placeholder = archived
    ? t.archivedPlaceholder
    : replyTo
      ? t.replyPlaceholder(replyTo.username)
      : t.placeholder;

  return (
    <SubmitForm className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800" onSubmit={() => actor.send({ type: 'SEND' })}>
      {replyTo && (
        <p className="mb-2 flex items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
          {t.replyPlaceholder(replyTo.username)}
          <button
            type="button"
            disabled={!writing}
            onClick={() => actor.send({ type: 'CANCEL_REPLY' })}
            className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true">✕</span>
            <span className="sr-only">{t.cancelReply}</span>
          </button>
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t.message}
        </label>
        <textarea
          id={inputId}
          rows={1}
          required
          value={draft}
          placeholder={placeholder}
          disabled={archived}
          readOnly={!writing}
          onChange={(event) => actor.send({ type: 'DRAFT_CHANGED', text: event.target.value })}
          onKeyDown={sendOnEnter}
          className="field-sizing-content max-h-40 min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800"
        />
        <Button type="submit" busy={state.hasTag('sendingComment')} disabled={!state.can({ type: 'SEND' })} className="shrink-0">
          {!state.hasTag('sendingComment') && <SendIcon />}
          <span className="sr-only">{t.send}</span>
        </Button>
      </div>
      {!archived && (
        <p className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
          {text.post.charactersUsed(draft.length, COMMENT_TYPED_MAX_LENGTH)}
        </p>
      )}
    </SubmitForm>
  );
}
