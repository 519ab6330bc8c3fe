// People: search, who is online, a member's album lists, notifications (contract §5, §6, §7).
import { call } from './http.ts';

/** The dropdown's matches (at most 6); aborting the signal drops a request a newer keystroke replaced. */
export const findUsers = (keyword: string, signal?: AbortSignal) =>
  call('findUsers', { query: { user_keyword: keyword }, signal });

/** Every match, for the results page. */
export const findAllUsers = (keyword: string, signal?: AbortSignal) =>
  call('findUsers', { query: { fetch_all: 'true', user_keyword: keyword }, signal });

export const fetchOnlineUsers = (signal?: AbortSignal) => call('onlineUsers', { signal });

export const fetchUserAlbums = (username: string, signal?: AbortSignal) =>
  call('userAlbums', { params: { username }, signal });

export const fetchArchivedAlbums = (username: string, signal?: AbortSignal) =>
  call('archivedAlbums', { params: { username }, signal });

export const markNotificationsRead = (readedNotif: number) =>
  call('markNotificationsRead', { body: { readed_notif: readedNotif } });

export const clearNotifications = () => call('clearNotifications');
