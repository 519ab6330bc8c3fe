import { useMachine } from '@xstate/react';
import { useActorOptions } from '../../app/runtime.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDate } from '../../text/dates.ts';
import { text } from '../../text/catalogue.ts';
import { useAccountFlows } from '../../app/flows/account.ts';

const t = text.account;

/** The member's e-mail and join date, read-only. */
export function AccountDetails() {
  const [state, send] = useMachine(useAccountFlows().account, useActorOptions());
  const { account } = state.context;

  if (state.hasTag('loadingAccount')) {
    return (
      <div className="flex justify-center py-4 text-rose-700 dark:text-rose-400">
        <Spinner className="scale-150" />
      </div>
    );
  }
  if (state.matches('failed') || !account) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-red-700 dark:text-red-400">{t.loadFailed}</p>
        <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
          {text.failure.retry}
        </Button>
      </div>
    );
  }
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{t.email}</dt>
        <dd className="mt-1 wrap-anywhere text-slate-900 dark:text-slate-100">{account.email}</dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{t.joined}</dt>
        <dd className="mt-1 text-slate-900 dark:text-slate-100">
          <time dateTime={account.created_at}>{formatDate(account.created_at)}</time>
        </dd>
      </div>
    </dl>
  );
}
