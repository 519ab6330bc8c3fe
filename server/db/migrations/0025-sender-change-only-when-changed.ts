// A profile edit writes every field of the form, the username included, so the users trigger of
// 0024 moved the list version of every member the editor ever notified on each edit of a bio or
// an address, taking each of their row locks. It now fires only when a column a notification
// shows of its sender (or the suspension that hides them) really changed.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';
import { BUMPS, SENDER_COLUMNS } from './0024-notification-list-version.ts';

async function replaceTrigger(db: Kysely<unknown>, condition: string | null): Promise<void> {
  const when = condition === null ? '' : `when (${condition})`;
  if (isPostgres(db)) {
    await sql.raw('drop trigger notifications_version_users on users').execute(db);
    await sql
      .raw(
        `create trigger notifications_version_users after update of ${SENDER_COLUMNS} on users
         for each row ${when} execute function bump_notifications_version_users()`,
      )
      .execute(db);
  } else {
    await sql.raw('drop trigger notifications_version_users_update').execute(db);
    await sql
      .raw(`create trigger notifications_version_users_update after update of ${SENDER_COLUMNS} on users ${when} begin ${BUMPS.users('new')}; end`)
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const differs = isPostgres(db) ? 'is distinct from' : 'is not';
  await replaceTrigger(db, SENDER_COLUMNS.split(', ').map((column) => `old.${column} ${differs} new.${column}`).join(' or '));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceTrigger(db, null);
}
