import { useMachine } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { decodeBase64Text } from '../../app/base64-text.ts';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { text } from '../../text/sign-in-texts.ts';
import { useSignInFlows } from '../../app/flows/sign-in.ts';

const t = text.resetConfirm;
const linkClass = 'mt-4 inline-block font-medium text-rose-700 hover:underline dark:text-rose-400';

/** Where the reset mail's link lands: /auth/reset-password/{token}/{base64 e-mail}. */
export default function ResetConfirmPage() {
  const { token = '', email = '' } = useParams();
  const [state] = useMachine(useSignInFlows().resetConfirm, {
    ...useActorOptions(),
    input: { token, email: decodeBase64Text(email) },
  });

  return (
    <AuthCard heading={text.pages.resetPasswordConfirm}>
      {state.hasTag('confirmingReset') && (
        <p className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
          <Spinner label={t.loading} />
          <span aria-hidden="true">{t.loading}</span>
        </p>
      )}
      {state.matches('success') && (
        <div role="status">
          <p className="text-slate-800 dark:text-slate-200">{t.success}</p>
          <Link to={pathTo('login')} className={linkClass}>
            {t.toLogin}
          </Link>
        </div>
      )}
      {state.matches('invalid') && (
        <div role="alert">
          <p className="text-red-700 dark:text-red-400">{t.invalid}</p>
          <Link to={pathTo('forgot.password')} className={linkClass}>
            {t.resetAgain}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
