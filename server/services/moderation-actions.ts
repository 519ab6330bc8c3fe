// What a moderator does with a report (contract §16, decision 095): every open report on its
// target is resolved, the action done, the people concerned told and the action logged, all in
// one transaction, so a failure at any step leaves nothing half done. Only what cannot roll
// back waits for the commit: deleting a removed album's pictures, and the warning's mail.
import type { Kysely, Selectable } from 'kysely';
import { LIVE_EVENT } from '../../contract/live-events.ts';
import type { ModerationAction, Role } from '../../contract/moderation.ts';
import { retriedOnDeadlock } from '../db/deadlock-retry.ts';
import type { Database, ReportsTable } from '../db/schema.ts';
import { DAY_MS } from '../lib/time.ts';
import { warningMail } from '../mail/templates.ts';
import type { ServiceDeps } from './deps.ts';
import { writeEvent, writeMemberChanged, writeMemberEvent } from './live-events.ts';
import { sendNotice } from './moderation-notices.ts';
import { deletePost } from './posts.ts';
import { removeStoredFiles } from './stored-files.ts';
import { isSuspended, suspendedSignOut } from './suspension.ts';
import { forgetSuspendedSessions, revokeForSuspension } from './tokens.ts';

export interface Moderator {
  id: number;
  role: Role;
}

interface Member {
  id: number;
  role: Role;
}

export interface Resolution {
  action: ModerationAction;
  reason: string;
  /** Days of a suspension; null: permanent. */
  days?: number | null;
}

export type ResolveOutcome =
  | { outcome: 'resolved' }
  | { outcome: 'not-found' }
  | { outcome: 'forbidden' }
  | { outcome: 'already-resolved' }
  | { outcome: 'not-removable' };

type Report = Selectable<ReportsTable>;

/** Another process resolved the target's reports first: the transaction is undone. */
class AlreadyResolved extends Error {}

/** A moderator acts on nobody above them and never on themselves (decision 095). */
export function mayActOn(moderator: Moderator, member: Member): boolean {
  if (member.id === moderator.id) return false;
  return moderator.role === 'admin' || member.role !== 'admin';
}

/** Deletes the reported post, comment or reply; answers the stored pictures to delete after the commit. */
async function removeTarget(db: Kysely<Database>, report: Report): Promise<string[]> {
  switch (report.target_kind) {
    case 'post': {
      const photos = await db.selectFrom('album_photos').select('path').where('post_id', '=', report.target_id).execute();
      await deletePost(db, report.target_id);
      return photos.map((photo) => photo.path);
    }
    case 'comment':
      await db.deleteFrom('comments').where('id', '=', report.target_id).execute();
      return [];
    case 'sub_comment':
      await db.deleteFrom('sub_comments').where('id', '=', report.target_id).execute();
      return [];
    case 'user':
      throw new Error('a member cannot be removed');
  }
}

/**
 * Tells every open tab that the member's posts, comments and profile are hidden from everyone
 * now, or shown again: screens with them on show drop or bring them back as for a block.
 */
async function announceSuspension(db: Kysely<Database>, member: { id: number; username: string }, hidden: boolean): Promise<void> {
  await writeEvent(db, { kind: LIVE_EVENT.visibilityChanged, payload: { username: member.username, user_id: member.id, hidden } });
}

/** Suspends the member, signs out every stream of theirs and revokes every session at once. */
async function suspend(db: Kysely<Database>, member: { id: number; username: string }, days: number | null, now: Date): Promise<void> {
  const suspension =
    days === null
      ? { suspended_permanently: 1, suspended_until: null }
      : { suspended_permanently: 0, suspended_until: new Date(now.getTime() + days * DAY_MS).toISOString() };
  await db.updateTable('users').set(suspension).where('id', '=', member.id).execute();
  // Before the sessions' own events, so each open stream ends on this one and its reason.
  await writeMemberEvent(db, member.id, {
    kind: LIVE_EVENT.signedOut,
    payload: suspendedSignOut(suspension),
  });
  await revokeForSuspension(db, member.id);
  await announceSuspension(db, member, true);
}

export async function resolveReport(
  deps: ServiceDeps,
  moderator: Moderator,
  reportId: number,
  resolution: Resolution,
): Promise<ResolveOutcome> {
  const { db, config } = deps;
  const report = await db.selectFrom('reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  if (!report) return { outcome: 'not-found' };
  const author = await db
    .selectFrom('users')
    .select(['id', 'role', 'email', 'first_name', 'username'])
    .where('id', '=', report.target_author_id)
    .executeTakeFirstOrThrow();
  if (!mayActOn(moderator, author)) return { outcome: 'forbidden' };
  if (report.status !== 'open') return { outcome: 'already-resolved' };
  if (resolution.action === 'remove' && report.target_kind === 'user') return { outcome: 'not-removable' };

  const now = config.now();
  const at = now.toISOString();
  let removedPictures: string[];
  try {
    removedPictures = await retriedOnDeadlock(() => db.transaction().execute(async (trx) => {
      // Claims the target's open reports; of two moderators resolving at once, one finds none.
      const resolved = await trx
        .updateTable('reports')
        .set({ status: 'resolved', resolved_at: at, resolved_by: moderator.id })
        .where('target_kind', '=', report.target_kind)
        .where('target_id', '=', report.target_id)
        .where('status', '=', 'open')
        .returning('reporter_id')
        .execute();
      if (resolved.length === 0) throw new AlreadyResolved();

      let pictures: string[] = [];
      switch (resolution.action) {
        case 'remove':
          pictures = await removeTarget(trx, report);
          await sendNotice(trx, author.id, 'content_removed', resolution.reason, now);
          break;
        case 'warn':
          await sendNotice(trx, author.id, 'warning', resolution.reason, now);
          break;
        case 'suspend':
          await suspend(trx, author, resolution.days ?? null, now);
          break;
        case 'dismiss':
          break;
      }
      for (const reporterId of new Set(resolved.map((row) => row.reporter_id))) {
        await sendNotice(trx, reporterId, 'report_reviewed', null, now);
      }
      await trx
        .insertInto('moderation_log')
        .values({
          actor_id: moderator.id,
          action: resolution.action,
          report_id: report.id,
          target_kind: report.target_kind,
          target_key: report.target_key,
          target_user_id: author.id,
          reason: resolution.reason,
          days: resolution.action === 'suspend' ? (resolution.days ?? null) : null,
          created_at: at,
        })
        .execute();
      return pictures;
    }));
  } catch (error) {
    if (error instanceof AlreadyResolved) return { outcome: 'already-resolved' };
    throw error;
  }

  await removeStoredFiles(deps, removedPictures);
  if (resolution.action === 'warn') {
    // The warning is recorded and notified already; a mail that fails is logged, not retried.
    try {
      await deps.mailer.send(warningMail(config, author.email, { firstName: author.first_name, reason: resolution.reason }));
    } catch (error) {
      deps.log.error({ err: error, userId: author.id }, 'sending the warning mail failed');
    }
  }
  return { outcome: 'resolved' };
}

export type UnsuspendOutcome = { outcome: 'lifted' } | { outcome: 'forbidden' } | { outcome: 'not-suspended' };

/** Lifts the member's suspension and logs it. */
export async function unsuspend(
  db: Kysely<Database>,
  moderator: Moderator,
  member: Member & { username: string; suspended_until: string | null; suspended_permanently: number | boolean },
  now: Date,
): Promise<UnsuspendOutcome> {
  if (!mayActOn(moderator, member)) return { outcome: 'forbidden' };
  if (!isSuspended(member, now)) return { outcome: 'not-suspended' };
  await retriedOnDeadlock(() => db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ suspended_permanently: 0, suspended_until: null })
      .where('id', '=', member.id)
      .execute();
    await writeMemberChanged(trx, member.id);
    await forgetSuspendedSessions(trx, member.id);
    await announceSuspension(trx, member, false);
    await trx
      .insertInto('moderation_log')
      .values({
        actor_id: moderator.id,
        action: 'unsuspend',
        report_id: null,
        target_kind: null,
        target_key: null,
        target_user_id: member.id,
        reason: null,
        days: null,
        created_at: now.toISOString(),
      })
      .execute();
  }));
  return { outcome: 'lifted' };
}
