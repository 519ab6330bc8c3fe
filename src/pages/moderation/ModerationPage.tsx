import { useMachine } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { MODERATION_QUEUE_SYSTEM_ID, type moderationActionMachine } from '../../../machines/moderation-action.machine.ts';
import { useModerationFlows } from '../../app/flows/moderation.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { Button } from '../../components/Button.tsx';
import { FailureView } from '../../components/FailureView.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { text } from '../../text/catalogue.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ModerationLogList } from './ModerationLogList.tsx';
import { ReportGroupCard } from './ReportGroupCard.tsx';

const t = text.moderation;

const tabClass = (active: boolean) =>
  `rounded-lg px-3 py-2 font-semibold ${
    active ? 'bg-rose-700 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** /moderasi: the report queue, the resolved reports and the log, for moderators and admins. */
export default function ModerationPage() {
  // The action dialog finds the queue by this id in the actor system they share.
  const [state, send] = useMachine(useModerationFlows().moderationQueue, {
    ...useActorOptions(),
    systemId: MODERATION_QUEUE_SYSTEM_ID,
  });
  const { status, groups, log, lastDecision } = state.context;
  const onLog = state.matches('log');
  const dialog = state.children.moderationAction as ActorRefFrom<typeof moderationActionMachine> | undefined;

  return (
    <section className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t.heading}</h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t.sections} className="flex gap-2">
          <button type="button" aria-pressed={!onLog} className={tabClass(!onLog)} onClick={() => send({ type: 'SHOW_REPORTS' })}>
            {t.reportsTab}
          </button>
          <button type="button" aria-pressed={onLog} className={tabClass(onLog)} onClick={() => send({ type: 'SHOW_LOG' })}>
            {t.logTab}
          </button>
        </div>
        <Button variant="secondary" disabled={state.hasTag('loading')} onClick={() => send({ type: 'RELOAD' })}>
          {t.reload}
        </Button>
      </div>
      {!onLog && (
        <div role="group" aria-label={t.statusFilter} className="flex gap-2">
          {(['open', 'resolved'] as const).map((shown) => (
            <button
              key={shown}
              type="button"
              aria-pressed={status === shown}
              className={tabClass(status === shown)}
              onClick={() => send({ type: 'SHOW_STATUS', status: shown })}
            >
              {t[shown]}
            </button>
          ))}
        </div>
      )}
      {lastDecision !== null && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          {t.decided[lastDecision]}
        </p>
      )}
      {state.hasTag('loading') && (
        <div className="flex justify-center py-8 text-rose-700 dark:text-rose-400">
          <Spinner className="scale-150" />
        </div>
      )}
      {state.matches({ reports: 'failed' }) && <FailureView message={t.reportsFailed} onRetry={() => send({ type: 'RELOAD' })} />}
      {state.matches({ log: 'failed' }) && <FailureView message={t.logFailed} onRetry={() => send({ type: 'RELOAD' })} />}
      {state.matches({ reports: 'empty' }) && (
        <p className="text-slate-600 dark:text-slate-400">{status === 'open' ? t.noOpen : t.noResolved}</p>
      )}
      {state.matches({ log: 'empty' }) && <p className="text-slate-600 dark:text-slate-400">{t.noLog}</p>}
      {(state.matches({ reports: 'listed' }) || state.matches('acting')) && (
        <ul aria-label={t.reportsLabel} className="space-y-4">
          {groups.map((group) => (
            <ReportGroupCard
              key={group.key}
              group={group}
              onAct={status === 'open' ? () => send({ type: 'ACT', key: group.key }) : undefined}
            />
          ))}
        </ul>
      )}
      {state.matches({ log: 'listed' }) && <ModerationLogList entries={log} />}
      {dialog && <ActionDialog actor={dialog} />}
    </section>
  );
}
