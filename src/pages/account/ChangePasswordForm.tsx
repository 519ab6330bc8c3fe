import { useMachine } from '@xstate/react';
import { useId } from 'react';
import type { ChangePasswordField } from '../../../machines/change-password.machine.ts';
import { useActorOptions, useFlow } from '../../app/runtime.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { text } from '../../text/catalogue.ts';
import { accountFlows } from '../../app/flows/account.ts';

const t = text.account;

export function ChangePasswordForm() {
  const [state, send] = useMachine(useFlow(accountFlows.changePassword), useActorOptions());
  const headingId = useId();
  const { values, errors } = state.context;
  const busy = state.hasTag('loading');

  const field = (name: ChangePasswordField) => ({
    name,
    type: 'password',
    value: values[name],
    required: true,
    readOnly: busy,
    onValueChange: (value: string) => send({ type: 'FIELD_CHANGED', field: name, value }),
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
        {t.changePassword}
      </h2>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <TextField
          label={t.currentPassword}
          autoComplete="current-password"
          error={errors.currentPasswordWrong ? t.wrongCurrent : errors.currentPassword}
          {...field('current_password')}
        />
        <TextField label={t.newPassword} autoComplete="new-password" error={errors.newPassword} {...field('password')} />
        <TextField label={t.confirmPassword} autoComplete="new-password" {...field('password_confirmation')} />
        <Button type="submit" busy={busy} disabled={!state.can({ type: 'SUBMIT' })}>
          {t.submit}
        </Button>
      </form>
    </section>
  );
}
