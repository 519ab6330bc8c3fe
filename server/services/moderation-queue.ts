// What moderators read (contract §16): a page of reports with what each names, and a page of
// the moderation log. Each page is one query over an index (the open reports by id, resolved
// ones by status and id, the log by id); a report's preview (only the lookup of its own kind) and
// its target's open count are lookups by key. The queries are compiled once (decision 049).
import { sql, type Kysely } from 'kysely';
import { MODERATION_PAGE_SIZE, type ReportStatus } from '../../contract/moderation.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';

/** Beyond every id the integer columns hold: the cursor of a first page read newest first. */
const PAST_LAST_ID = 2 ** 31;

/** The cursor as a bigint: PostgreSQL would refuse PAST_LAST_ID as an integer parameter. */
const idCursor = (cursor: number) => sql<number>`cast(${cursor} as bigint)`;

export interface QueuePage {
  status: ReportStatus;
  /** The id of the last report of the previous page. */
  after?: number;
}

/** Reports of `status` past `cursor` in the page's order, with what each names. */
function pageOfReports(db: Kysely<Database>, status: ReportStatus, cursor: number) {
  const oldestFirst = status === 'open';
  return db
    .selectFrom('reports')
    .innerJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .innerJoin('users as author', 'author.id', 'reports.target_author_id')
    .select((eb) => [
      'reports.id',
      'reports.target_kind',
      'reports.target_key',
      'reports.category',
      'reports.note',
      'reports.status',
      'reports.created_at',
      'reporter.first_name as reporter_first_name',
      'reporter.last_name as reporter_last_name',
      'reporter.username as reporter_username',
      'reporter.foto_profile as reporter_foto_profile',
      'author.first_name as author_first_name',
      'author.last_name as author_last_name',
      'author.username as author_username',
      'author.foto_profile as author_foto_profile',
      eb
        .case('reports.target_kind')
        .when('post')
        .then(eb.selectFrom('threads').select('threads.text').whereRef('threads.post_id', '=', 'reports.target_id'))
        .when('comment')
        .then(eb.selectFrom('comments').select('comments.text').whereRef('comments.id', '=', 'reports.target_id'))
        .when('sub_comment')
        .then(eb.selectFrom('sub_comments').select('sub_comments.text').whereRef('sub_comments.id', '=', 'reports.target_id'))
        .end()
        .as('preview_text'),
      eb
        .case()
        .when('reports.target_kind', '=', 'post')
        .then(
          eb
            .selectFrom('album_photos')
            .select('album_photos.path')
            .whereRef('album_photos.post_id', '=', 'reports.target_id')
            .orderBy('album_photos.position')
            .orderBy('album_photos.id')
            .limit(1),
        )
        .end()
        .as('cover_path'),
      eb
        .selectFrom('reports as same_target')
        .select(sql<number>`count(*)`.as('open'))
        .whereRef('same_target.target_kind', '=', 'reports.target_kind')
        .whereRef('same_target.target_id', '=', 'reports.target_id')
        .where('same_target.status', '=', 'open')
        .as('open_reports_on_target'),
    ])
    // Written into the query, not a parameter: the index of the open reports alone (migration
    // 0019) is used only where the query itself says `status = 'open'`.
    .where('reports.status', '=', sql.lit(status))
    .where('reports.id', oldestFirst ? '>' : '<', idCursor(cursor))
    .orderBy('reports.id', oldestFirst ? 'asc' : 'desc')
    .limit(MODERATION_PAGE_SIZE);
}

const openPage = preparedQuery((db: Kysely<Database>, after: number) => pageOfReports(db, 'open', after));
const resolvedPage = preparedQuery((db: Kysely<Database>, before: number) => pageOfReports(db, 'resolved', before));

/** A page of reports: open ones oldest first (the queue), resolved ones newest first. */
export function reportsPage(db: Kysely<Database>, { status, after }: QueuePage) {
  return status === 'open' ? openPage(db, after ?? 0) : resolvedPage(db, after ?? PAST_LAST_ID);
}

export type QueuedReport = Awaited<ReturnType<typeof reportsPage>>[number];

const logEntriesBefore = preparedQuery((db: Kysely<Database>, before: number) =>
  db
    .selectFrom('moderation_log')
    .innerJoin('users as actor', 'actor.id', 'moderation_log.actor_id')
    .leftJoin('users as member', 'member.id', 'moderation_log.target_user_id')
    .select([
      'moderation_log.id',
      'moderation_log.action',
      'moderation_log.target_kind',
      'moderation_log.target_key',
      'moderation_log.reason',
      'moderation_log.days',
      'moderation_log.created_at',
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
      'actor.username as actor_username',
      'actor.foto_profile as actor_foto_profile',
      'member.first_name as member_first_name',
      'member.last_name as member_last_name',
      'member.username as member_username',
      'member.foto_profile as member_foto_profile',
    ])
    .where('moderation_log.id', '<', idCursor(before))
    .orderBy('moderation_log.id', 'desc')
    .limit(MODERATION_PAGE_SIZE),
);

/** A page of the moderation log, newest first; `before`: the id of the last entry of the previous page. */
export function logPage(db: Kysely<Database>, before?: number) {
  return logEntriesBefore(db, before ?? PAST_LAST_ID);
}

export type LogRow = Awaited<ReturnType<typeof logPage>>[number];
