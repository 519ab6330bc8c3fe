// The members the viewer blocked and muted (machines/safety-lists.machine.ts), each with the way
// to lift it; a mute also says when it ends.
import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { PublicUser } from '../../../contract/wire.ts';
import { useSafetyFlows } from '../../app/flows/safety.ts';
import { pathTo } from '../../app/route-names.ts';
import { useActorOptions } from '../../app/runtime.tsx';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDate } from '../../text/dates.ts';
import { text } from '../../text/catalogue.ts';

const t = text.safety;

interface MemberRowProps {
  user: PublicUser;
  detail?: string;
  action: string;
  busy: boolean;
  disabled: boolean;
  onAction: () => void;
}

function MemberRow({ user, detail, action, busy, disabled, onAction }: MemberRowProps) {
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar src={user.foto_profile} username={user.username} size={36} decorative />
      <div className="min-w-0 flex-1">
        <Link to={pathTo('profile', { username: user.username })} className="font-semibold text-slate-900 hover:underline dark:text-white">
          {user.username}
        </Link>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">
          {user.first_name} {user.last_name}
          {detail && <span className="block">{detail}</span>}
        </p>
      </div>
      <Button variant="secondary" busy={busy} disabled={disabled} onClick={onAction} aria-label={`${action} ${user.username}`}>
        {action}
      </Button>
    </li>
  );
}

export function SafetyLists() {
  const [state, send] = useMachine(useSafetyFlows().safetyLists, useActorOptions());
  const { blocks, mutes, changing } = state.context;

  if (state.hasTag('loadingLists')) {
    return (
      <div className="flex justify-center py-4 text-rose-700 dark:text-rose-400">
        <Spinner className="scale-150" />
      </div>
    );
  }
  if (state.matches('failed')) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-red-700 dark:text-red-400">{t.listsFailed}</p>
        <Button variant="secondary" onClick={() => send({ type: 'RETRY' })}>
          {text.failure.retry}
        </Button>
      </div>
    );
  }
  const waiting = !state.matches({ ready: 'idle' });
  return (
    <div className="space-y-6">
      <section aria-labelledby="blocked-heading">
        <h2 id="blocked-heading" className="mb-2 text-lg font-bold text-slate-900 dark:text-white">
          {t.blockedHeading}
        </h2>
        {blocks.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t.noBlocks}</p>
        ) : (
          <ul aria-labelledby="blocked-heading" className="divide-y divide-slate-200 dark:divide-slate-800">
            {blocks.map((user) => (
              <MemberRow
                key={user.username}
                user={user}
                action={t.unblock}
                busy={state.hasTag('unblocking') && changing === user.username}
                disabled={waiting}
                onAction={() => send({ type: 'UNBLOCK', username: user.username })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="muted-heading">
        <h2 id="muted-heading" className="mb-2 text-lg font-bold text-slate-900 dark:text-white">
          {t.mutedHeading}
        </h2>
        {mutes.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t.noMutes}</p>
        ) : (
          <ul aria-labelledby="muted-heading" className="divide-y divide-slate-200 dark:divide-slate-800">
            {mutes.map(({ user, until }) => (
              <MemberRow
                key={user.username}
                user={user}
                detail={until === null ? t.mutedUntilLifted : t.mutedUntil(formatDate(until))}
                action={t.unmute}
                busy={state.hasTag('unmuting') && changing === user.username}
                disabled={waiting}
                onAction={() => send({ type: 'UNMUTE', username: user.username })}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
