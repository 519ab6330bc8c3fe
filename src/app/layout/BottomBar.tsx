import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { unreadCount } from '../../../machines/notifications.machine.ts';
import { Modal } from '../../components/Modal.tsx';
import { OnlineUsersList } from '../../features/OnlineUsersList.tsx';
import { text } from '../../text/catalogue.ts';
import { useSessionSelector } from '../session.tsx';
import { NotificationList } from './NotificationList.tsx';
import { notificationsLabel, UnreadBadge } from './UnreadBadge.tsx';
import type { NotificationsActor } from '../live-stream.tsx';

const t = text.bottomBar;
const item =
  'relative flex flex-1 flex-col items-center py-3 text-xs font-medium text-slate-700 aria-[current=page]:text-rose-700 dark:text-slate-200 dark:aria-[current=page]:text-rose-400';

/** Navigation for small screens; notifications and who is online open as sheets. */
export function BottomBar({ notifications }: { notifications: NotificationsActor }) {
  const username = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');
  const sheetOpen = useSelector(notifications, (snapshot) => snapshot.matches({ list: 'sheet' }));
  const unread = useSelector(notifications, (snapshot) => unreadCount(snapshot.context));
  const [onlineOpen, setOnlineOpen] = useState(false);

  return (
    <>
      <nav
        aria-label={t.home}
        className="fixed inset-x-0 bottom-0 z-20 flex border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <NavLink to="/explorer" className={item}>
          {t.home}
        </NavLink>
        <button
          type="button"
          className={item}
          aria-label={notificationsLabel(unread)}
          onClick={() => notifications.send({ type: 'OPEN', view: 'sheet' })}
        >
          {t.notifications}
          <UnreadBadge count={unread} />
        </button>
        <button type="button" className={item} onClick={() => setOnlineOpen(true)}>
          {t.onlineUsers}
        </button>
        <NavLink to={`/profile/${encodeURIComponent(username)}`} className={item}>
          {t.profile}
        </NavLink>
      </nav>
      {sheetOpen && (
        <Modal title={t.notifications} onClose={() => notifications.send({ type: 'CLOSE' })}>
          <NotificationList actor={notifications} />
        </Modal>
      )}
      {onlineOpen && (
        <Modal title={t.onlineModalTitle} onClose={() => setOnlineOpen(false)}>
          <OnlineUsersList emptyText={t.noOnlineUsers} onChoose={() => setOnlineOpen(false)} />
        </Modal>
      )}
    </>
  );
}
