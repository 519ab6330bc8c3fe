import { NavLink } from 'react-router-dom';
import { text } from '../../text/catalogue.ts';
import { useSessionSelector } from '../session.tsx';

/** Navigation for small screens. */
export function BottomBar() {
  const username = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  const item = 'flex flex-1 flex-col items-center py-2 text-xs font-medium';
  return (
    <nav
      aria-label={text.bottomBar.home}
      className="fixed inset-x-0 bottom-0 z-20 flex border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
    >
      <NavLink to="/explorer" className={item}>
        {text.bottomBar.home}
      </NavLink>
      <NavLink to={`/profile/${encodeURIComponent(username)}`} className={item}>
        {text.bottomBar.profile}
      </NavLink>
    </nav>
  );
}
