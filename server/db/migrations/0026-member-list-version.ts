// The search box's answers change only when a member comes, goes, or changes what a search
// matches or shows (names, username, picture, bio) or a suspension that hides them. A counter
// moved by triggers on exactly those writes lets every process keep answers until it moves
// (decision 183); a write made straight into the database moves it too.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';

/** What a search matches or shows of a member, and the suspension that hides them. */
const SEARCHED_COLUMNS = ['first_name', 'last_name', 'username', 'foto_profile', 'bio', 'suspended_permanently', 'suspended_until'];

const BUMP = 'update member_list_version set version = version + 1 where id = 1';

/** An update that wrote a column again with the value it had changes no answer. */
const changed = (differs: string) => SEARCHED_COLUMNS.map((column) => `old.${column} ${differs} new.${column}`).join(' or ');

const UPDATE_OF = `update of ${SEARCHED_COLUMNS.join(', ')}`;

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  // Once per transaction, noted in a setting that ends with it (and with a savepoint rolled
  // back): one move tells every reader, and a bulk insert would otherwise rewrite the row once
  // per member (100,000 members took five times as long).
  await sql.raw(`create function bump_member_list_version() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('fanbase.member_list_moved', true), '') <> 'yes' then
        ${BUMP};
        perform set_config('fanbase.member_list_moved', 'yes', true);
      end if;
      return null;
    end $$`).execute(db);
  // Deferred to the commit, as every counter row is: locked last, after whatever else the
  // transaction locks, so two writers never wait on each other in a cycle through it.
  const deferred = 'deferrable initially deferred for each row';
  await sql
    .raw(`create constraint trigger member_list_version_write after insert or delete on users
      ${deferred} execute function bump_member_list_version()`)
    .execute(db);
  await sql
    .raw(`create constraint trigger member_list_version_update after ${UPDATE_OF} on users
      ${deferred} when (${changed('is distinct from')}) execute function bump_member_list_version()`)
    .execute(db);
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete']) {
    await sql.raw(`create trigger member_list_version_${event} after ${event} on users begin ${BUMP}; end`).execute(db);
  }
  await sql
    .raw(`create trigger member_list_version_update after ${UPDATE_OF} on users when ${changed('is not')} begin ${BUMP}; end`)
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_list_version')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'bigint', (column) => column.notNull())
    .execute();
  await sql`insert into member_list_version (id, version) values (1, 0)`.execute(db);
  if (isPostgres(db)) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger member_list_version_write on users').execute(db);
    await sql.raw('drop trigger member_list_version_update on users').execute(db);
    await sql.raw('drop function bump_member_list_version()').execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update']) await sql.raw(`drop trigger member_list_version_${event}`).execute(db);
  }
  await db.schema.dropTable('member_list_version').execute();
}
