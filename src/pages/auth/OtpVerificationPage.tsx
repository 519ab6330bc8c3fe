import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { useSession } from '../../app/session.tsx';
import { AuthCard } from '../../components/AuthCard.tsx';
import { Button } from '../../components/Button.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { OtpInput } from '../../components/OtpInput.tsx';
import { text } from '../../text/sign-in-texts.ts';
import { useSignInFlows } from '../../app/flows/sign-in.ts';

const t = text.otp;

export default function OtpVerificationPage() {
  const [state, send] = useMachine(useSignInFlows().otpVerification, useActorOptions());
  // Kept by the session since registration; read once, since verifying removes it.
  const session = useSession();
  const [email] = useState(() => session.getSnapshot().context.email);
  const { digits, resendSecondsLeft } = state.context;
  const verifying = state.hasTag('verifyingCode');

  if (state.matches('verified')) return <Navigate to={pathTo('explorer')} replace />;
  if (state.matches('signedOut')) return <Navigate to={pathTo('login')} replace />;

  return (
    <AuthCard heading={t.heading}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t.instruction} <strong className="wrap-anywhere text-slate-900 dark:text-white">{email ?? t.yourEmail}</strong>
      </p>
      <SubmitForm className="mt-6 space-y-5" onSubmit={() => send({ type: 'SUBMIT' })}>
        <OtpInput
          legend={t.codeLegend}
          digits={digits}
          boxLabel={t.digitLabel}
          readOnly={verifying}
          onDigitChange={(index, value) => send({ type: 'DIGIT_CHANGED', index, value })}
          onPaste={(pasted) => send({ type: 'CODE_PASTED', text: pasted })}
        />
        <Button type="submit" className="w-full" busy={verifying} disabled={!state.can({ type: 'SUBMIT' })}>
          {t.send}
        </Button>
      </SubmitForm>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="flex flex-wrap items-center gap-x-2">
          <Button
            variant="link"
            busy={state.hasTag('resendingCode')}
            disabled={!state.can({ type: 'RESEND' })}
            onClick={() => send({ type: 'RESEND' })}
          >
            {t.resend}
          </Button>
          {state.hasTag('countingDown') && (
            <span className="text-slate-600 dark:text-slate-400">{t.resendWait(resendSecondsLeft)}</span>
          )}
        </p>
        <Button variant="link" onClick={() => send({ type: 'SIGN_OUT' })}>
          {t.signOut}
        </Button>
      </div>
    </AuthCard>
  );
}
