// Post rows: creating and deleting them, and finding one with what every answer shows
// (author, caption or text). Albums and threads share the posts table and its ids.
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database, PostKind } from '../db/schema.ts';
import { randomAlphanumeric } from '../lib/secrets.ts';
import type { Viewer } from './member-visibility.ts';
import { isArchived, isShownTo, isVisibleTo, type PostFilter } from './post-visibility.ts';

/** uuid and slug length: random [A-Za-z0-9], about 119 bits. */
const PUBLIC_ID_LENGTH = 20;

export interface NewPost {
  id: number;
  uuid: string;
  slug: string;
  created_at: string;
}

// Compiled once: every album and thread starts here.
const insertPostRow = preparedQuery(
  (db: Kysely<Database>, uuid: string, slug: string, userId: number, kind: PostKind, createdAt: string) =>
    db
      .insertInto('posts')
      .values({ uuid, slug, user_id: userId, kind, created_at: createdAt, archived_at: null })
      .returning(['id', 'uuid', 'slug', 'created_at']),
);

/** Inserts the post row of a new album or thread; the caller adds the album or thread row. */
export async function insertPost(db: Kysely<Database>, userId: number, kind: PostKind, now: Date): Promise<NewPost> {
  const uuid = randomAlphanumeric(PUBLIC_ID_LENGTH);
  const slug = randomAlphanumeric(PUBLIC_ID_LENGTH);
  const [post] = await insertPostRow(db, uuid, slug, userId, kind, now.toISOString());
  return post;
}

/** Deletes a post; its thread or album, photos rows, likes, comments and replies go with it. */
export async function deletePost(db: Kysely<Database>, postId: number): Promise<void> {
  await db.deleteFrom('posts').where('id', '=', postId).execute();
}

/** Posts joined with their author and their caption (albums) or text (threads). */
export function selectPostRows(db: Kysely<Database>) {
  return db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.user_id')
    .leftJoin('albums', 'albums.post_id', 'posts.id')
    .leftJoin('threads', 'threads.post_id', 'posts.id')
    .select([
      'posts.id',
      'posts.uuid',
      'posts.slug',
      'posts.user_id',
      'posts.kind',
      'posts.created_at',
      'posts.archived_at',
      'posts.version',
      'albums.caption',
      'threads.text',
      'users.first_name',
      'users.last_name',
      'users.username',
      'users.foto_profile',
    ]);
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPostRows>['executeTakeFirstOrThrow']>>;

/** The one post row matching `filter` (a visibility rule and an id), if any. */
export function findPost(db: Kysely<Database>, filter: PostFilter): Promise<PostRow | undefined> {
  return selectPostRows(db).where(filter).executeTakeFirst();
}

// Compiled once: every like, comment and reply looks its post up, and checks it again in its
// transaction.
const postShownToByUuid = preparedQuery((db: Kysely<Database>, uuid: string, viewerId: number, at: string) =>
  selectPostRows(db).where((eb) => eb.and([eb('posts.uuid', '=', uuid), isShownTo({ id: viewerId, at })(eb)])),
);

const postShownTo = preparedQuery((db: Kysely<Database>, postId: number, viewerId: number, at: string) =>
  selectPostRows(db).where((eb) => eb.and([eb('posts.id', '=', postId), isShownTo({ id: viewerId, at })(eb)])),
);

export async function findPostShownToByUuid(db: Kysely<Database>, uuid: string, viewer: Viewer): Promise<PostRow | undefined> {
  const [post] = await postShownToByUuid(db, uuid, viewer.id, viewer.at);
  return post;
}

export async function findPostShownTo(db: Kysely<Database>, postId: number, viewer: Viewer): Promise<PostRow | undefined> {
  const [post] = await postShownTo(db, postId, viewer.id, viewer.at);
  return post;
}

export function findArchivedPostByUuid(db: Kysely<Database>, uuid: string) {
  return findPost(db, (eb) => eb.and([eb('posts.uuid', '=', uuid), isArchived(eb)]));
}

// Compiled once: every comments page looks its post up first. Its callers need to know only
// that the post is there for the viewer, and which version it is at (kept-comments.ts), so the
// post's own row is read without the author, caption or text.
const postVisibleTo = preparedQuery((db: Kysely<Database>, postId: number, viewerId: number, at: string) =>
  db
    .selectFrom('posts')
    .select(['posts.id', 'posts.uuid', 'posts.version'])
    .where((eb) => eb.and([eb('posts.id', '=', postId), isVisibleTo({ id: viewerId, at })(eb)])),
);

export type VisiblePost = Awaited<ReturnType<typeof postVisibleTo>>[number];

export async function findPostVisibleTo(db: Kysely<Database>, postId: number, viewer: Viewer): Promise<VisiblePost | undefined> {
  const [post] = await postVisibleTo(db, postId, viewer.id, viewer.at);
  return post;
}

export function findThreadBySlug(db: Kysely<Database>, slug: string) {
  return findPost(db, (eb) => eb.and([eb('posts.slug', '=', slug), eb('posts.kind', '=', 'thread')]));
}

export function findThreadByUuid(db: Kysely<Database>, uuid: string) {
  return findPost(db, (eb) => eb.and([eb('posts.uuid', '=', uuid), eb('posts.kind', '=', 'thread')]));
}
