// People: search, who is online, a member's album lists, notifications (contract §5, §6, §7).
import { request } from './http.ts';
import type {
  Envelope,
  FindUserResponse,
  LoginUsersResponse,
  PostsResponse,
  ReadNotificationsRequest,
} from '../../contract/wire.ts';

const userPath = (username: string) => encodeURIComponent(username);

/** The dropdown's matches (at most 6); aborting the signal drops a request a newer keystroke replaced. */
export const findUsers = (keyword: string, signal?: AbortSignal) =>
  request<FindUserResponse>('/find-user', { query: { user_keyword: keyword }, signal });

/** Every match, for the results page. */
export const findAllUsers = (keyword: string, signal?: AbortSignal) =>
  request<FindUserResponse>('/find-user', { query: { fetch_all: 'true', user_keyword: keyword }, signal });

export const fetchOnlineUsers = (signal?: AbortSignal) => request<LoginUsersResponse>('/login-user', { signal });

export const fetchUserAlbums = (username: string, signal?: AbortSignal) =>
  request<PostsResponse>(`/user/albums/${userPath(username)}`, { signal });

export const fetchArchivedAlbums = (username: string, signal?: AbortSignal) =>
  request<PostsResponse>(`/user/albums/archived/${userPath(username)}`, { signal });

export const markNotificationsRead = (readedNotif: number) =>
  request<Envelope>('/notification/readed', {
    method: 'PUT',
    body: { readed_notif: readedNotif } satisfies ReadNotificationsRequest,
  });

export const clearNotifications = () => request<Envelope>('/notification/readed/clear', { method: 'PUT' });
