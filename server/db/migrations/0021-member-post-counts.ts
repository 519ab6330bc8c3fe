// Each member's active albums and threads, counted as their profile shows them (an album with
// at least one photo, neither archived). Counting them on every profile read walked all of a
// member's posts: 3.2 ms a profile at 1,000 posts a member, where 10 took 0.4 ms. Triggers
// recount the member on every write that can change a count (a post added, deleted, archived or
// restored; a photo added or removed), so no write path can forget it; a profile reads one row.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';

/** The member's counts recounted from their posts; `member` is SQL naming the user id. */
const RECOUNT = (member: string) => `update member_post_counts set
  albums = (select count(*) from posts where posts.user_id = member_post_counts.user_id and posts.kind = 'album'
    and posts.archived_at is null and exists (select 1 from album_photos where album_photos.post_id = posts.id)),
  threads = (select count(*) from posts where posts.user_id = member_post_counts.user_id and posts.kind = 'thread'
    and posts.archived_at is null)
  where member_post_counts.user_id = ${member}`;

/** The writes that can change a count, and whose counts they change (SQL over NEW or OLD). */
const COUNTED_WRITES = [
  { name: 'posts_insert', table: 'posts', event: 'insert', member: 'new.user_id' },
  { name: 'posts_delete', table: 'posts', event: 'delete', member: 'old.user_id' },
  { name: 'posts_archive', table: 'posts', event: 'update of archived_at', member: 'new.user_id' },
  { name: 'photos_insert', table: 'album_photos', event: 'insert', member: '(select posts.user_id from posts where posts.id = new.post_id)' },
  { name: 'photos_delete', table: 'album_photos', event: 'delete', member: '(select posts.user_id from posts where posts.id = old.post_id)' },
] as const;

/** Recounts every member: after rows were written with the post tables' triggers held. */
export async function recountEveryMember(db: Kysely<unknown>): Promise<void> {
  await sql.raw(RECOUNT('member_post_counts.user_id')).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_post_counts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('albums', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('threads', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql.raw('insert into member_post_counts (user_id) select id from users').execute(db);
  await recountEveryMember(db);

  if (isPostgres(db)) {
    await sql
      .raw(
        `create function member_post_counts_row() returns trigger language plpgsql as $$
         begin insert into member_post_counts (user_id) values (new.id); return null; end $$`,
      )
      .execute(db);
    await sql.raw('create trigger member_post_counts_row after insert on users for each row execute function member_post_counts_row()').execute(db);
    for (const write of COUNTED_WRITES) {
      // At commit, as the post versions are, and under the counts row's lock: the recount then
      // reads what committed before it, so two of one member's writes at once are both counted.
      await sql
        .raw(
          `create function member_post_counts_${write.name}() returns trigger language plpgsql as $$
           declare counted_member integer := ${write.member};
           begin
             perform 1 from member_post_counts where user_id = counted_member for update;
             ${RECOUNT('counted_member')};
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create constraint trigger member_post_counts_${write.name} after ${write.event} on ${write.table}
           deferrable initially deferred for each row execute function member_post_counts_${write.name}()`,
        )
        .execute(db);
    }
    return;
  }
  // SQLite runs one writer at a time, so plain triggers do.
  await sql
    .raw('create trigger member_post_counts_row after insert on users begin insert into member_post_counts (user_id) values (new.id); end')
    .execute(db);
  for (const write of COUNTED_WRITES) {
    await sql
      .raw(`create trigger member_post_counts_${write.name} after ${write.event} on ${write.table} begin ${RECOUNT(write.member)}; end`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const { name, table } of [{ name: 'row', table: 'users' }, ...COUNTED_WRITES]) {
    await sql.raw(postgres ? `drop trigger member_post_counts_${name} on ${table}` : `drop trigger member_post_counts_${name}`).execute(db);
    if (postgres) await sql.raw(`drop function member_post_counts_${name}()`).execute(db);
  }
  await db.schema.dropTable('member_post_counts').execute();
}
