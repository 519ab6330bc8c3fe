// A member's notification list is read on every page (personal-user, contract §5) and changes
// far less often, so each process keeps it by a version on the member's row, moved by triggers
// on every write to what the list shows (decision 178): an item added, dropped or losing its post;
// a sender's name, picture or suspension; the cover of a post an item names. Notifications get an
// index on their sender, which a sender's change looks them up by.
//
// The triggers run at once, not at commit: a member's row is locked before the posts a
// transaction moves (0008 moves them at commit), so writers never wait in a cycle.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';

/** What a notification shows of its sender, and the suspension that hides it. */
export const SENDER_COLUMNS = 'username, foto_profile, suspended_permanently, suspended_until';

const bumpMembers = (members: string) =>
  `update users set notifications_version = notifications_version + 1 where id in (${members})`;

/** Moves the version of the members whose lists show a row of the table, given the row's image. */
export const BUMPS = {
  notifications: (row: string) => bumpMembers(`${row}.recipient_id`),
  users: (row: string) => bumpMembers(`select recipient_id from notifications where sender_id = ${row}.id`),
  album_photos: (row: string) => bumpMembers(`select recipient_id from notifications where post_id = ${row}.post_id`),
} as const;

type WatchedTable = keyof typeof BUMPS;
const WATCHED_TABLES = Object.keys(BUMPS) as WatchedTable[];

/** The writes of `table` that change a list: the sender columns only, for users. */
const writesOf = (table: WatchedTable) => (table === 'users' ? [`update of ${SENDER_COLUMNS}`] : ['insert', 'update', 'delete']);

/** A trigger's name for one of `writesOf`. */
const eventOf = (write: string) => write.split(' ')[0];

// No write moves a row to another member or post, so an update's new image says whom it shows.
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of WATCHED_TABLES) {
    await sql
      .raw(
        `create function bump_notifications_version_${table}() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then ${BUMPS[table]('old')}; else ${BUMPS[table]('new')}; end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger notifications_version_${table} after ${writesOf(table).join(' or ')} on ${table}
         for each row execute function bump_notifications_version_${table}()`,
      )
      .execute(db);
  }
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of WATCHED_TABLES) {
    for (const write of writesOf(table)) {
      const event = eventOf(write);
      const bump = BUMPS[table](event === 'delete' ? 'old' : 'new');
      await sql.raw(`create trigger notifications_version_${table}_${event} after ${write} on ${table} begin ${bump}; end`).execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('notifications_version', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('notifications_sender_id').on('notifications').column('sender_id').execute();
  if (isPostgres(db)) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of WATCHED_TABLES) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger notifications_version_${table} on ${table}`).execute(db);
      await sql.raw(`drop function bump_notifications_version_${table}()`).execute(db);
    } else {
      for (const write of writesOf(table)) await sql.raw(`drop trigger notifications_version_${table}_${eventOf(write)}`).execute(db);
    }
  }
  await db.schema.dropIndex('notifications_sender_id').execute();
  await db.schema.alterTable('users').dropColumn('notifications_version').execute();
}
