// What the load runs ask for, read from a generated community before its server starts:
// sessions of many members, and posts near the top of the feed (where members read, like and
// comment most) and spread over its whole length.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { signInFirstUsers, withDatabase, type CommunityEnv } from './community.ts';

export interface ApiFixtures {
  /** One session per member signed in. */
  tokens: string[];
  usernames: string[];
  /** Active posts: recent ones first, then some from all over the feed. */
  posts: { id: number; uuid: string }[];
  /** Posts with comments, recent and spread alike. */
  commentedPostIds: number[];
  /** post_filter values of the next pages near the top of the feed. */
  nearCursors: number[];
  /** post_filter values spread over the whole feed. */
  farCursors: number[];
}

/** Members signed in for the load: enough that no one member's rows take all the traffic. */
const SIGNED_IN_MEMBERS = 1000;
const RECENT_POSTS = 200;
const SPREAD_POSTS = 300;
/** Pages 2 to 6: how far down most members scroll. */
const NEAR_PAGES = 5;
const PAGE_SIZE = 10;

function activePosts(db: Kysely<Database>) {
  return db.selectFrom('posts').select(['posts.id', 'posts.uuid']).where('posts.archived_at', 'is', null);
}

export async function readApiFixtures(community: CommunityEnv, posts: number): Promise<ApiFixtures> {
  return withDatabase(community, async (db) => {
    const tokens = await signInFirstUsers(db, SIGNED_IN_MEMBERS);
    const users = await db.selectFrom('users').select('username').orderBy('id').limit(SIGNED_IN_MEMBERS).execute();
    const recent = await activePosts(db).orderBy('posts.id', 'desc').limit(RECENT_POSTS).execute();
    // Every stride-th post, so the samples span old and new posts alike.
    const stride = Math.max(1, Math.floor(posts / SPREAD_POSTS));
    const spread = await activePosts(db).where(sql<boolean>`posts.id % ${stride} = 0`).limit(SPREAD_POSTS).execute();
    const hasComments = async (ids: number[]) =>
      ids.length === 0 ? [] : db.selectFrom('comments').select('post_id').distinct().where('post_id', 'in', ids).execute();
    const commented = [
      ...(await hasComments(recent.map((post) => post.id))),
      ...(await hasComments(spread.map((post) => post.id))),
    ];
    // The item a page ends with is the next page's post_filter.
    const nearCursors = recent
      .filter((_post, index) => (index + 1) % PAGE_SIZE === 0)
      .slice(0, NEAR_PAGES)
      .map((post) => post.id);
    return {
      tokens,
      usernames: users.map((user) => user.username),
      posts: [...recent, ...spread],
      commentedPostIds: commented.map((row) => row.post_id),
      nearCursors,
      farCursors: spread.map((post) => post.id),
    };
  });
}
