import { useMachine } from '@xstate/react';
import { Link, Navigate } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useSessionSelector } from '../../app/session.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { bindFields } from '../../components/bind-fields.ts';
import { Button } from '../../components/Button.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { TextField } from '../../components/TextField.tsx';
import { text } from '../../text/sign-in-texts.ts';
import { useSignInFlows } from '../../app/flows/sign-in.ts';

const t = text.login;
const linkClass = 'font-medium text-rose-700 hover:underline dark:text-rose-400';

export default function LoginPage() {
  const [state, send] = useMachine(useSignInFlows().login, useActorOptions());
  const { values, verified } = state.context;
  const busy = state.hasTag('signingIn');
  const field = bindFields({ values, busy, send });
  // Signed out by the server (a suspension): the reason it gave.
  const signedOutBecause = useSessionSelector((snapshot) => snapshot.context.signedOutBecause);

  // Verified members go to the feed, the others verify their e-mail first.
  if (state.status === 'done') return <Navigate to={pathTo(verified ? 'explorer' : 'otp-verification')} replace />;

  return (
    <AuthCard heading={t.heading}>
      {signedOutBecause && (
        <p role="alert" className="mb-5 rounded-lg bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {signedOutBecause}
        </p>
      )}
      <SubmitForm className="space-y-5" onSubmit={() => send({ type: 'SUBMIT' })}>
        <TextField label={t.userMail} autoComplete="username" placeholder={t.userMailPlaceholder} {...field('user_mail')} />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          placeholder={t.passwordPlaceholder}
          {...field('password')}
        />
        <p className="text-right text-sm">
          <Link to={pathTo('forgot.password')} className={linkClass}>
            {t.forgot}
          </Link>
        </p>
        <Button
          type="submit"
          className="w-full"
          busy={busy}
          disabled={!state.can({ type: 'SUBMIT' })}
        >
          {t.submit}
        </Button>
      </SubmitForm>
      <p className="mt-5 text-sm text-slate-700 dark:text-slate-300">
        {t.noAccount}{' '}
        <Link to={pathTo('register')} className={linkClass}>
          {t.signUp}
        </Link>
      </p>
    </AuthCard>
  );
}
