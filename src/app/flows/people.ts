// Search, notifications, who is online, profiles and their albums, built from their dependencies
// (people and profile calls, toasts).
import { fromPromise } from 'xstate';
import { albumGridMachine, type AlbumGridInput } from '../../../machines/album-grid.machine.ts';
import { findUserMachine } from '../../../machines/find-user.machine.ts';
import type { ServerNotifications } from '../../../machines/notification-list.ts';
import { notificationsMachine } from '../../../machines/notifications.machine.ts';
import { presenceMachine } from '../../../machines/presence.machine.ts';
import { profileLoadMachine, type LoadedProfile } from '../../../machines/profile-load.machine.ts';
import { searchMachine } from '../../../machines/search.machine.ts';
import {
  clearNotifications,
  fetchArchivedAlbums,
  fetchOnlineUsers,
  fetchUserAlbums,
  findAllUsers,
  findUsers,
  markNotificationsRead,
} from '../../api/people.ts';
import { fetchProfile } from '../../api/profile.ts';
import { fetchPersonalUser } from '../../api/users.ts';
import { text } from '../../text/catalogue.ts';
import { areaFlowsHook, lazyFlows, type FlowDeps } from '../flow-services.tsx';

/** Failures the spec leaves without a message for the member still leave a trace for developers. */
const logFailure =
  (what: string) =>
  ({ event }: { event: unknown }) =>
    console.warn(`${what} failed`, (event as { error?: unknown }).error);

interface WithSignal<TInput> {
  input: TInput;
  signal: AbortSignal;
}

export const peopleApi = {
  findUsers,
  findAllUsers,
  fetchPersonalUser,
  markNotificationsRead,
  clearNotifications,
  fetchOnlineUsers,
  fetchProfile,
  fetchUserAlbums,
  fetchArchivedAlbums,
};

export function createPeopleFlows({ api, notify }: FlowDeps<typeof peopleApi>) {
  return lazyFlows({
    search: () => searchMachine.provide({
      actors: {
        findUsers: fromPromise(
          async ({ input, signal }: WithSignal<{ keyword: string }>) => (await api.findUsers(input.keyword, signal)).match_users,
        ),
      },
      actions: { logFailure: logFailure('User search') },
    }),

    notifications: () => notificationsMachine.provide({
      actors: {
        fetchNotifications: fromPromise(async (): Promise<ServerNotifications> => {
          const { data } = await api.fetchPersonalUser();
          return { notificationList: data.notification_list, readedNotif: data.readed_notif };
        }),
        markRead: fromPromise(async ({ input }: { input: { readedNotif: number } }) => {
          await api.markNotificationsRead(input.readedNotif);
        }),
        clearNotifications: fromPromise(async () => {
          await api.clearNotifications();
        }),
      },
      actions: {
        logFailure: logFailure('Notifications'),
        notifyClearFailed: () => notify.error(text.notifications.clearFailed),
      },
    }),

    presence: () => presenceMachine.provide({
      actors: {
        fetchOnlineUsers: fromPromise(async ({ signal }: WithSignal<unknown>) => (await api.fetchOnlineUsers(signal)).login_users),
      },
      actions: { logFailure: logFailure('Online users') },
    }),

    profileLoad: () => profileLoadMachine.provide({
      actors: {
        fetchProfile: fromPromise(async ({ input }: { input: { username: string } }): Promise<LoadedProfile> => {
          const answer = await api.fetchProfile(input.username);
          return { data: answer.data, totalAlbums: answer.total_albums, totalThreads: answer.total_threads, mute: answer.mute };
        }),
      },
    }),

    albumGrid: () => albumGridMachine.provide({
      actors: {
        fetchAlbums: fromPromise(async ({ input, signal }: WithSignal<AlbumGridInput>) => {
          const load = input.archived ? api.fetchArchivedAlbums : api.fetchUserAlbums;
          return (await load(input.username, signal)).posts;
        }),
      },
    }),

    findUser: () => findUserMachine.provide({
      actors: {
        findAllUsers: fromPromise(
          async ({ input, signal }: WithSignal<{ keyword: string }>) => (await api.findAllUsers(input.keyword, signal)).match_users,
        ),
      },
    }),
  });
}

export type PeopleFlows = ReturnType<typeof createPeopleFlows>;

/** The search, notification, presence and profile flows of this app. */
export const usePeopleFlows = areaFlowsHook(createPeopleFlows, peopleApi);
