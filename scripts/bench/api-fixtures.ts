// What the load runs ask for, read from a generated database before the server starts:
// sessions for as many users as there are connections, and posts spread over the whole
// feed to like and to read comments of.
import { sql } from 'kysely';
import { signInFirstUsers, withDatabase } from './community.ts';

export interface ApiFixtures {
  tokens: string[];
  likeUuids: string[];
  commentedPostIds: number[];
  /** A post_filter 95% of the way down the feed. */
  deepCursor: number;
  /** post_filters spread over the whole feed, more than the server keeps pages for. */
  spreadCursors: number[];
  keywords: string[];
}

const SAMPLE_SIZE = 500;
/** Parts of generated first names and usernames, as someone typing into the search box. */
const KEYWORDS = ['sari', 'put', 'wul', 'dewi1', 'ok', 'demo'];

export async function readApiFixtures(dataDir: string, posts: number, sessions: number): Promise<ApiFixtures> {
  return withDatabase(dataDir, async (db) => {
    const tokens = await signInFirstUsers(db, sessions);
    // Every stride-th post, so the samples span old and new posts alike.
    const stride = Math.max(1, Math.floor(posts / SAMPLE_SIZE));
    const spread = sql<boolean>`posts.id % ${stride} = 0`;
    const likeable = await db
      .selectFrom('posts')
      .select('uuid')
      .where('archived_at', 'is', null)
      .where(spread)
      .limit(SAMPLE_SIZE)
      .execute();
    const commented = await db
      .selectFrom('posts')
      .select('id')
      .where('archived_at', 'is', null)
      .where(spread)
      .where((eb) => eb.exists(eb.selectFrom('comments').select('comments.id').whereRef('comments.post_id', '=', 'posts.id')))
      .limit(SAMPLE_SIZE)
      .execute();
    return {
      tokens,
      likeUuids: likeable.map((post) => post.uuid),
      commentedPostIds: commented.map((post) => post.id),
      deepCursor: Math.max(11, Math.round(posts * 0.05)),
      spreadCursors: likeable.map((_post, index) => 11 + Math.floor(((posts - 11) * index) / likeable.length)),
      keywords: KEYWORDS,
    };
  });
}
