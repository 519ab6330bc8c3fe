// Notification items as the contract shows them (§2, §5).
import type { NotificationItem } from '../../contract/wire.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { NotificationRow } from '../services/notifications.ts';

export function toNotificationItem(apiOrigin: string, row: NotificationRow): NotificationItem {
  return {
    sender_username: row.sender_username,
    sender_foto_profile: mediaUrl(apiOrigin, row.sender_foto_profile),
    message: row.message,
    accepter_content: mediaUrl(apiOrigin, row.cover_path),
    post_uuid: row.post_uuid,
    post_kind: row.post_kind,
    created_at: row.created_at,
  };
}
