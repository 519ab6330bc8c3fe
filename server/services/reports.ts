// A member's report of a post, comment, reply or member (contract §16). The target must be one
// the reporter can see, and not their own; one open report per member and target, which the
// database's unique index holds even when two arrive at once.
import type { Kysely } from 'kysely';
import type { ReportCategory, ReportTargetKind } from '../../contract/moderation.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { idFromPath } from '../http/path-ids.ts';
import { isMemberVisibleTo, type Viewer } from './member-visibility.ts';
import { isShownTo } from './post-visibility.ts';
import { findPostShownToByUuid } from './posts.ts';
import { findUserShownTo } from './users.ts';

export interface NewReport {
  target: { kind: ReportTargetKind; id: string };
  category: ReportCategory;
  note?: string;
}

export type ReportOutcome =
  | { outcome: 'created'; id: number }
  | { outcome: 'not-found' }
  | { outcome: 'own' }
  | { outcome: 'already-reported' };

interface FoundTarget {
  id: number;
  authorId: number;
}

/** A comment or reply the viewer can see: on a post shown to them, by an author they see. */
async function findEntry(
  db: Kysely<Database>,
  table: 'comments' | 'sub_comments',
  key: string,
  viewer: Viewer,
): Promise<FoundTarget | undefined> {
  const id = idFromPath(key);
  if (id === undefined) return undefined;
  const query =
    table === 'comments'
      ? db.selectFrom('comments as entry').innerJoin('posts', 'posts.id', 'entry.post_id')
      : db
          .selectFrom('sub_comments as entry')
          .innerJoin('comments', 'comments.id', 'entry.comment_id')
          .innerJoin('posts', 'posts.id', 'comments.post_id');
  return query
    .select(['entry.id as id', 'entry.user_id as authorId'])
    .where('entry.id', '=', id)
    .where(isShownTo(viewer))
    .where(isMemberVisibleTo(viewer, 'entry.user_id'))
    .executeTakeFirst();
}

async function findTarget(db: Kysely<Database>, kind: ReportTargetKind, key: string, viewer: Viewer): Promise<FoundTarget | undefined> {
  switch (kind) {
    case 'post': {
      const post = await findPostShownToByUuid(db, key, viewer);
      return post && { id: post.id, authorId: post.user_id };
    }
    case 'comment':
      return findEntry(db, 'comments', key, viewer);
    case 'sub_comment':
      return findEntry(db, 'sub_comments', key, viewer);
    case 'user': {
      const user = await findUserShownTo(db, key, viewer);
      return user && { id: user.id, authorId: user.id };
    }
  }
}

export async function createReport(db: Kysely<Database>, reporter: Viewer, report: NewReport): Promise<ReportOutcome> {
  const target = await findTarget(db, report.target.kind, report.target.id, reporter);
  if (!target) return { outcome: 'not-found' };
  if (target.authorId === reporter.id) return { outcome: 'own' };
  try {
    const created = await db
      .insertInto('reports')
      .values({
        reporter_id: reporter.id,
        target_kind: report.target.kind,
        target_id: target.id,
        target_key: report.target.id,
        target_author_id: target.authorId,
        category: report.category,
        note: report.note ?? null,
        created_at: reporter.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { outcome: 'created', id: created.id };
  } catch (error) {
    if (isUniqueViolation(error)) return { outcome: 'already-reported' };
    throw error;
  }
}
