import type { ModerationLogEntry } from '../../../machines/moderation.ts';
import { formatDate } from '../../text/dates.ts';
import { text } from '../../text/catalogue.ts';

const t = text.moderation;

/** What an action was taken on: the reported target, or the member whose suspension was lifted. */
function subject(entry: ModerationLogEntry): string {
  if (entry.target === null) return entry.member ? `@${entry.member.username}` : '';
  const kind = t.kinds[entry.target.kind];
  return entry.target.kind === 'user' ? `${kind} @${entry.target.id}` : `${kind} ${entry.target.id}`;
}

/** Every action, newest first: who, what, on what, why, when. */
export function ModerationLogList({ entries }: { entries: ModerationLogEntry[] }) {
  return (
    <ul aria-label={t.logLabel} className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
      {entries.map((entry) => (
        <li key={entry.id} className="px-4 py-3 text-sm">
          <p>
            <span className="font-semibold">@{entry.actor.username}</span> · {t.actions[entry.action]}
            {entry.action === 'suspend' && ` (${t.days(entry.days)})`} · {subject(entry)}
            {entry.member && entry.target !== null && <span className="text-slate-600 dark:text-slate-400"> {t.author(entry.member.username)}</span>}
          </p>
          {entry.reason && <p className="mt-1 break-words whitespace-pre-line">{entry.reason}</p>}
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
