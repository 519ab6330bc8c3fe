import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback } from 'xstate';
import type { MemberShellEvent } from '../../../machines/member-shell.machine.ts';
import type { ServerNotifications } from '../../../machines/notification-list.ts';
import type { PersonalUser } from '../../../contract/wire.ts';
import { usePeopleFlows } from '../flows/people.ts';
import { useStreamFlows } from '../flows/stream.ts';
import type { MemberShellActor } from '../live-stream.tsx';
import { useActorOptions } from '../runtime.tsx';
import { useSession, type SessionActor } from '../session.tsx';

const notificationsOf = (user: PersonalUser | null): ServerNotifications => ({
  notificationList: user?.notification_list ?? null,
  readedNotif: user?.readed_notif ?? 0,
});

const sameNotifications = (a: ServerNotifications, b: ServerNotifications) =>
  a.notificationList === b.notificationList && a.readedNotif === b.readedNotif;

/** Tells the shell when the session's token changes and when a newer current user differs in its notifications. */
function followSession(session: SessionActor) {
  return fromCallback<MemberShellEvent>(({ sendBack }) => {
    let { token } = session.getSnapshot().context;
    let seen = notificationsOf(session.getSnapshot().context.user);
    const subscription = session.subscribe(({ context }) => {
      if (context.token !== token) {
        token = context.token;
        sendBack({ type: 'SESSION.TOKEN', token });
      }
      const current = notificationsOf(context.user);
      if (!sameNotifications(seen, current)) {
        seen = current;
        sendBack({ type: 'SESSION.USER', ...current });
      }
    });
    return () => subscription.unsubscribe();
  });
}

/**
 * The member shell's live part for this session (machines/member-shell.machine.ts), with the
 * flows of its children (the runtime's replacement calls included) and the session it follows.
 */
export function useMemberShellActor(): MemberShellActor {
  const session = useSession();
  const { memberShell, liveStream } = useStreamFlows();
  const { notifications, presence } = usePeopleFlows();
  const logic = useMemo(
    () => memberShell.provide({ actors: { liveStream, notifications, presence, followSession: followSession(session) } }),
    [memberShell, liveStream, notifications, presence, session],
  );
  const { token, user } = session.getSnapshot().context;
  return useActorRef(logic, { ...useActorOptions(), input: { token, notifications: notificationsOf(user) } });
}
