// Each post carries its own version, moved by triggers on every write to what its feed item
// shows: its thread or album, photos, likes, comments and replies, and the public fields of
// its author and of its likers. It replaces the one community-wide counter of 0007, which every
// like moved and every writer locked, so that a like threw away every kept feed page.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';
import { up as createFeedVersion } from './0007-feed-version.ts';

/** The author fields a feed item shows; other user updates (e.g. read notifications) don't count. */
const AUTHOR_COLUMNS = 'first_name, last_name, username, foto_profile';

/** Tables whose rows belong to one post through `post_id`. */
const POST_TABLES = ['threads', 'albums', 'album_photos', 'likes', 'comments'];

/** The posts whose items show a row of `table`, as SQL over that row's image `row` (NEW or OLD). */
function postsShowing(table: string, row: 'new' | 'old'): string {
  if (table === 'sub_comments') return `(select comments.post_id from comments where comments.id = ${row}.comment_id)`;
  return `${row}.post_id`;
}

const bump = (postId: string) => `update posts set version = version + 1 where id = ${postId}`;

/**
 * A member's posts, and when the username changes also the posts they liked (items list
 * likers by username). Locked in id order, so two such updates can't wait on each other.
 */
const BUMP_MEMBER_POSTS = `update posts set version = version + 1 where id in (
  select id from posts
  where user_id = new.id
     or (old.username <> new.username and id in (select likes.post_id from likes where likes.user_id = new.id))
  order by id
  __LOCK__)`;

const FEED_VERSION_TABLES = ['posts', 'threads', 'albums', 'album_photos', 'likes', 'comments', 'sub_comments'];

async function dropFeedVersion(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of [...FEED_VERSION_TABLES, 'users']) {
      await sql.raw(`drop trigger feed_version_${table}_write on ${table}`).execute(db);
    }
    await sql`drop function bump_feed_version()`.execute(db);
  } else {
    for (const table of FEED_VERSION_TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger feed_version_${table}_${event}`).execute(db);
    }
    for (const event of ['update', 'delete']) await sql.raw(`drop trigger feed_version_users_${event}`).execute(db);
  }
  await db.schema.dropTable('feed_version').execute();
}

// Deferred to the commit: a post's row is locked last, after everything else the transaction
// locks (e.g. the owner's row a notification takes), so writers never wait in a cycle.
async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of [...POST_TABLES, 'sub_comments']) {
    const movedToAnotherPost =
      table === 'sub_comments' ? '' : `if tg_op = 'UPDATE' and old.post_id <> new.post_id then ${bump('old.post_id')}; end if;`;
    await sql
      .raw(
        `create function bump_post_version_${table}() returns trigger language plpgsql as $$
         begin
           if tg_op = 'DELETE' then
             ${bump(postsShowing(table, 'old'))};
           else
             ${bump(postsShowing(table, 'new'))};
             ${movedToAnotherPost}
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create constraint trigger post_version_${table} after insert or update or delete on ${table}
         deferrable initially deferred for each row execute function bump_post_version_${table}()`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create function bump_post_version_users() returns trigger language plpgsql as $$
       begin
         ${BUMP_MEMBER_POSTS.replace('__LOCK__', 'for update')};
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create constraint trigger post_version_users after update of ${AUTHOR_COLUMNS} on users
       deferrable initially deferred for each row execute function bump_post_version_users()`,
    )
    .execute(db);
}

// SQLite runs one writer at a time, so plain triggers do.
async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of [...POST_TABLES, 'sub_comments']) {
    const movedToAnotherPost =
      table === 'sub_comments' ? '' : `${bump('old.post_id')} and old.post_id <> new.post_id;`;
    await sql
      .raw(`create trigger post_version_${table}_insert after insert on ${table} begin ${bump(postsShowing(table, 'new'))}; end`)
      .execute(db);
    await sql
      .raw(
        `create trigger post_version_${table}_update after update on ${table}
         begin ${bump(postsShowing(table, 'new'))}; ${movedToAnotherPost} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger post_version_${table}_delete after delete on ${table} begin ${bump(postsShowing(table, 'old'))}; end`)
      .execute(db);
  }
  await sql
    .raw(
      `create trigger post_version_users_update after update of ${AUTHOR_COLUMNS} on users
       begin ${BUMP_MEMBER_POSTS.replace('__LOCK__', '')}; end`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await dropFeedVersion(db);
  await db.schema
    .alterTable('posts')
    .addColumn('version', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await (isPostgres(db) ? createPostgresTriggers(db) : createSqliteTriggers(db));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...POST_TABLES, 'sub_comments', 'users']) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger post_version_${table} on ${table}`).execute(db);
      await sql.raw(`drop function bump_post_version_${table}()`).execute(db);
    } else {
      const events = table === 'users' ? ['update'] : ['insert', 'update', 'delete'];
      for (const event of events) await sql.raw(`drop trigger post_version_${table}_${event}`).execute(db);
    }
  }
  await db.schema.alterTable('posts').dropColumn('version').execute();
  await createFeedVersion(db);
}
