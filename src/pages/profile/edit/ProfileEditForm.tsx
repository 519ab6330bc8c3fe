import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ProfileField } from '../../../../machines/profile-edit.machine.ts';
import type { Flows } from '../../../app/flows.ts';
import { AddressInput } from '../../../app/maps/AddressInput.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { text } from '../../../text/catalogue.ts';

const t = text.profileEdit;

interface ProfileEditFormProps {
  state: SnapshotFrom<Flows['profileEdit']>;
  send: ActorRefFrom<Flows['profileEdit']>['send'];
}

/** The six required profile fields, each with the server's first message under it. */
export function ProfileEditForm({ state, send }: ProfileEditFormProps) {
  const { values, errors } = state.context;
  const busy = state.hasTag('loading');

  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    required: true,
    readOnly: busy,
    error: errors[name],
    onValueChange: (value: string) => send({ type: 'FIELD_CHANGED', field: name, value }),
  });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t.firstName} autoComplete="given-name" {...field('first_name')} />
        <TextField label={t.lastName} autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField label={t.username} autoComplete="username" {...field('username')} />
      <TextField label={t.bio} placeholder={t.bioPlaceholder} {...field('bio')} />
      <AddressInput label={t.address} autoComplete="street-address" {...field('address')} />
      <TextField
        label={t.phone}
        type="tel"
        inputMode="tel"
        placeholder={t.phonePlaceholder}
        autoComplete="tel"
        {...field('phone_number')}
      />
      <Button type="submit" className="w-full" busy={busy} disabled={!state.can({ type: 'SUBMIT' })}>
        {t.submit}
      </Button>
    </form>
  );
}
