// The one-time suggestion after the member's post to turn notifications on for this device
// (machines/device-push), offered only while they are off; 'Nanti saja' puts it away.
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useDevicePushFlows } from '../../app/flows/device-push.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { Button } from '../../components/Button.tsx';
import { text } from '../../text/catalogue.ts';
import { devicePushStatus } from './device-push-text.ts';

const t = text.device.push;

export function PushSuggestion({ onLater }: { onLater: () => void }) {
  const [state, send] = useMachine(useDevicePushFlows().devicePush, useActorOptions());
  const [accepted, setAccepted] = useState(false);
  // Nothing to offer where it cannot be turned on or already is; after 'Aktifkan' it follows through.
  if (!accepted && !state.matches('notAsked')) return null;
  return (
    <section
      aria-label={t.heading}
      className="rounded-2xl bg-rose-50 p-4 text-slate-900 ring-1 ring-rose-200 dark:bg-rose-950 dark:text-slate-100 dark:ring-rose-900"
    >
      {state.matches('notAsked') ? (
        <>
          <p>{t.suggestion}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              onClick={() => {
                setAccepted(true);
                send({ type: 'TURN_ON' });
              }}
            >
              {t.accept}
            </Button>
            <Button variant="secondary" onClick={onLater}>
              {t.later}
            </Button>
          </div>
        </>
      ) : state.matches('failed') ? (
        <div className="flex items-center gap-3">
          <p role="alert">{t.failed}</p>
          <Button variant="link" onClick={() => send({ type: 'RETRY' })}>
            {text.failure.retry}
          </Button>
        </div>
      ) : (
        <p aria-live="polite">{devicePushStatus(state)}</p>
      )}
    </section>
  );
}
