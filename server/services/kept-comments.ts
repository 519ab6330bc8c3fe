// A post's comments page is read far more often than anything on it changes, so each process
// builds it once per version of the post and keeps it, as it keeps feed items (feed-cache.ts):
// the version moves on every comment or reply written and on every change to what a commenter
// shows or to their suspension (migrations 0008 and 0023), whichever process made the write.
// The page is kept whole; what one viewer may not see (contract §16) is taken out per request:
// members blocked either way or muted, by one query for their ids, and suspended members by
// their kept suspension read at the request's now (a suspension ends with time, no write).
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import { keptByVersion } from '../lib/kept-by-version.ts';
import { isHeardBy } from './blocks.ts';
import type { Viewer } from './member-visibility.ts';

/** Comments and replies kept per process, over all kept pages. */
const MAX_KEPT_ENTRIES = 50_000;

/** What a comments page shows of its author, and what decides whether a viewer sees it. */
const AUTHOR_FIELDS = ['users.first_name', 'users.username', 'users.foto_profile', 'users.suspended_permanently', 'users.suspended_until'] as const;

const allCommentsOf = preparedQuery((db: Kysely<Database>, postId: number) =>
  db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select(['comments.id', 'comments.user_id', 'comments.text', 'comments.created_at', ...AUTHOR_FIELDS])
    .where('comments.post_id', '=', postId)
    .orderBy('comments.id', 'desc'),
);

const allRepliesOf = preparedQuery((db: Kysely<Database>, postId: number) =>
  db
    .selectFrom('sub_comments')
    .innerJoin('comments', 'comments.id', 'sub_comments.comment_id')
    .innerJoin('users', 'users.id', 'sub_comments.user_id')
    .select(['sub_comments.id', 'sub_comments.comment_id', 'sub_comments.user_id', 'sub_comments.text', 'sub_comments.created_at', ...AUTHOR_FIELDS])
    .where('comments.post_id', '=', postId)
    .orderBy('sub_comments.id'),
);

type KeptComment = Awaited<ReturnType<typeof allCommentsOf>>[number];
type KeptReply = Awaited<ReturnType<typeof allRepliesOf>>[number];

/** The post's comments, newest first, and all their replies, oldest first. */
export interface PostComments {
  comments: KeptComment[];
  replies: KeptReply[];
}

/** The post as its lookup found it: which version of its comments page is current. */
export interface VersionedPost {
  id: number;
  uuid: string;
  version: number | string;
}

export interface KeptComments {
  /**
   * The post's comments page without what is hidden from the viewer (`hidden`: membersHiddenAt of
   * their kept relations, relations-cache.ts; the replies of a hidden comment go with it). A viewer who sees all of it gets the
   * kept page itself, the same object for every such viewer until the post's version moves: what
   * is made from it can be kept with it.
   */
  shownTo(post: VersionedPost, viewer: Viewer, hidden: Set<number>): Promise<PostComments>;
}

export function createKeptComments(db: Kysely<Database>): KeptComments {
  const pages = keptByVersion<PostComments>(
    MAX_KEPT_ENTRIES,
    (page) => 1 + page.comments.length + page.replies.length,
    async (postId) => {
      const [comments, replies] = await Promise.all([allCommentsOf(db, postId), allRepliesOf(db, postId)]);
      return { comments, replies };
    },
  );

  return {
    async shownTo(post, viewer, hidden) {
      // The uuid with the version: ids of deleted SQLite rows can come back for new posts.
      const page = await pages.at(post.id, `${post.uuid}@${post.version}`);
      const now = new Date(viewer.at);
      const shown = (entry: KeptComment | KeptReply) => isHeardBy(hidden, entry.user_id, entry, now);
      const comments = page.comments.filter(shown);
      const commentIds = new Set(comments.map((comment) => comment.id));
      const replies = page.replies.filter((reply) => shown(reply) && commentIds.has(reply.comment_id));
      if (comments.length === page.comments.length && replies.length === page.replies.length) return page;
      return { comments, replies };
    },
  };
}
