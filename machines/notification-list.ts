// The current user's notifications arrive as JSON text, oldest first, or null. Whatever else
// arrives (broken JSON, not a list, odd entries) must leave the top bar working, so it counts
// as no notifications rather than an error.
import type { NotificationItem } from '../contract/wire.ts';

/** What the server says about the member's notifications (GET /personal-user). */
export interface ServerNotifications {
  notificationList: string | null;
  readedNotif: number;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const postKindOrNull = (value: unknown): NotificationItem['post_kind'] => (value === 'album' || value === 'thread' ? value : null);

function toItem(value: unknown): NotificationItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  if (typeof entry.sender_username !== 'string' || typeof entry.message !== 'string') return null;
  return {
    sender_username: entry.sender_username,
    sender_foto_profile: textOrNull(entry.sender_foto_profile),
    message: entry.message,
    accepter_content: textOrNull(entry.accepter_content),
    post_uuid: textOrNull(entry.post_uuid),
    post_kind: postKindOrNull(entry.post_kind),
    // A list without times still shows; the item then says nothing about when.
    created_at: typeof entry.created_at === 'string' ? entry.created_at : '',
  };
}

/** The notifications newest first; entries without a sender or message are left out. */
export function parseNotificationList(json: string | null): NotificationItem[] {
  if (json === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .map(toItem)
    .filter((item): item is NotificationItem => item !== null)
    .reverse();
}

/** How many notifications the member has seen: a whole number, 0 when the server sends anything else. */
export function readCountFrom(readedNotif: unknown): number {
  return typeof readedNotif === 'number' && Number.isInteger(readedNotif) && readedNotif > 0 ? readedNotif : 0;
}
