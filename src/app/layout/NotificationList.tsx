import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { boldCount } from '../../../machines/notifications.machine.ts';
import type { NotificationItem } from '../../../contract/wire.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { Button } from '../../components/Button.tsx';
import { MediaImage } from '../../components/MediaImage.tsx';
import { text } from '../../text/catalogue.ts';
import { formatTimeAgo } from '../../text/dates.ts';
import { pathTo } from '../route-names.ts';
import { useSessionSelector } from '../session.tsx';
import type { NotificationsActor } from '../live-stream.tsx';

const t = text.notifications;

/**
 * Where a notification leads: its post, opened over the member's own threads for a thread, else
 * over their profile, which shows their albums (a deleted post is neither: `?post=` then names
 * none, and the dialog says so).
 */
export function notificationPath(item: NotificationItem, me: string): string {
  const page = pathTo(item.post_kind === 'thread' ? 'profile.threads' : 'profile', { username: me });
  return `${page}?${new URLSearchParams({ post: item.post_uuid ?? '' })}`;
}

/** The notifications, newest first, unread ones bold; shown under the bell and in the bottom bar's sheet. */
export function NotificationList({ actor }: { actor: NotificationsActor }) {
  const items = useSelector(actor, (snapshot) => snapshot.context.items);
  const bold = useSelector(actor, (snapshot) => boldCount(snapshot.context));
  const clearing = useSelector(actor, (snapshot) => snapshot.hasTag('clearingNotifications'));
  const me = useSessionSelector((snapshot) => snapshot.context.user?.username ?? '');

  if (items.length === 0) {
    return <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t.empty}</p>;
  }
  return (
    <div>
      <ul className="max-h-[300px] divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800">
        {items.map((item, index) => (
          // Positions counted from the oldest stay put when newer items arrive on top.
          <li key={items.length - index}>
            <Link
              to={notificationPath(item, me)}
              onClick={() => actor.send({ type: 'CLOSE' })}
              className={`flex items-center gap-3 px-4 py-3 text-sm hover:bg-slate-50 dark:hover:bg-slate-800 ${
                index < bold ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-500 dark:text-slate-400'
              }`}
            >
              <Avatar src={item.sender_foto_profile} username={item.sender_username} size={36} alt={t.senderAvatarAlt} />
              <span className="min-w-0 flex-1 break-words">
                {item.sender_username} {item.message}
                {item.created_at && (
                  <time dateTime={item.created_at} className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                    {formatTimeAgo(item.created_at)}
                  </time>
                )}
              </span>
              {item.accepter_content && (
                <MediaImage
                  src={item.accepter_content}
                  alt={t.contentAlt}
                  kind="photo"
                  sizes="40px"
                  side={40}
                  className="h-10 w-10 shrink-0 rounded-md object-cover"
                />
              )}
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex justify-end border-t border-slate-200 px-4 py-2 dark:border-slate-700">
        <Button variant="link" busy={clearing} onClick={() => actor.send({ type: 'CLEAR' })}>
          {t.clear}
        </Button>
      </div>
    </div>
  );
}
