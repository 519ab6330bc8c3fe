import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ServerNotifications } from '../../../machines/notification-list.ts';
import type { Flows } from '../flows.ts';
import { LIVE_EVENT } from '../../../contract/live-events.ts';
import { useLiveEvent, useStreamFallback } from '../live-stream.tsx';
import { useActorOptions } from '../runtime.tsx';
import { useSessionSelector } from '../session.tsx';
import { usePageVisibility } from '../use-page-visibility.ts';
import { usePeopleFlows } from '../flows/people.ts';

export type NotificationsActor = ActorRefFrom<Flows['notifications']>;

const sameServerState = (a: ServerNotifications, b: ServerNotifications) =>
  a.notificationList === b.notificationList && a.readedNotif === b.readedNotif;

/**
 * The member's notifications, one actor for the top bar's bell and the bottom bar. It starts from
 * the session's user, takes each newer user the session fetches on navigation, and asks again
 * when the live stream tells of a new notification (or that it missed some).
 */
export function useNotifications(): NotificationsActor {
  const notificationList = useSessionSelector((snapshot) => snapshot.context.user?.notification_list ?? null);
  const readedNotif = useSessionSelector((snapshot) => snapshot.context.user?.readed_notif ?? 0);
  const actor = useActorRef(usePeopleFlows().notifications, { ...useActorOptions(), input: { notificationList, readedNotif } });
  const lastSeen = useRef<ServerNotifications>({ notificationList, readedNotif });

  useEffect(() => {
    const current = { notificationList, readedNotif };
    if (sameServerState(lastSeen.current, current)) return;
    lastSeen.current = current;
    actor.send({ type: 'SYNCED', ...current });
  }, [actor, notificationList, readedNotif]);

  usePageVisibility(actor.send);
  useStreamFallback(actor.send);
  useLiveEvent(LIVE_EVENT.notification, () => actor.send({ type: 'STALE' }));
  useLiveEvent(LIVE_EVENT.resync, () => actor.send({ type: 'STALE' }));
  return actor;
}
