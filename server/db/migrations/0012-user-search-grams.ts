// The people search's index: every member is listed under each three-character piece (gram)
// of their lowered first name, last name and username, in username order, so a search reads
// one list from its start and stops at the page's last match. Kept by triggers, so every
// write (and a write made straight into the database) moves it. Why not pg_trgm or FTS5:
// docs/decisions/057-people-search-index.md.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';

/**
 * Each lowered field gets two of these appended before it is cut into grams, so every
 * character starts a gram and a keyword of one or two characters is the start of one. A
 * keyword cannot hold it (control characters are refused).
 */
const END_MARK = 'char(31)';
const NAME_FIELDS = ['first_name', 'last_name', 'username'] as const;

/** SQLite: the distinct grams of a users row image (`new` or `old`), as a subquery. */
function sqliteGramsOf(row: 'new' | 'old'): string {
  const lowered = NAME_FIELDS.map((field) => `select lower(${row}.${field}) as value`).join(' union all ');
  const longest = `max(${NAME_FIELDS.map((field) => `length(${row}.${field})`).join(', ')})`;
  return `select distinct substr(field.value || ${END_MARK} || ${END_MARK}, position.n, 3) as gram
    from (${lowered}) as field
    join (with recursive position(n) as (select 1 union all select n + 1 from position where n < ${longest})
          select n from position) as position
      on position.n <= length(field.value)`;
}

const sqliteNamesChanged = NAME_FIELDS.map((field) => `lower(old.${field}) is not lower(new.${field})`).join(' or ');

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const listNew = `insert into user_search_grams (gram, username_key) select gram, lower(new.username) from (${sqliteGramsOf('new')});
    insert into user_search_gram_counts (gram, users) select gram, 1 from (${sqliteGramsOf('new')}) where true
      on conflict (gram) do update set users = users + 1;`;
  const unlistOld = `delete from user_search_grams where username_key = lower(old.username) and gram in (${sqliteGramsOf('old')});
    update user_search_gram_counts set users = users - 1 where gram in (${sqliteGramsOf('old')});`;
  await sql.raw(`create trigger user_search_insert after insert on users begin ${listNew} end`).execute(db);
  await sql
    .raw(
      `create trigger user_search_update after update of ${NAME_FIELDS.join(', ')} on users
       when ${sqliteNamesChanged} begin ${unlistOld} ${listNew} end`,
    )
    .execute(db);
  await sql.raw(`create trigger user_search_delete after delete on users begin ${unlistOld} end`).execute(db);
}

/**
 * PostgreSQL: inserts and deletes are listed per statement (a bulk insert of members makes one
 * pass), renames per row, and only when a name really changed, so the many other updates of
 * users rows (notifications, avatars) cost nothing. Gram counts are written in gram order by
 * one statement each, so two writers never wait on each other's counts in a cycle.
 */
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function user_search_grams_of(first_name text, last_name text, username text) returns setof text
       language sql immutable parallel safe as $$
         select distinct substr(field.value || repeat(chr(31), 2), position, 3)
         from unnest(array[lower(first_name), lower(last_name), lower(username)]) as field(value),
              generate_series(1, length(field.value)) as position
       $$`,
    )
    .execute(db);
  const countChanges = (changes: string) => `insert into user_search_gram_counts (gram, users)
      select gram, sum(change) from (${changes}) as changes group by gram having sum(change) <> 0 order by gram
      on conflict (gram) do update set users = user_search_gram_counts.users + excluded.users`;
  const gramsOfRows = (rows: string, change: number) =>
    `select gram, ${change} as change from ${rows} as row cross join lateral user_search_grams_of(row.first_name, row.last_name, row.username) as gram`;
  const gramsOfRow = (row: 'new' | 'old', change: number) =>
    `select gram, ${change} as change from user_search_grams_of(${row}.first_name, ${row}.last_name, ${row}.username) as gram`;

  await sql
    .raw(
      `create function user_search_list_inserted() returns trigger language plpgsql as $$
       begin
         insert into user_search_grams (gram, username_key)
           select gram, lower(row.username) from inserted_users as row
           cross join lateral user_search_grams_of(row.first_name, row.last_name, row.username) as gram;
         ${countChanges(gramsOfRows('inserted_users', 1))};
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function user_search_unlist_deleted() returns trigger language plpgsql as $$
       begin
         delete from user_search_grams
           where (gram, username_key) in (
             select gram, lower(row.username) from deleted_users as row
             cross join lateral user_search_grams_of(row.first_name, row.last_name, row.username) as gram);
         ${countChanges(gramsOfRows('deleted_users', -1))};
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function user_search_relist_renamed() returns trigger language plpgsql as $$
       begin
         delete from user_search_grams
           where username_key = lower(old.username)
             and gram in (select user_search_grams_of(old.first_name, old.last_name, old.username));
         insert into user_search_grams (gram, username_key)
           select gram, lower(new.username) from user_search_grams_of(new.first_name, new.last_name, new.username) as gram;
         ${countChanges(`${gramsOfRow('old', -1)} union all ${gramsOfRow('new', 1)}`)};
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger user_search_insert after insert on users referencing new table as inserted_users
       for each statement execute function user_search_list_inserted()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger user_search_delete after delete on users referencing old table as deleted_users
       for each statement execute function user_search_unlist_deleted()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger user_search_update after update of ${NAME_FIELDS.join(', ')} on users for each row
       when (${NAME_FIELDS.map((field) => `lower(old.${field}) is distinct from lower(new.${field})`).join(' or ')})
       execute function user_search_relist_renamed()`,
    )
    .execute(db);
}

/** Lists the members already there, in one pass over users. */
async function listExistingUsers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`insert into user_search_grams (gram, username_key)
      select gram, lower(users.username) from users
      cross join lateral user_search_grams_of(users.first_name, users.last_name, users.username) as gram`.execute(db);
  } else {
    const longest = `(select max(${NAME_FIELDS.map((field) => `length(${field})`).join(', ')}) from users)`;
    const fields = NAME_FIELDS.map((field) => `select lower(username) as username_key, lower(${field}) as value from users`);
    await sql
      .raw(
        `with recursive position(n) as (select 1 union all select n + 1 from position where n < ${longest}),
           field as (${fields.join(' union all ')})
         insert into user_search_grams (gram, username_key)
         select distinct substr(field.value || ${END_MARK} || ${END_MARK}, position.n, 3), field.username_key
         from field join position on position.n <= length(field.value)`,
      )
      .execute(db);
  }
  // A member is listed once per gram, so a gram's rows count its members.
  await sql`insert into user_search_gram_counts (gram, users)
    select gram, count(*) from user_search_grams group by gram`.execute(db);
  // PostgreSQL plans the search from these tables' statistics; autovacuum would gather them
  // only later.
  if (isPostgres(db)) await sql`analyze user_search_grams, user_search_gram_counts`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Grams are compared byte by byte (PostgreSQL's "C"), so a range of grams is a prefix; the
  // username key keeps the database's order, the order of lower(username) in the search.
  const gramType = isPostgres(db) ? sql`text collate "C"` : sql`text`;
  // Untyped on SQLite: compared with a text column, lower(users.username) would take text
  // affinity, and SQLite then leaves the index on lower(username) unused for the join.
  const usernameKeyType = isPostgres(db) ? sql`text` : sql``;
  // SQLite keeps such a table in its primary key's order, with no second copy of the rows.
  const withoutRowid = isPostgres(db) ? sql`` : sql`without rowid`;
  await db.schema
    .createTable('user_search_grams')
    .addColumn('gram', gramType, (c) => c.notNull())
    .addColumn('username_key', usernameKeyType, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_search_grams_pkey', ['gram', 'username_key'])
    .modifyEnd(withoutRowid)
    .execute();
  await db.schema
    .createTable('user_search_gram_counts')
    .addColumn('gram', gramType, (c) => c.primaryKey())
    // Members listed under the gram; 0 once the last one left.
    .addColumn('users', 'integer', (c) => c.notNull())
    .modifyEnd(withoutRowid)
    .execute();
  await (isPostgres(db) ? createPostgresTriggers(db) : createSqliteTriggers(db));
  await listExistingUsers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger user_search_${event}${isPostgres(db) ? ' on users' : ''}`).execute(db);
  }
  if (isPostgres(db)) {
    for (const fn of ['user_search_list_inserted', 'user_search_unlist_deleted', 'user_search_relist_renamed']) {
      await sql.raw(`drop function ${fn}()`).execute(db);
    }
    await sql`drop function user_search_grams_of(text, text, text)`.execute(db);
  }
  await db.schema.dropTable('user_search_gram_counts').execute();
  await db.schema.dropTable('user_search_grams').execute();
}
