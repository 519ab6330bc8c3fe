import { useMachine } from '@xstate/react';
import { Link, Navigate } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions, useFlow } from '../../app/runtime.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { text } from '../../text/catalogue.ts';
import { accountFlows } from '../../app/flows/account.ts';

const t = text.login;
const linkClass = 'font-medium text-rose-700 hover:underline dark:text-rose-400';

export default function LoginPage() {
  const [state, send] = useMachine(useFlow(accountFlows.login), useActorOptions());
  const { values, verified } = state.context;
  const busy = state.hasTag('loading');

  // Verified members go to the feed, the others verify their e-mail first.
  if (state.status === 'done') return <Navigate to={pathTo(verified ? 'explorer' : 'otp-verification')} replace />;

  return (
    <AuthCard heading={t.heading}>
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT' });
        }}
      >
        <TextField
          label={t.userMail}
          name="user_mail"
          autoComplete="username"
          required
          readOnly={busy}
          placeholder={t.userMailPlaceholder}
          value={values.user_mail}
          onValueChange={(value) => send({ type: 'FIELD_CHANGED', field: 'user_mail', value })}
        />
        <TextField
          label={t.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          readOnly={busy}
          placeholder={t.passwordPlaceholder}
          value={values.password}
          onValueChange={(value) => send({ type: 'FIELD_CHANGED', field: 'password', value })}
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
      </form>
      <p className="mt-5 text-sm text-slate-700 dark:text-slate-300">
        {t.noAccount}{' '}
        <Link to={pathTo('register')} className={linkClass}>
          {t.signUp}
        </Link>
      </p>
    </AuthCard>
  );
}
