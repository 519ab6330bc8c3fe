// The switch 'Notifikasi di perangkat ini' on the account page (machines/device-push).
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { useDevicePushFlows } from '../../app/flows/device-push.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { Button } from '../../components/Button.tsx';
import { text } from '../../text/catalogue.ts';
import { devicePushStatus } from './device-push-text.ts';

const t = text.device.push;

export function DevicePushSetting() {
  const [state, send] = useMachine(useDevicePushFlows().devicePush, useActorOptions());
  const statusId = useId();
  const on = state.matches('subscribed') || state.matches('unsubscribing');
  const usable = state.matches('notAsked') || state.matches('subscribed');
  const status = devicePushStatus(state);
  return (
    <section>
      <h2 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">{t.heading}</h2>
      <div className="flex items-center justify-between gap-4">
        <span id={`${statusId}-label`} className="text-slate-800 dark:text-slate-200">
          {t.label}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${statusId}-label`}
          aria-describedby={statusId}
          aria-busy={state.hasTag('busy') || undefined}
          disabled={!usable}
          onClick={() => send({ type: on ? 'TURN_OFF' : 'TURN_ON' })}
          className={`relative h-7 w-12 shrink-0 rounded-full transition disabled:cursor-not-allowed disabled:opacity-50 ${
            on ? 'bg-rose-700' : 'bg-slate-400 dark:bg-slate-600'
          }`}
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 h-5 w-5 rounded-full bg-white shadow transition-all ${on ? 'left-6' : 'left-1'}`}
          />
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.note}</p>
      <p id={statusId} aria-live="polite" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {status}
      </p>
      {state.matches('failed') && (
        <div className="mt-2 flex items-center gap-3">
          <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
            {t.failed}
          </p>
          <Button variant="link" onClick={() => send({ type: 'RETRY' })}>
            {text.failure.retry}
          </Button>
        </div>
      )}
    </section>
  );
}
