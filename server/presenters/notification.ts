// Notification items as the contract shows them (§2, §5, §16).
import type { NotificationItem } from '../../contract/wire.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { NotificationRow } from '../services/kept-notifications.ts';

export function toNotificationItem(mediaBase: string, row: NotificationRow): NotificationItem {
  // A notice from the moderators names no person: they act as a team.
  if (row.kind !== 'activity') {
    return {
      sender_username: '',
      sender_foto_profile: null,
      message: row.message,
      accepter_content: null,
      post_uuid: null,
      post_kind: null,
      created_at: row.created_at,
      kind: row.kind,
      ...(row.reason !== null && { reason: row.reason }),
    };
  }
  return {
    sender_username: row.sender_username,
    sender_foto_profile: mediaUrl(mediaBase, row.sender_foto_profile),
    message: row.message,
    accepter_content: mediaUrl(mediaBase, row.cover_path),
    post_uuid: row.post_uuid,
    post_kind: row.post_kind,
    created_at: row.created_at,
  };
}

/** The list as it travels: a JSON string of the items, oldest first; null when empty (contract §5). */
export function notificationListJson(mediaBase: string, rows: NotificationRow[]): string | null {
  return rows.length > 0 ? JSON.stringify(rows.map((row) => toNotificationItem(mediaBase, row))) : null;
}
