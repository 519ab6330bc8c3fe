// User rows as the contract shows them (§2, §5, §6).
import type { Liker, MatchUser, PersonalUser, PublicUser } from '../../contract/wire.ts';
import type { User } from '../db/schema.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { ShownList } from '../services/kept-notifications.ts';

type PublicFields = Pick<User, 'first_name' | 'last_name' | 'username' | 'foto_profile'>;

/** `mediaBase`: where this answer's media URLs start (server/http/media-base.ts). */
export function toPublicUser(mediaBase: string, user: PublicFields): PublicUser {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    foto_profile: mediaUrl(mediaBase, user.foto_profile),
  };
}

export function toMatchUser(mediaBase: string, user: PublicFields & Pick<User, 'bio'>): MatchUser {
  return { ...toPublicUser(mediaBase, user), bio: user.bio };
}

export function toLiker(mediaBase: string, user: Pick<User, 'username' | 'first_name' | 'foto_profile'>): Liker {
  return { username: user.username, first_name: user.first_name, foto_profile: mediaUrl(mediaBase, user.foto_profile) };
}

/** `notifications`: the list the member is shown, written by notificationListJson (presenters/notification.ts), and how many of it they have seen. */
export function toPersonalUser(
  mediaBase: string,
  user: User,
  notifications: ShownList,
  passwordMailed: boolean,
): PersonalUser {
  return {
    ...toPublicUser(mediaBase, user),
    bio: user.bio,
    address: user.address,
    phone_number: user.phone_number,
    email_verified_at: user.email_verified_at,
    notification_list: notifications.json,
    readed_notif: notifications.seen,
    role: user.role,
    password_mailed: passwordMailed,
  };
}
