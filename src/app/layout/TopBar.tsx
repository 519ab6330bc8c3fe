import { Link, NavLink } from 'react-router-dom';
import { text } from '../../text/catalogue.ts';
import { NotificationBell } from './NotificationBell.tsx';
import type { NotificationsActor } from '../live-stream.tsx';
import { UserMenu } from './UserMenu.tsx';
import { UserSearch } from './UserSearch.tsx';

export function TopBar({ notifications }: { notifications: NotificationsActor }) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <nav className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4" aria-label={text.brand}>
        <Link to="/explorer" className="flex shrink-0 items-center gap-2 font-bold">
          <img src="/logo.svg" alt={text.landing.logoAlt} width={32} height={32} />
          <span className="hidden sm:inline">{text.brand}</span>
        </Link>
        <UserSearch />
        <div className="hidden flex-1 md:block" />
        <NavLink
          to="/explorer"
          className="hidden rounded-lg px-3 py-2 font-medium hover:bg-slate-100 md:block dark:hover:bg-slate-800"
        >
          {text.topBar.home}
        </NavLink>
        <NotificationBell actor={notifications} />
        <UserMenu />
      </nav>
    </header>
  );
}
