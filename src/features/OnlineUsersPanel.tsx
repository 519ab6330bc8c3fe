import { useId } from 'react';
import { text } from '../text/catalogue.ts';
import { OnlineUsersList } from './OnlineUsersList.tsx';

/** Who is online right now (the right panel of the explorer). */
export function OnlineUsersPanel() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id={headingId} className="mb-3 font-bold text-slate-900 dark:text-white">
        {text.presence.heading}
      </h2>
      <OnlineUsersList emptyText={text.presence.empty} />
    </section>
  );
}
