// Contract §7: the feed and single posts.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PostItem, PostsResponse, SinglePostResponse } from '../../src/api/wire.ts';
import { wholeNumber } from '../http/fields.ts';
import { sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { requireAuth } from '../plugins/auth.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import type { PostItemShape } from '../presenters/post.ts';
import { createFeedCache } from '../services/feed-cache.ts';
import { hasLiked } from '../services/likes.ts';
import { loadPostItem, loadPostItems } from '../services/post-items.ts';
import { postRowsByIds } from '../services/post-lists.ts';
import { findActivePostByUuid, findArchivedPostByUuid, type PostRow } from '../services/posts.ts';

const FEED_ITEM: PostItemShape = { user: true, liker: true };
const SINGLE_POST: PostItemShape = {};
const ARCHIVED_POST: PostItemShape = { archivedAt: true };

// The answer around its items: everything before and after the items of an empty page.
const EMPTY_FEED_ANSWER = JSON.stringify({ status: true, message: 'Post successfully fetched', posts: [] } satisfies PostsResponse);
const FEED_ANSWER_HEAD = EMPTY_FEED_ANSWER.slice(0, -'[]}'.length + 1);

const feedItemPostId = (item: PostItem) => (item.album ?? item.thread)!.post_id;

const expandQuery = z.object({ post_filter: wholeNumber('Post filter') });

type UuidParams = { Params: { uuid: string } };

export const postsRoutes: FastifyPluginAsync = async (app) => {
  const feedCache = createFeedCache(app.db);

  async function serializedFeedItems(postIds: number[]): Promise<Map<number, string>> {
    const items = await loadPostItems(app.db, app.config, await postRowsByIds(app.db, postIds), FEED_ITEM);
    return new Map(items.map((item) => [feedItemPostId(item), JSON.stringify(item)]));
  }

  /** The feed page below `cursor` (the first page without one), from kept items where they hold. */
  async function feedAnswer(reply: FastifyReply, cursor?: number): Promise<FastifyReply> {
    const items = await feedCache.page(cursor, serializedFeedItems);
    return reply.type('application/json; charset=utf-8').send(`${FEED_ANSWER_HEAD}${items.join(',')}]}`);
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
