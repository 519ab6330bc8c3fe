// Reports and moderation (contract §16): the values both sides name. Plain values only, so the
// SPA can import them without any validation library.

/** Everyone is a member; moderators and admins are granted on the server machine (npm run admin). */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a member can report: a post by uuid, a comment or reply by numeric id, a member by username. */
export const REPORT_TARGET_KINDS = ['post', 'comment', 'sub_comment', 'user'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_CATEGORIES = ['spam', 'harassment', 'sensitive', 'impersonation', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How a moderator resolves a report; `remove` applies to posts, comments and replies only. */
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What the moderation log records: the actions above, and lifting a suspension. */
export const LOGGED_ACTIONS = [...MODERATION_ACTIONS, 'unsuspend'] as const;
export type LoggedAction = (typeof LOGGED_ACTIONS)[number];

/** Moderation queue and log pages. */
export const MODERATION_PAGE_SIZE = 20;

/**
 * Notification kinds (the notification item's `kind`): `activity` for likes, comments and
 * replies; the others come from the moderators and carry the moderator's `reason`.
 */
export const NOTIFICATION_KINDS = ['activity', 'content_removed', 'warning', 'report_reviewed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The refusal of POST /login while a suspension lasts; `until` already formatted for people. */
export function suspendedLoginMessage(until: string | null): string {
  return until === null ? 'Akun ditangguhkan' : `Akun ditangguhkan hingga ${until}`;
}
