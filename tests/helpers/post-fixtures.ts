// Posts for server tests. Threads go through the API; albums are inserted directly, since
// their endpoints are not part of these tests.
import { insertPost } from '../../server/services/posts.ts';
import type { TestServer } from './server.ts';

export interface PostRef {
  post_id: number;
  uuid: string;
  slug: string;
}

export async function userIdOf(server: TestServer, username: string): Promise<number> {
  const user = await server.app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return user.id;
}

async function uuidOf(server: TestServer, postId: number): Promise<string> {
  const post = await server.app.db.selectFrom('posts').select('uuid').where('id', '=', postId).executeTakeFirstOrThrow();
  return post.uuid;
}

export async function postThread(server: TestServer, token: string, text = 'Halo semua'): Promise<PostRef> {
  const response = await server.request<{ data: { slug: string; post_id: number } }>('POST', '/thread', {
    token,
    body: { text },
  });
  if (response.status !== 201) throw new Error(`thread failed: ${response.status} ${JSON.stringify(response.body)}`);
  const { slug, post_id } = response.body.data;
  return { post_id, slug, uuid: await uuidOf(server, post_id) };
}

export interface AlbumOptions {
  caption?: string;
  /** Stored paths in display order; none makes an album that must stay invisible. */
  photos?: string[];
  archivedAt?: string;
}

export async function insertAlbum(server: TestServer, username: string, options: AlbumOptions = {}): Promise<PostRef> {
  const { db } = server.app;
  const userId = await userIdOf(server, username);
  const post = await insertPost(db, userId, 'album', server.clock.now);
  await db
    .insertInto('albums')
    .values({ post_id: post.id, caption: options.caption ?? 'Konser semalam' })
    .execute();
  // Each stored picture belongs to one photo row (unique path), so the default is per album.
  const photos = options.photos ?? [`album/cover-${post.id}.jpg`];
  for (const [position, path] of photos.entries()) {
    await db.insertInto('album_photos').values({ post_id: post.id, position, path }).execute();
  }
  if (options.archivedAt) {
    await db.updateTable('posts').set({ archived_at: options.archivedAt }).where('id', '=', post.id).execute();
  }
  return { post_id: post.id, uuid: post.uuid, slug: post.slug };
}

export async function archive(server: TestServer, post: PostRef): Promise<void> {
  await server.app.db
    .updateTable('posts')
    .set({ archived_at: server.clock.now.toISOString() })
    .where('id', '=', post.post_id)
    .execute();
}
