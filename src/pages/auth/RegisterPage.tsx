import { useMachine } from '@xstate/react';
import { Link, Navigate } from 'react-router-dom';
import { AddressInput } from '../../app/maps/AddressInput.tsx';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { bindFields } from '../../components/bind-fields.ts';
import { Button } from '../../components/Button.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { TextField } from '../../components/TextField.tsx';
import { text } from '../../text/sign-in-texts.ts';
import { useSignInFlows } from '../../app/flows/sign-in.ts';

const t = text.register;

export default function RegisterPage() {
  const [state, send] = useMachine(useSignInFlows().register, useActorOptions());
  const { values, errors } = state.context;
  const busy = state.hasTag('signingUp');

  if (state.status === 'done') return <Navigate to={pathTo('otp-verification')} replace />;

  const field = bindFields({ values, busy, send });

  return (
    <AuthCard heading={t.heading}>
      <SubmitForm className="space-y-5" onSubmit={() => send({ type: 'SUBMIT' })}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.firstName}
            placeholder={t.firstNamePlaceholder}
            autoComplete="given-name"
            error={errors.first_name}
            {...field('first_name')}
          />
          <TextField
            label={t.lastName}
            placeholder={t.lastNamePlaceholder}
            autoComplete="family-name"
            error={errors.last_name}
            {...field('last_name')}
          />
        </div>
        <TextField
          label={t.username}
          placeholder={t.usernamePlaceholder}
          autoComplete="username"
          error={errors.username}
          {...field('username')}
        />
        <TextField
          label={t.email}
          type="email"
          placeholder={t.emailPlaceholder}
          autoComplete="email"
          error={errors.email}
          {...field('email')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.password}
            type="password"
            autoComplete="new-password"
            error={errors.password}
            {...field('password')}
          />
          <TextField
            label={t.passwordConfirmation}
            type="password"
            autoComplete="new-password"
            {...field('password_confirmation')}
          />
        </div>
        <AddressInput
          label={t.address}
          placeholder={t.addressPlaceholder}
          autoComplete="street-address"
          error={errors.address}
          {...field('address')}
        />
        <Button type="submit" className="w-full" busy={busy} disabled={!state.can({ type: 'SUBMIT' })}>
          {t.submit}
        </Button>
      </SubmitForm>
      <p className="mt-5 text-sm text-slate-700 dark:text-slate-300">
        {t.haveAccount}{' '}
        <Link to={pathTo('login')} className="font-medium text-rose-700 hover:underline dark:text-rose-400">
          {t.signIn}
        </Link>
      </p>
    </AuthCard>
  );
}
