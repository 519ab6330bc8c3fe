// Asks a member who signs in with the password the reset mail gave to choose their own
// (machines/mailed-password-notice.machine.ts): a link to the Change Password form below, or keep it.
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { useAccountFlows } from '../../app/flows/account.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { Button } from '../../components/Button.tsx';
import { text } from '../../text/catalogue.ts';

const t = text.account.mailedPassword;

export function MailedPasswordNotice({ changeFormId }: { changeFormId: string }) {
  const [state, send] = useMachine(useAccountFlows().mailedPasswordNotice, useActorOptions());
  const headingId = useId();
  if (state.matches('kept')) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-300 dark:bg-amber-950 dark:ring-amber-800">
      <h2 id={headingId} className="text-lg font-bold text-amber-950 dark:text-amber-50">
        {t.heading}
      </h2>
      <p className="mt-2 text-amber-950 dark:text-amber-50">{t.body}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          href={`#${changeFormId}`}
          className="rounded-lg bg-rose-700 px-4 py-2 font-semibold text-white hover:bg-rose-800 focus-visible:ring-2 focus-visible:ring-rose-700 focus-visible:ring-offset-2"
        >
          {t.change}
        </a>
        <Button variant="secondary" busy={state.hasTag('keepingPassword')} onClick={() => send({ type: 'KEEP' })}>
          {t.keep}
        </Button>
      </div>
    </section>
  );
}
