// A post's comments page is kept by its version like its feed item (decision 172), so the version
// moves too when a commenter changes what the page shows of them (name, picture) or whether they
// are shown at all (a suspension set or lifted): 0008 moved it only for the post's author and, on
// a new username, for its likers. Comments and replies get an index on their author, which that
// change looks them up by.
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../portable-schema.ts';

/** The member fields a feed item or a comments page shows, and the suspension that hides them. */
const SHOWN_COLUMNS = 'first_name, last_name, username, foto_profile, suspended_permanently, suspended_until';
const AUTHOR_COLUMNS_0008 = 'first_name, last_name, username, foto_profile';

/** 0008's posts, and the posts the member commented or replied on. */
const BUMP_SHOWING_MEMBER = `update posts set version = version + 1 where id in (
  select id from posts where id in (
    select id from posts where user_id = new.id
    union select likes.post_id from likes where old.username <> new.username and likes.user_id = new.id
    union select comments.post_id from comments where comments.user_id = new.id
    union select comments.post_id from sub_comments join comments on comments.id = sub_comments.comment_id
      where sub_comments.user_id = new.id)
  order by id
  __LOCK__)`;

/** 0008's statement, put back by `down`. */
const BUMP_MEMBER_POSTS_0008 = `update posts set version = version + 1 where id in (
  select id from posts
  where user_id = new.id
     or (old.username <> new.username and id in (select likes.post_id from likes where likes.user_id = new.id))
  order by id
  __LOCK__)`;

async function replaceMemberTrigger(db: Kysely<unknown>, statement: string, columns: string): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger post_version_users on users').execute(db);
    await sql
      .raw(
        `create or replace function bump_post_version_users() returns trigger language plpgsql as $$
         begin
           ${statement.replace('__LOCK__', 'for update')};
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create constraint trigger post_version_users after update of ${columns} on users
         deferrable initially deferred for each row execute function bump_post_version_users()`,
      )
      .execute(db);
    return;
  }
  await sql.raw('drop trigger post_version_users_update').execute(db);
  await sql
    .raw(`create trigger post_version_users_update after update of ${columns} on users begin ${statement.replace('__LOCK__', '')}; end`)
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('comments_user_id').on('comments').column('user_id').execute();
  await db.schema.createIndex('sub_comments_user_id').on('sub_comments').column('user_id').execute();
  await replaceMemberTrigger(db, BUMP_SHOWING_MEMBER, SHOWN_COLUMNS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceMemberTrigger(db, BUMP_MEMBER_POSTS_0008, AUTHOR_COLUMNS_0008);
  await db.schema.dropIndex('sub_comments_user_id').execute();
  await db.schema.dropIndex('comments_user_id').execute();
}
