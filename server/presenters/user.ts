// User rows as the contract shows them (§2, §5, §6).
import type { PersonalUser, PublicUser } from '../../src/api/wire.ts';
import type { Config } from '../config.ts';
import type { User } from '../db/schema.ts';
import { mediaUrl } from '../lib/media-url.ts';

type UrlConfig = Pick<Config, 'apiUrl'>;

export function toPublicUser(config: UrlConfig, user: User): PublicUser {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    foto_profile: mediaUrl(config, user.foto_profile),
  };
}

export function toPersonalUser(config: UrlConfig, user: User): PersonalUser {
  return {
    ...toPublicUser(config, user),
    bio: user.bio,
    address: user.address,
    phone_number: user.phone_number,
    email_verified_at: user.email_verified_at,
    notification_list: user.notification_list,
    readed_notif: Number(user.readed_notif),
  };
}
