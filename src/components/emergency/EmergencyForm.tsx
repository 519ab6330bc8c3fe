import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { emergencyMachine } from '../../../machines/emergency.machine.ts';
import { AddressInput } from '../../app/maps/AddressInput.tsx';
import { text } from '../../text/catalogue.ts';
import { Button } from '../Button.tsx';
import { SubmitForm } from '../SubmitForm.tsx';
import { Spinner } from '../Spinner.tsx';
import { TextField } from '../TextField.tsx';

const t = text.emergency;

interface EmergencyFormProps {
  state: SnapshotFrom<typeof emergencyMachine>;
  send: ActorRefFrom<typeof emergencyMachine>['send'];
}

/** Message and meeting place; Send waits for the quota check; while the quota is used the form is read only. */
export function EmergencyForm({ state, send }: EmergencyFormProps) {
  const { message, place, hoursLeft, missing } = state.context;
  const limited = state.matches({ modal: { drafting: 'limited' } });
  const writable = state.can({ type: 'MESSAGE_CHANGED', value: message });
  return (
    <SubmitForm className="space-y-4" onSubmit={() => send({ type: 'SEND' })}>
      {state.hasTag('checkingQuota') && <Spinner label={t.checking} />}
      {limited && hoursLeft !== null && (
        <p role="alert" className="rounded-lg bg-amber-100 px-3 py-2 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          {t.limited(hoursLeft)}
        </p>
      )}
      <TextField
        label={t.message}
        placeholder={t.messagePlaceholder}
        value={message}
        required
        disabled={!writable}
        error={missing.message ? t.messageMissing : null}
        onValueChange={(value) => send({ type: 'MESSAGE_CHANGED', value })}
      />
      <AddressInput
        label={t.place}
        placeholder={t.placePlaceholder}
        value={place}
        required
        disabled={!writable}
        error={missing.place ? t.placeMissing : null}
        onValueChange={(value) => send({ type: 'PLACE_CHANGED', value })}
        onPlaceChosen={({ name, url }) => send({ type: 'PLACE_CHOSEN', name, url })}
      />
      <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
        <li>{t.reach}</li>
        <li>{t.oncePerDay}</li>
      </ul>
      <Button type="submit" className="w-full" disabled={!state.can({ type: 'SEND' })}>
        {t.send}
      </Button>
    </SubmitForm>
  );
}
