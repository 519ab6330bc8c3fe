import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { MODERATION_REASON_MAX_LENGTH } from '../../../contract/limits.ts';
import type { moderationActionMachine, ModerationActionContext } from '../../../machines/moderation-action.machine.ts';
import { actionFormProblems, isPicturePreview, SUSPENSION_DAYS, type ModerationAction } from '../../../machines/moderation.ts';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { text } from '../../text/catalogue.ts';
import { ReportedPreview } from './ReportedPreview.tsx';

const t = text.moderation;

type ActionActor = ActorRefFrom<typeof moderationActionMachine>;

/** Removing applies to posts, comments and replies; a member is warned or suspended. */
const ACTIONS_FOR = {
  content: ['dismiss', 'remove', 'warn', 'suspend'],
  member: ['dismiss', 'warn', 'suspend'],
} as const satisfies Record<string, readonly ModerationAction[]>;

function failureText(failure: ModerationActionContext['failure']): string {
  if (failure === null) return '';
  if (failure.status === 0) return text.common.networkError;
  if (failure.status === 403) return t.failed.forbidden;
  if (failure.status === 404) return t.failed.gone;
  return failure.message ?? t.failed.other;
}

function question({ action, days, target }: ModerationActionContext): string {
  const author = target.author.username;
  if (action === 'suspend') return t.confirmQuestion.suspend(author, days);
  return action === null ? '' : t.confirmQuestion[action](author);
}

/** The action dialog on one reported target: choose, give a reason, confirm, send. */
export function ActionDialog({ actor }: { actor: ActionActor }) {
  const state = useSelector(actor, (snapshot) => snapshot);
  const { send } = actor;
  const context = state.context;
  if (state.status === 'done') return null;
  const problems = context.showProblems ? actionFormProblems(context) : [];
  const choosing = state.matches({ editing: 'choosing' });
  const sending = state.hasTag('sending');
  const actions = context.target.kind === 'user' ? ACTIONS_FOR.member : ACTIONS_FOR.content;

  return (
    <Modal title={t.dialogTitle} onClose={() => !sending && send({ type: 'CANCEL' })}>
      <div className="space-y-4">
        <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
          <p className="font-semibold">
            {t.kinds[context.target.kind]} {t.author(context.target.author.username)}
          </p>
          <ReportedPreview target={context.target} picture={isPicturePreview(context.target)} />
        </div>
        {choosing ? (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'SUBMIT' });
            }}
          >
            {problems.length > 0 && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                {t.problems.summary}
              </p>
            )}
            <fieldset>
              <legend className="mb-1 text-sm font-medium">{t.actionLegend}</legend>
              <div className="grid gap-1 sm:grid-cols-2">
                {actions.map((action) => (
                  <label key={action} className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
                    <input
                      type="radio"
                      name="moderation-action"
                      value={action}
                      checked={context.action === action}
                      onChange={() => send({ type: 'CHOOSE', action })}
                    />
                    {t.actions[action]}
                  </label>
                ))}
              </div>
              {problems.includes('noAction') && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{t.problems.noAction}</p>}
            </fieldset>
            {context.action === 'suspend' && (
              <fieldset>
                <legend className="mb-1 text-sm font-medium">{t.daysLegend}</legend>
                <div className="flex flex-wrap gap-2">
                  {SUSPENSION_DAYS.map((days) => (
                    <label key={String(days)} className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
                      <input
                        type="radio"
                        name="suspension-days"
                        checked={context.days === days}
                        onChange={() => send({ type: 'DAYS', days })}
                      />
                      {t.days(days)}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            <TextArea
              label={t.reason}
              rows={3}
              value={context.reason}
              error={
                problems.includes('noReason')
                  ? t.problems.noReason
                  : problems.includes('reasonTooLong')
                    ? t.problems.reasonTooLong(MODERATION_REASON_MAX_LENGTH)
                    : null
              }
              hint={t.reasonHint(MODERATION_REASON_MAX_LENGTH)}
              onValueChange={(reason) => send({ type: 'REASON', reason })}
            />
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => send({ type: 'CANCEL' })}>
                {t.cancel}
              </Button>
              <Button type="submit">{t.next}</Button>
            </div>
          </form>
        ) : (
          <div className="space-y-4">
            <p className="font-semibold">{question(context)}</p>
            <p className="text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{context.reason.trim()}</p>
            {state.matches({ editing: 'failed' }) && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
                {failureText(context.failure)}
              </p>
            )}
            {sending && (
              <p role="status" className="text-sm">
                {t.sending}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" disabled={sending} onClick={() => send({ type: 'CANCEL' })}>
                {t.cancel}
              </Button>
              <Button variant="secondary" disabled={sending} onClick={() => send({ type: 'BACK' })}>
                {t.change}
              </Button>
              {state.matches({ editing: 'failed' }) ? (
                <Button onClick={() => send({ type: 'RETRY' })}>{text.failure.retry}</Button>
              ) : (
                <Button busy={sending} onClick={() => send({ type: 'CONFIRM' })}>
                  {t.confirm}
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
    </Modal>
  );
}
