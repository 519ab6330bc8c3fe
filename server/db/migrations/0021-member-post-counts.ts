// Each member's active albums and threads, counted as their profile shows them (an album with
// at least one photo, neither archived). Counting them on every profile read walked all of a
// member's posts: 3.2 ms a profile at 1,000 posts a member, where 10 took 0.4 ms. Triggers
// recount the member on every write that can change a count (a post added, deleted, archived or
// restored; a photo added or removed), so no write path can forget it; a profile reads one row.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';

/** What a profile counts, from a member's posts; `member_post_counts.user_id` names the member. */
export const COUNTS = {
  albums: `(select count(*) from posts where posts.user_id = member_post_counts.user_id and posts.kind = 'album'
    and posts.archived_at is null and exists (select 1 from album_photos where album_photos.post_id = posts.id))`,
  threads: `(select count(*) from posts where posts.user_id = member_post_counts.user_id and posts.kind = 'thread'
    and posts.archived_at is null)`,
};

/** Recounts `counts` of a member; `member` is SQL naming the user id. */
export const recount = (member: string, counts: (keyof typeof COUNTS)[]) =>
  `update member_post_counts set ${counts.map((count) => `${count} = ${COUNTS[count]}`).join(', ')}
  where member_post_counts.user_id = ${member}`;

/** A write that can change a count: the member whose counts it changes (SQL over NEW or OLD), and the recount. */
export interface CountedWrite {
  name: string;
  table: 'posts' | 'album_photos';
  event: string;
  member: string;
  /** Only rows this holds for (SQL over NEW or OLD). */
  when?: string;
  recount: (member: string) => string;
}

const RECOUNT_BOTH = (member: string) => recount(member, ['albums', 'threads']);

/** The member a photo write counts for: its album's owner (none once the album is gone). */
export const photoOwner = (row: 'new' | 'old') => `(select posts.user_id from posts where posts.id = ${row}.post_id)`;

/** The writes counted by this migration, each recounting both (migration 0027 narrows them). */
export const COUNTED_WRITES: CountedWrite[] = [
  { name: 'posts_insert', table: 'posts', event: 'insert', member: 'new.user_id', recount: RECOUNT_BOTH },
  { name: 'posts_delete', table: 'posts', event: 'delete', member: 'old.user_id', recount: RECOUNT_BOTH },
  { name: 'posts_archive', table: 'posts', event: 'update of archived_at', member: 'new.user_id', recount: RECOUNT_BOTH },
  { name: 'photos_insert', table: 'album_photos', event: 'insert', member: photoOwner('new'), recount: RECOUNT_BOTH },
  { name: 'photos_delete', table: 'album_photos', event: 'delete', member: photoOwner('old'), recount: RECOUNT_BOTH },
];

/** Recounts every member: after rows were written with the post tables' triggers held. */
export async function recountEveryMember(db: Kysely<unknown>): Promise<void> {
  await sql.raw(RECOUNT_BOTH('member_post_counts.user_id')).execute(db);
}

/** A trigger per write that recounts its member. */
export async function createCountTriggers(db: Kysely<unknown>, writes: CountedWrite[]): Promise<void> {
  for (const write of writes) {
    const when = write.when ? `when (${write.when})` : '';
    if (isPostgres(db)) {
      // At commit, as the post versions are, and under the counts row's lock: the recount then
      // reads what committed before it, so two of one member's writes at once are both counted.
      await sql
        .raw(
          `create function member_post_counts_${write.name}() returns trigger language plpgsql as $$
           declare counted_member integer := ${write.member};
           begin
             perform 1 from member_post_counts where user_id = counted_member for update;
             ${write.recount('counted_member')};
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create constraint trigger member_post_counts_${write.name} after ${write.event} on ${write.table}
           deferrable initially deferred for each row ${when} execute function member_post_counts_${write.name}()`,
        )
        .execute(db);
    } else {
      // SQLite runs one writer at a time, so plain triggers do.
      await sql
        .raw(`create trigger member_post_counts_${write.name} after ${write.event} on ${write.table} ${when} begin ${write.recount(write.member)}; end`)
        .execute(db);
    }
  }
}

export async function dropCountTriggers(db: Kysely<unknown>, writes: { name: string; table: string }[]): Promise<void> {
  const postgres = isPostgres(db);
  for (const { name, table } of writes) {
    await sql.raw(postgres ? `drop trigger member_post_counts_${name} on ${table}` : `drop trigger member_post_counts_${name}`).execute(db);
    if (postgres) await sql.raw(`drop function member_post_counts_${name}()`).execute(db);
  }
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
  } else {
    await sql
      .raw('create trigger member_post_counts_row after insert on users begin insert into member_post_counts (user_id) values (new.id); end')
      .execute(db);
  }
  await createCountTriggers(db, COUNTED_WRITES);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCountTriggers(db, [{ name: 'row', table: 'users' }, ...COUNTED_WRITES]);
  await db.schema.dropTable('member_post_counts').execute();
}
