// Contract §7: the feed and single posts.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { PostsResponse, SinglePostResponse } from '../../src/api/wire.ts';
import { wholeNumber } from '../http/fields.ts';
import { sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { requireAuth } from '../plugins/auth.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import type { PostItemShape } from '../presenters/post.ts';
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
  async function feedAnswer(rows: PostRow[]): Promise<PostsResponse> {
    return {
      status: true,
      message: 'Post successfully fetched',
      posts: await loadPostItems(app.db, app.config, rows, FEED_ITEM),
    };
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

  app.get('/post', { preHandler: requireAuth('verified') }, async () => feedAnswer(await feedPage(app.db)));

  app.get('/post/expand', { preHandler: requireAuth('verified') }, async (request) => {
    const { post_filter } = parseInput(expandQuery, request.query);
    return feedAnswer(await feedPage(app.db, post_filter));
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
