// Contract §10 and the likers list of §7.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { memberAnswers, notFound } from '../http/answers.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { idFromPath } from '../http/path-ids.ts';
import { viewerFor } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import { toLiker } from '../presenters/user.ts';
import { peopleWhoLiked, toggleLike } from '../services/likes.ts';
import { findPostShownToByUuid, findPostVisibleTo } from '../services/posts.ts';

export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.toggleLike,
    { config: { leavesWriterAsIs: true }, preValidation: requireAuth('verified'), answers: memberAnswers({ 404: notFound('The post') }) },
    async (request, reply) => {
      const viewer = viewerFor(request);
      const post = await findPostShownToByUuid(app.db, request.params.uuid, viewer);
      const toggled = post && (await toggleLike(app.db, post, viewer, app.config.now()));
      if (!toggled || toggled === 'hidden') return reply.code(404).send(NOT_FOUND_BODY);
      const { liked, totalLike } = toggled;
      return reply.send({
        status: true,
        message: 'Liked or Unliked',
        like: liked ? 'Liked' : 'Unliked',
        total_like: totalLike,
      });
    },
  );

  serveEndpoint(
    app,
    endpoints.likers,
    { preValidation: requireAuth('verified'), answers: memberAnswers({ 404: notFound('The post') }) },
    async (request, reply) => {
      const postId = idFromPath(request.params.post_id);
      const viewer = viewerFor(request);
      const post = postId === undefined ? undefined : await findPostVisibleTo(app.db, postId, viewer);
      if (!post) return reply.code(404).send(NOT_FOUND_BODY);
      const likers = await peopleWhoLiked(app.db, post.id, viewer);
      const mediaBase = mediaBaseOf(request);
      return reply.send({
        status: true,
        message: 'User like successfully fetched',
        total_like: likers.length,
        people_likes: likers.map((liker) => toLiker(mediaBase, liker)),
      });
    },
  );
};
