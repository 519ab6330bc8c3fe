import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard.tsx';
import { Button } from '../../components/Button.tsx';
import { SubmitForm } from '../../components/SubmitForm.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useActorOptions } from '../../app/runtime.tsx';
import { text } from '../../text/sign-in-texts.ts';
import { useSignInFlows } from '../../app/flows/sign-in.ts';

export default function ForgotPasswordPage() {
  const [state, send] = useMachine(useSignInFlows().forgotPassword, useActorOptions());
  const { email, emailError, sentOnce } = state.context;

  return (
    <AuthCard heading={text.forgotPassword.heading}>
      <SubmitForm className="space-y-5" onSubmit={() => send({ type: 'SUBMIT' })}>
        <TextField
          label={text.forgotPassword.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder={text.forgotPassword.emailPlaceholder}
          value={email}
          error={emailError}
          onValueChange={(value) => send({ type: 'EMAIL_CHANGED', email: value })}
        />
        <Button type="submit" className="w-full" busy={state.hasTag('requestingPassword')} disabled={email.trim() === ''}>
          {sentOnce ? text.forgotPassword.resend : text.forgotPassword.send}
        </Button>
      </SubmitForm>
      <p className="mt-5 text-sm">
        <Link to="/auth/login" className="font-medium text-rose-700 hover:underline dark:text-rose-400">
          {text.forgotPassword.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
