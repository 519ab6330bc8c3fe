import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useMemberShell, usePresence } from '../app/live-stream.tsx';
import { pathTo } from '../app/route-names.ts';
import { text } from '../text/catalogue.ts';
import { Avatar } from '../components/Avatar.tsx';
import { Spinner } from '../components/Spinner.tsx';

interface OnlineUsersListProps {
  /** The panel and the bottom bar's modal word the empty list differently. */
  emptyText: string;
  /** Called when a member is chosen (the modal closes). */
  onChoose?: () => void;
}

/**
 * Who is online now, kept fresh while the page is visible: the member shell follows the list
 * while some list shows it (machines/member-shell.machine.ts, machines/presence.machine.ts).
 */
export function OnlineUsersList({ emptyText, onChoose }: OnlineUsersListProps) {
  const shell = useMemberShell();
  useEffect(() => {
    if (!shell) return;
    shell.send({ type: 'PRESENCE.SHOWN' });
    return () => shell.send({ type: 'PRESENCE.GONE' });
  }, [shell]);
  const users = useSelector(usePresence() ?? undefined, (snapshot) => snapshot?.context.users ?? null);

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
