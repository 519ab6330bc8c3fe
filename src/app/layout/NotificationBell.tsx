import { useSelector } from '@xstate/react';
import { useCallback, useId, useRef } from 'react';
import { unreadCount } from '../../../machines/notifications.machine.ts';
import { useDismiss } from '../../components/use-dismiss.ts';
import { text } from '../../text/catalogue.ts';
import { NotificationList } from './NotificationList.tsx';
import { notificationsLabel, UnreadBadge } from './UnreadBadge.tsx';
import type { NotificationsActor } from '../live-stream.tsx';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={22} height={22} fill="none" stroke="currentColor" strokeWidth={2}>
      <path strokeLinejoin="round" d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15l1.5-2Z" />
      <path strokeLinecap="round" d="M10 21h4" />
    </svg>
  );
}

/** The top bar's bell (wide screens) with the unread badge and the notification dropdown. */
export function NotificationBell({ actor }: { actor: NotificationsActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches({ list: 'dropdown' }));
  const unread = useSelector(actor, (snapshot) => unreadCount(snapshot.context));
  const container = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    // After Esc from inside the list, keyboard users continue from the bell.
    const focusInside = container.current?.contains(document.activeElement);
    actor.send({ type: 'CLOSE' });
    if (focusInside) bell.current?.focus();
  }, [actor]);
  useDismiss(container, open, close);

  return (
    <div ref={container} className="relative hidden md:block">
      <button
        ref={bell}
        type="button"
        aria-label={notificationsLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => actor.send(open ? { type: 'CLOSE' } : { type: 'OPEN', view: 'dropdown' })}
        className="relative flex rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <BellIcon />
        <UnreadBadge count={unread} />
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={text.topBar.notifications}
          // A chosen notification closes the list with its link in it; focus goes back to the bell,
          // so the post it opens gives focus back there when it closes.
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) bell.current?.focus();
          }}
          className="absolute right-0 z-30 mt-2 w-80 overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          <NotificationList actor={actor} />
        </section>
      )}
    </div>
  );
}
