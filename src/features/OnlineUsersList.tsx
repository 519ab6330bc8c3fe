import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import { LIVE_EVENT } from '../../contract/live-events.ts';
import { useLiveEvent, useStreamFallback } from '../app/live-stream.tsx';
import { pathTo } from '../app/route-names.ts';
import { useActorOptions } from '../app/runtime.tsx';
import { usePageVisibility } from '../app/use-page-visibility.ts';
import { text } from '../text/catalogue.ts';
import { Avatar } from '../components/Avatar.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { usePeopleFlows } from '../app/flows/people.ts';

interface OnlineUsersListProps {
  /** The panel and the bottom bar's modal word the empty list differently. */
  emptyText: string;
  /** Called when a member is chosen (the modal closes). */
  onChoose?: () => void;
}

/**
 * Who is online now, kept fresh while the page is visible: asked again when the live stream says
 * someone came or went, polled while it is down (machines/presence.machine.ts).
 */
export function OnlineUsersList({ emptyText, onChoose }: OnlineUsersListProps) {
  const [state, send] = useMachine(usePeopleFlows().presence, useActorOptions());
  usePageVisibility(send);
  useStreamFallback(send);
  useLiveEvent(LIVE_EVENT.presence, () => send({ type: 'STALE' }));
  useLiveEvent(LIVE_EVENT.resync, () => send({ type: 'STALE' }));
  const { users } = state.context;

  if (users === null) {
    return (
      <div className="flex justify-center py-4 text-rose-700 dark:text-rose-400">
        <Spinner />
      </div>
    );
  }
  if (users.length === 0) return <p className="py-2 text-sm text-slate-600 dark:text-slate-400">{emptyText}</p>;
  return (
    <ul className="space-y-3">
      {users.map((user) => (
        <li key={user.username} className="flex items-center gap-3">
          <span className="relative shrink-0">
            <Avatar src={user.foto_profile} username={user.username} size={40} />
            <span
              aria-hidden="true"
              className="absolute right-0 bottom-0 h-3 w-3 rounded-full bg-green-500 ring-2 ring-white dark:ring-slate-900"
            />
          </span>
          <span className="min-w-0">
            <Link
              to={pathTo('profile', { username: user.username })}
              onClick={onChoose}
              className="block truncate font-semibold text-slate-900 hover:underline dark:text-white"
            >
              {user.first_name} {user.last_name}
            </Link>
            <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
              @{user.username} <span className="sr-only">({text.presence.online})</span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
