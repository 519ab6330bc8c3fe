import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar.tsx';
import { useDismiss } from '../../components/use-dismiss.ts';
import { text } from '../../text/catalogue.ts';
import { pathTo } from '../route-names.ts';
import { useSession, useSessionSelector } from '../session.tsx';

export function UserMenu() {
  const session = useSession();
  const user = useSessionSelector((snapshot) => snapshot.context.user);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);

  const username = user?.username ?? '';
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        className="flex rounded-full focus-visible:ring-2 focus-visible:ring-rose-600"
        aria-expanded={open}
        aria-haspopup="menu"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="sr-only">{text.topBar.openUserMenu}</span>
        <Avatar src={user?.foto_profile} username={username} size={36} decorative />
      </button>
      {open && (
        <div
          role="menu"
          className="absolute right-0 z-30 mt-2 w-56 rounded-xl bg-white py-2 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          <div className="border-b border-slate-200 px-4 pb-2 dark:border-slate-700">
            <p className="truncate font-semibold">
              {user ? `${user.first_name} ${user.last_name}` : ''}
            </p>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">@{username}</p>
          </div>
          <Link
            role="menuitem"
            to={`/profile/${encodeURIComponent(username)}`}
            className="block px-4 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            onClick={() => setOpen(false)}
          >
            {text.topBar.profile}
          </Link>
          <Link
            role="menuitem"
            to="/account"
            className="block px-4 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
            onClick={() => setOpen(false)}
          >
            {text.topBar.account}
          </Link>
          {(user?.role === 'moderator' || user?.role === 'admin') && (
            <Link
              role="menuitem"
              to={pathTo('moderation')}
              className="block px-4 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
              onClick={() => setOpen(false)}
            >
              {text.topBar.moderation}
            </Link>
          )}
          <button
            role="menuitem"
            type="button"
            className="block w-full px-4 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
            onClick={() => session.send({ type: 'SIGN_OUT' })}
          >
            {text.topBar.signOut}
          </button>
        </div>
      )}
    </div>
  );
}
