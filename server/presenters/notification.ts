// Notification items as the contract shows them (§2, §5).
import type { NotificationItem } from '../../src/api/wire.ts';
import type { Config } from '../config.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { NotificationRow } from '../services/notifications.ts';

export function toNotificationItem(config: Pick<Config, 'apiUrl'>, row: NotificationRow): NotificationItem {
  return {
    sender_username: row.sender_username,
    sender_foto_profile: mediaUrl(config, row.sender_foto_profile),
    message: row.message,
    accepter_content: mediaUrl(config, row.cover_path),
  };
}
