import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { emergencyMachine } from '../../../machines/emergency.machine.ts';
import { text } from '../../text/catalogue.ts';
import { Button } from '../Button.tsx';

const t = text.emergency;

interface EmergencyConfirmProps {
  state: SnapshotFrom<typeof emergencyMachine>;
  send: ActorRefFrom<typeof emergencyMachine>['send'];
}

/** The last question before every active member gets a mail. */
export function EmergencyConfirm({ state, send }: EmergencyConfirmProps) {
  const sending = state.hasTag('sendingEmergency');
  return (
    <div className="space-y-4">
      <p className="font-medium text-slate-900 dark:text-white">{t.confirm}</p>
      <div className="flex justify-end gap-3">
        {/* The form the focus was in is gone; the harmless answer takes it. */}
        <Button variant="secondary" autoFocus disabled={!state.can({ type: 'CANCEL' })} onClick={() => send({ type: 'CANCEL' })}>
          {t.cancel}
        </Button>
        <Button busy={sending} onClick={() => send({ type: 'CONFIRM' })}>
          {t.proceed}
        </Button>
      </div>
    </div>
  );
}
