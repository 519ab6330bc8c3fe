import { useId } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { missingProfileFields, type ProfileField } from '../../../../machines/profile-edit.machine.ts';
import type { Flows } from '../../../app/flows.ts';
import { AddressInput } from '../../../app/maps/AddressInput.tsx';
import { bindFields } from '../../../components/bind-fields.ts';
import { Button } from '../../../components/Button.tsx';
import { SubmitForm } from '../../../components/SubmitForm.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { text } from '../../../text/catalogue.ts';

const t = text.profileEdit;

const LABELS: Record<ProfileField, string> = {
  first_name: t.firstName,
  last_name: t.lastName,
  username: t.username,
  bio: t.bio,
  address: t.address,
  phone_number: t.phone,
};

interface ProfileEditFormProps {
  state: SnapshotFrom<Flows['profileEdit']>;
  send: ActorRefFrom<Flows['profileEdit']>['send'];
}

/**
 * The six required profile fields, each with the server's first message under it. While some
 * are empty they are marked, and the note by Update Profile names them.
 */
export function ProfileEditForm({ state, send }: ProfileEditFormProps) {
  const { values, errors } = state.context;
  const busy = state.hasTag('savingProfile');
  const missing = busy ? [] : missingProfileFields(values);
  const missingNoteId = useId();

  const boundField = bindFields({ values, busy, send });
  const field = (name: ProfileField) => ({
    ...boundField(name),
    error: errors[name],
    note: missing.includes(name) ? text.common.required : null,
  });

  return (
    <SubmitForm className="space-y-5" onSubmit={() => send({ type: 'SUBMIT' })}>
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
      <div className="space-y-2">
        {missing.length > 0 && (
          <p id={missingNoteId} className="text-sm text-amber-800 dark:text-amber-300">
            {t.missing(missing.map((name) => LABELS[name]))}
          </p>
        )}
        <Button
          type="submit"
          className="w-full"
          busy={busy}
          disabled={!state.can({ type: 'SUBMIT' })}
          aria-describedby={missing.length > 0 ? missingNoteId : undefined}
        >
          {t.submit}
        </Button>
      </div>
    </SubmitForm>
  );
}
