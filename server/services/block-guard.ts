// A like, comment or reply racing a block between its writer and the post's author (or the
// author of the comment replied to): the route checked the post before its transaction, so the
// transaction checks again once a block can no longer slip in between. On PostgreSQL a block
// takes an exclusive transaction lock on the pair and the writer a shared one, so one of them
// waits for the other to commit, and the writer's check then sees the block. On SQLite, writes
// run one at a time: the check follows the transaction's first write, so it reads what is
// committed. Either way a like, comment or reply on a blocked member's post is never written
// after the block committed (decision 094).
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/portable-schema.ts';
import type { Database } from '../db/schema.ts';
import { isMemberVisibleTo, type Viewer } from './member-visibility.ts';
import { findPostShownTo } from './posts.ts';

/** Thrown inside the transaction to roll it back: the post became hidden from the writer. */
export class HiddenFromWriter extends Error {
  constructor() {
    super('the post is hidden from its would-be writer');
  }
}

/** A transaction's catch: 'hidden' when it rolled back for HiddenFromWriter. */
export function rolledBackWhenHidden(error: unknown): 'hidden' {
  if (error instanceof HiddenFromWriter) return 'hidden';
  throw error;
}

/** Holds the pair of members against a block (`exclusive`: the block itself) until the transaction ends. */
export async function holdPair(trx: Kysely<Database>, a: number, b: number, mode: 'shared' | 'exclusive'): Promise<void> {
  if (!isPostgres(trx) || a === b) return;
  const [low, high] = a < b ? [a, b] : [b, a];
  if (mode === 'shared') await sql`select pg_advisory_xact_lock_shared(${low}::int, ${high}::int)`.execute(trx);
  else await sql`select pg_advisory_xact_lock(${low}::int, ${high}::int)`.execute(trx);
}

/**
 * Holds the writer against blocks with the post's author (and `commentAuthorId`, the author
 * replied to), then checks the post, and that author, are still shown to the writer; throws
 * HiddenFromWriter when not. Call it after the transaction's first write.
 */
export async function ensureStillShown(
  trx: Kysely<Database>,
  post: { id: number; user_id: number },
  viewer: Viewer,
  commentAuthorId?: number,
): Promise<void> {
  const members = [...new Set([post.user_id, commentAuthorId ?? post.user_id])].sort((x, y) => x - y);
  for (const member of members) await holdPair(trx, viewer.id, member, 'shared');
  if (!(await findPostShownTo(trx, post.id, viewer))) throw new HiddenFromWriter();
  if (commentAuthorId !== undefined) {
    const author = await trx
      .selectFrom('users')
      .select('users.id')
      .where('users.id', '=', commentAuthorId)
      .where(isMemberVisibleTo(viewer, 'users.id'))
      .executeTakeFirst();
    if (!author) throw new HiddenFromWriter();
  }
}
