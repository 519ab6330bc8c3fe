import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { useActorOptions } from '../../app/runtime.tsx';
import { bindFields } from '../../components/bind-fields.ts';
import { Button } from '../../components/Button.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { TextField } from '../../components/TextField.tsx';
import { text } from '../../text/catalogue.ts';
import { useAccountFlows } from '../../app/flows/account.ts';

const t = text.account;

/** `id`: where a link on the page (the mailed-password notice) leads. */
export function ChangePasswordForm({ id }: { id?: string }) {
  const [state, send] = useMachine(useAccountFlows().changePassword, useActorOptions());
  const headingId = useId();
  const { values, errors } = state.context;
  const busy = state.hasTag('savingPassword');
  const passwordField = bindFields({ values, busy, send });
  const field = (name: keyof typeof values) => ({ type: 'password', ...passwordField(name) });

  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
        {t.changePassword}
      </h2>
      <SubmitForm className="space-y-5" onSubmit={() => send({ type: 'SUBMIT' })}>
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
      </SubmitForm>
    </section>
  );
}
