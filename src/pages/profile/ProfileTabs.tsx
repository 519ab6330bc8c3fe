import { NavLink } from 'react-router-dom';
import { pathTo } from '../../app/route-names.ts';
import { text } from '../../text/catalogue.ts';

const t = text.profile;
const tab =
  'flex-1 border-b-2 border-transparent px-3 py-3 text-center text-sm font-semibold text-slate-600 hover:text-slate-900 aria-[current=page]:border-rose-700 aria-[current=page]:text-rose-700 dark:text-slate-400 dark:hover:text-white dark:aria-[current=page]:border-rose-400 dark:aria-[current=page]:text-rose-400';

/** Albums, Threads and (for the owner) Archive, as links; the current one is marked for screen readers. */
export function ProfileTabs({ username, isOwner }: { username: string; isOwner: boolean }) {
  return (
    <nav aria-label={t.tabs} className="flex border-b border-slate-200 dark:border-slate-800">
      <NavLink end to={pathTo('profile', { username })} className={tab}>
        {t.albumsTab}
      </NavLink>
      <NavLink end to={pathTo('profile.threads', { username })} className={tab}>
        {t.threadsTab}
      </NavLink>
      {isOwner && (
        <NavLink end to={pathTo('archive.album', { username })} className={tab}>
          {t.archiveTab}
        </NavLink>
      )}
    </nav>
  );
}
