// Reports and moderation log entries as the contract shows them (§16).
import type { ModerationLogEntry, ModerationReport, PublicUser } from '../../contract/wire.ts';
import { mediaUrl } from '../lib/media-url.ts';
import type { LogRow, QueuedReport } from '../services/moderation-queue.ts';
import { toPublicUser } from './user.ts';

/** A member the row names under `prefix` (e.g. reporter_username). */
function personOf(mediaBase: string, row: Record<string, unknown>, prefix: string): PublicUser {
  return toPublicUser(mediaBase, {
    first_name: String(row[`${prefix}_first_name`]),
    last_name: String(row[`${prefix}_last_name`]),
    username: String(row[`${prefix}_username`]),
    foto_profile: (row[`${prefix}_foto_profile`] as string | null) ?? null,
  });
}

/** The reported text, or the album's cover; null once the target is gone, and for a member. */
function previewOf(mediaBase: string, row: QueuedReport): string | null {
  return row.preview_text ?? mediaUrl(mediaBase, row.cover_path);
}

export function toModerationReport(mediaBase: string, row: QueuedReport): ModerationReport {
  return {
    id: row.id,
    target: {
      kind: row.target_kind,
      id: row.target_key,
      preview: previewOf(mediaBase, row),
      author: personOf(mediaBase, row, 'author'),
    },
    category: row.category,
    note: row.note,
    reporter: personOf(mediaBase, row, 'reporter'),
    created_at: row.created_at,
    status: row.status,
    open_reports_on_target: Number(row.open_reports_on_target),
  };
}

export function toModerationLogEntry(mediaBase: string, row: LogRow): ModerationLogEntry {
  return {
    id: row.id,
    actor: personOf(mediaBase, row, 'actor'),
    action: row.action,
    target: row.target_kind !== null && row.target_key !== null ? { kind: row.target_kind, id: row.target_key } : null,
    member: row.member_username === null ? null : personOf(mediaBase, row, 'member'),
    reason: row.reason,
    days: row.days,
    created_at: row.created_at,
  };
}
