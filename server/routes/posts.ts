// Contract §7: the feed and single posts.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PostsResponse, SinglePostResponse } from '../../src/api/wire.ts';
import { wholeNumber } from '../http/fields.ts';
import { sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { requireAuth } from '../plugins/auth.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import type { PostItemShape } from '../presenters/post.ts';
import { createFeedCache } from '../services/feed-cache.ts';
import { hasLiked } from '../services/likes.ts';
import { loadPostItem, loadPostItems } from '../services/post-items.ts';
import { feedPage } from '../services/post-lists.ts';
import { findActivePostByUuid, findArchivedPostByUuid, type PostRow } from '../services/posts.ts';

const FEED_ITEM: PostItemShape = { user: true, liker: true };
const SINGLE_POST: PostItemShape = {};
const ARCHIVED_POST: PostItemShape = { archivedAt: true };

const expandQuery = z.object({ post_filter: wholeNumber('Post filter') });

type UuidParams = { Params: { uuid: string } };

export const postsRoutes: FastifyPluginAsync = async (app) => {
  const feedCache = createFeedCache(app.db);

  /** The feed page below `cursor` (the first page without one), serialized. */
  async function feedAnswer(reply: FastifyReply, cursor?: number): Promise<FastifyReply> {
    const body = await feedCache.answer(cursor, async () => {
      const answer: PostsResponse = {
        status: true,
        message: 'Post successfully fetched',
        posts: await loadPostItems(app.db, app.config, await feedPage(app.db, cursor), FEED_ITEM),
      };
      return JSON.stringify(answer);
    });
    return reply.type('application/json; charset=utf-8').send(body);
  }

  async function singlePostAnswer(
    message: string,
    post: PostRow,
    viewerId: number,
    shape: PostItemShape,
  ): Promise<SinglePostResponse> {
    const [liked, item] = await Promise.all([
      hasLiked(app.db, post.id, viewerId),
      loadPostItem(app.db, app.config, post, shape),
    ]);
    return { status: true, message, like: liked ? 'Liked' : 'Unliked', single_post: item };
  }

  app.get('/post', { preHandler: requireAuth('verified') }, async (_request, reply) => feedAnswer(reply));

  app.get('/post/expand', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const { post_filter } = parseInput(expandQuery, request.query);
    return feedAnswer(reply, post_filter);
  });

  app.get<UuidParams>('/post/:uuid', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const post = await findActivePostByUuid(app.db, request.params.uuid);
    if (!post) return reply.code(404).send(NOT_FOUND_BODY);
    return singlePostAnswer('Post successfully fetched', post, sessionOf(request).user.id, SINGLE_POST);
  });

  app.get<UuidParams>('/post/archived/:uuid', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const viewerId = sessionOf(request).user.id;
    const post = await findArchivedPostByUuid(app.db, request.params.uuid);
    if (!post) return reply.code(404).send(NOT_FOUND_BODY);
    if (post.user_id !== viewerId) return reply.code(403).send(FORBIDDEN_BODY);
    return singlePostAnswer('Archived post successfully fetched', post, viewerId, ARCHIVED_POST);
  });
};
