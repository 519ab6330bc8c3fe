import { text } from '../../text/catalogue.ts';

/** The name of a control that opens the notifications; the badge itself is only seen. */
export function notificationsLabel(unread: number): string {
  return unread > 0 ? text.notifications.withUnread(unread) : text.topBar.notifications;
}

/** The number of unread notifications on a control; nothing at 0. */
export function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-xs font-bold text-white ring-2 ring-white dark:ring-slate-950"
    >
      {count}
    </span>
  );
}
