// Contract §7: one user's albums, archived albums and threads.
import type { FastifyPluginAsync } from 'fastify';
import type { PostsResponse } from '../../src/api/wire.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import type { PostItemShape } from '../presenters/post.ts';
import { loadPostItems } from '../services/post-items.ts';
import { archivedAlbums, userAlbums, userThreads } from '../services/post-lists.ts';
import { findUserByUsername } from '../services/users.ts';

const ALBUM_ITEM: PostItemShape = {};
const ARCHIVED_ALBUM_ITEM: PostItemShape = { archivedAt: true };
const THREAD_ITEM: PostItemShape = { liker: true };

type UsernameParams = { Params: { username: string } };

export const userPostsRoutes: FastifyPluginAsync = async (app) => {
  app.get<UsernameParams>('/user/albums/:username', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const user = await findUserByUsername(app.db, request.params.username);
    if (!user) return reply.code(404).send(NOT_FOUND_BODY);
    const rows = await userAlbums(app.db, user.id);
    return {
      status: true,
      message: `Albums of ${user.first_name} fetched`,
      posts: await loadPostItems(app.db, app.config, rows, ALBUM_ITEM),
    } satisfies PostsResponse;
  });

  app.get<UsernameParams>(
    '/user/albums/archived/:username',
    { preHandler: requireAuth('verified') },
    async (request, reply) => {
      const { user } = sessionOf(request);
      if (request.params.username.toLowerCase() !== user.username.toLowerCase()) {
        return reply.code(422).send({ status: false, message: 'You cant access that album user' });
      }
      const rows = await archivedAlbums(app.db, user.id);
      return {
        status: true,
        message: `Archived albums of ${user.first_name} fetched`,
        posts: await loadPostItems(app.db, app.config, rows, ARCHIVED_ALBUM_ITEM),
      } satisfies PostsResponse;
    },
  );

  app.get<UsernameParams>('/user/threads/:username', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const user = await findUserByUsername(app.db, request.params.username);
    if (!user) return reply.code(404).send(NOT_FOUND_BODY);
    const rows = await userThreads(app.db, user.id);
    return {
      status: true,
      message: `Threads of ${user.first_name} fetched`,
      posts: await loadPostItems(app.db, app.config, rows, THREAD_ITEM),
    } satisfies PostsResponse;
  });
};
