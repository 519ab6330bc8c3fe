// Roles, reports and the moderation log (contract §16, decision 095). The log is append-only in
// the database itself: triggers refuse every UPDATE and DELETE of its rows, whoever sends them.
// Notifications gain a kind and a reason, for the notices moderators send.
import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from '../portable-schema.ts';

const ROLES = "('member', 'moderator', 'admin')";
const TARGET_KINDS = "('post', 'comment', 'sub_comment', 'user')";
const CATEGORIES = "('spam', 'harassment', 'sensitive', 'impersonation', 'other')";
const LOGGED_ACTIONS = "('dismiss', 'remove', 'warn', 'suspend', 'unsuspend')";
const APPEND_ONLY_MESSAGE = 'moderation_log is append-only';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('member').check(sql.raw(`role in ${ROLES}`)))
    .execute();

  await withIdColumn(db, db.schema.createTable('reports'))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_kind', 'varchar(20)', (c) => c.notNull().check(sql.raw(`target_kind in ${TARGET_KINDS}`)))
    /** The row id of the post, comment, reply or member. */
    .addColumn('target_id', 'integer', (c) => c.notNull())
    /** The target's public id as the reporter named it (uuid, numeric id or username), kept once the target is gone. */
    .addColumn('target_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('target_author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('category', 'varchar(20)', (c) => c.notNull().check(sql.raw(`category in ${CATEGORIES}`)))
    .addColumn('note', 'text')
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'resolved')`))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('resolved_at', 'varchar(30)')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // One open report per member and target; a second one is refused by the database itself.
  await db.schema
    .createIndex('reports_one_open_per_reporter')
    .on('reports')
    .unique()
    .columns(['reporter_id', 'target_kind', 'target_id'])
    .where(sql.ref('status'), '=', 'open')
    .execute();
  // The queue reads a page of one status in id order; a target's open reports are counted and resolved together.
  await db.schema.createIndex('reports_status_id').on('reports').columns(['status', 'id']).execute();
  await db.schema.createIndex('reports_target').on('reports').columns(['target_kind', 'target_id', 'status']).execute();

  await withIdColumn(db, db.schema.createTable('moderation_log'))
    // No cascade: a member with entries in the log cannot be deleted out of it.
    .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('action', 'varchar(20)', (c) => c.notNull().check(sql.raw(`action in ${LOGGED_ACTIONS}`)))
    .addColumn('report_id', 'integer', (c) => c.references('reports.id'))
    .addColumn('target_kind', 'varchar(20)')
    .addColumn('target_key', 'varchar(64)')
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('reason', 'text')
    .addColumn('days', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  if (isPostgres(db)) {
    await sql
      .raw(
        `create function moderation_log_append_only() returns trigger language plpgsql as $$
         begin
           raise exception '${APPEND_ONLY_MESSAGE}';
         end $$`,
      )
      .execute(db);
    await sql`create trigger moderation_log_append_only before update or delete on moderation_log
      for each row execute function moderation_log_append_only()`.execute(db);
    await sql`create trigger moderation_log_no_truncate before truncate on moderation_log
      for each statement execute function moderation_log_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete']) {
      await sql
        .raw(
          `create trigger moderation_log_no_${event} before ${event} on moderation_log
           begin select raise(abort, '${APPEND_ONLY_MESSAGE}'); end`,
        )
        .execute(db);
    }
  }

  await db.schema
    .alterTable('notifications')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('activity'))
    .execute();
  await db.schema.alterTable('notifications').addColumn('reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('reason').execute();
  await db.schema.alterTable('notifications').dropColumn('kind').execute();
  if (isPostgres(db)) {
    await sql`drop trigger moderation_log_no_truncate on moderation_log`.execute(db);
    await sql`drop trigger moderation_log_append_only on moderation_log`.execute(db);
    await sql`drop function moderation_log_append_only()`.execute(db);
  } else {
    await sql`drop trigger moderation_log_no_update`.execute(db);
    await sql`drop trigger moderation_log_no_delete`.execute(db);
  }
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
