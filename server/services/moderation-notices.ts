// Notices from the moderators (contract §16): a removed post or comment, a warning, a report
// reviewed. They are notifications of their own kind with the moderator's reason. A notice is
// stored as sent by its recipient: the moderators act as a team, so no moderator is named to
// the member, and a block or mute between the member and a moderator cannot hide it
// (decision 096); the moderation log keeps who acted.
import type { Kysely } from 'kysely';
import type { NotificationKind } from '../../contract/moderation.ts';
import type { Database } from '../db/schema.ts';
import { enforceCap } from './notifications.ts';

export type NoticeKind = Exclude<NotificationKind, 'activity'>;

/** Each fits notifications.message (varchar(40)); the reason travels apart. */
const NOTICE_MESSAGES: Record<NoticeKind, string> = {
  content_removed: 'Konten anda dihapus oleh moderator',
  warning: 'Anda mendapat peringatan dari moderator',
  report_reviewed: 'Laporan anda sudah ditinjau moderator',
};

/**
 * Adds the notice to the member's notifications; run it in the transaction of the action.
 * `reason` is for the member acted on; a reporter is told only that the report was reviewed.
 */
export async function sendNotice(
  db: Kysely<Database>,
  recipientId: number,
  kind: NoticeKind,
  reason: string | null,
  now: Date,
): Promise<void> {
  // Its insert takes the recipient's row lock, as every notification's does (notifyPostOwner).
  await db
    .insertInto('notifications')
    .values({
      recipient_id: recipientId,
      sender_id: recipientId,
      post_id: null,
      message: NOTICE_MESSAGES[kind],
      kind,
      reason,
      created_at: now.toISOString(),
    })
    .execute();
  await enforceCap(db, recipientId);
}
