// Contract §7: one user's albums, archived albums and threads. A member hidden from the viewer
// (contract §16) is unknown here too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { refusal } from '../../contract/responses.ts';
import { memberAnswers, notFound } from '../http/answers.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { sessionOf, usernamesBlockedByViewer, viewerFor } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import type { PostItemShape } from '../presenters/post.ts';
import { withoutHiddenLikers } from '../services/hidden-likers.ts';
import { loadPostItems } from '../services/post-items.ts';
import { archivedAlbums, userAlbums, userThreads } from '../services/post-lists.ts';
import { findUserShownTo } from '../services/users.ts';

const ALBUM_ITEM: PostItemShape = {};
const ARCHIVED_ALBUM_ITEM: PostItemShape = { archivedAt: true };
const THREAD_ITEM: PostItemShape = { liker: true };

const usersPosts = { preValidation: requireAuth('verified'), answers: memberAnswers({ 404: notFound('The user') }) };

export const userPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, endpoints.userAlbums, usersPosts, async (request, reply) => {
    const user = await findUserShownTo(app.db, request.params.username, viewerFor(request));
    if (!user) return reply.code(404).send(NOT_FOUND_BODY);
    const rows = await userAlbums(app.db, user.id);
    return reply.send({
      status: true,
      message: `Albums of ${user.first_name} fetched`,
      posts: await loadPostItems(app.db, mediaBaseOf(request), rows, ALBUM_ITEM),
    });
  });

  serveEndpoint(
    app,
    endpoints.archivedAlbums,
    {
      preValidation: requireAuth('verified'),
      answers: memberAnswers({ 422: refusal.describe('Only the owner sees archived albums') }),
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      if (request.params.username.toLowerCase() !== user.username.toLowerCase()) {
        return reply.code(422).send({ status: false, message: 'You cant access that album user' });
      }
      const rows = await archivedAlbums(app.db, user.id);
      return reply.send({
        status: true,
        message: `Archived albums of ${user.first_name} fetched`,
        posts: await loadPostItems(app.db, mediaBaseOf(request), rows, ARCHIVED_ALBUM_ITEM),
      });
    },
  );

  serveEndpoint(app, endpoints.userThreads, usersPosts, async (request, reply) => {
    const user = await findUserShownTo(app.db, request.params.username, viewerFor(request));
    if (!user) return reply.code(404).send(NOT_FOUND_BODY);
    const rows = await userThreads(app.db, user.id);
    const [items, hidden] = await Promise.all([
      loadPostItems(app.db, mediaBaseOf(request), rows, THREAD_ITEM),
      usernamesBlockedByViewer(request),
    ]);
    return reply.send({
      status: true,
      message: `Threads of ${user.first_name} fetched`,
      posts: items.map((item) => withoutHiddenLikers(item, hidden)),
    });
  });
};
