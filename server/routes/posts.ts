// Contract §7: the feed and single posts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import type { PostItem, PostsResponse, SinglePostResponse } from '../../contract/wire.ts';
import { memberAnswers, notFound, notOwner } from '../http/answers.ts';
import { sendJsonText } from '../http/json-text.ts';
import { mediaBaseOf } from '../http/media-base.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { sessionOf, usernamesBlockedByViewer, viewerFor } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import type { PostItemShape } from '../presenters/post.ts';
import { createFeedCache, type KeptFeedItem } from '../services/feed-cache.ts';
import { withoutHiddenLikersKept } from '../services/hidden-likers.ts';
import { hasLiked } from '../services/likes.ts';
import { loadPostItem, loadPostItems } from '../services/post-items.ts';
import { postRowsByIds } from '../services/post-lists.ts';
import { findArchivedPostByUuid, findPostShownToByUuid, type PostRow } from '../services/posts.ts';

const FEED_ITEM: PostItemShape = { user: true, liker: true };
const SINGLE_POST: PostItemShape = {};
const ARCHIVED_POST: PostItemShape = { archivedAt: true };

// The answer around its items: everything before and after the items of an empty page.
const EMPTY_FEED_ANSWER = JSON.stringify({ status: true, message: 'Post successfully fetched', posts: [] } satisfies PostsResponse);
const FEED_ANSWER_HEAD = EMPTY_FEED_ANSWER.slice(0, -'[]}'.length + 1);

const feedItemPostId = (item: PostItem) => (item.album ?? item.thread)!.post_id;

// A feed page is sent as text joined from kept items, which the answer's schema does not see.
const feedPage = { preValidation: requireAuth('verified'), answers: memberAnswers({}) };

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedCache = createFeedCache(app.db);

  async function keptFeedItems(mediaBase: string, postIds: number[]): Promise<Map<number, KeptFeedItem>> {
    const items = await loadPostItems(app.db, mediaBase, await postRowsByIds(app.db, postIds), FEED_ITEM);
    return new Map(items.map((item) => [feedItemPostId(item), { json: JSON.stringify(item), item }]));
  }

  /** The feed page below `cursor` (the first page without one), from kept items where they hold. */
  async function feedAnswer(reply: FastifyReply, cursor?: number): Promise<FastifyReply> {
    const mediaBase = mediaBaseOf(reply.request);
    const viewer = viewerFor(reply.request);
    const [items, hidden] = await Promise.all([
      feedCache.page(viewer, cursor, mediaBase, (postIds) => keptFeedItems(mediaBase, postIds)),
      usernamesBlockedByViewer(reply.request),
    ]);
    const shown = withoutHiddenLikersKept(items, hidden);
    return sendJsonText(reply, `${FEED_ANSWER_HEAD}${shown.join(',')}]}`);
  }

  async function singlePostAnswer(
    request: FastifyRequest,
    message: string,
    post: PostRow,
    shape: PostItemShape,
  ): Promise<SinglePostResponse> {
    const [liked, item] = await Promise.all([
      hasLiked(app.db, post.id, sessionOf(request).user.id),
      loadPostItem(app.db, mediaBaseOf(request), post, shape),
    ]);
    return { status: true, message, like: liked ? 'Liked' : 'Unliked', single_post: item };
  }

  serveEndpoint(app, endpoints.feed, feedPage, async (_request, reply) => feedAnswer(reply));

  serveEndpoint(app, endpoints.feedAfter, feedPage, async (request, reply) => feedAnswer(reply, request.query.post_filter));

  serveEndpoint(
    app,
    endpoints.post,
    { preValidation: requireAuth('verified'), answers: memberAnswers({ 404: notFound('The post') }) },
    async (request, reply) => {
      const post = await findPostShownToByUuid(app.db, request.params.uuid, viewerFor(request));
      if (!post) return reply.code(404).send(NOT_FOUND_BODY);
      return singlePostAnswer(request, 'Post successfully fetched', post, SINGLE_POST);
    },
  );

  serveEndpoint(
    app,
    endpoints.archivedPost,
    {
      preValidation: requireAuth('verified'),
      answers: memberAnswers({ 403: notOwner, 404: notFound('The archived post') }),
    },
    async (request, reply) => {
      const viewerId = sessionOf(request).user.id;
      const post = await findArchivedPostByUuid(app.db, request.params.uuid);
      if (!post) return reply.code(404).send(NOT_FOUND_BODY);
      if (post.user_id !== viewerId) return reply.code(403).send(FORBIDDEN_BODY);
      return singlePostAnswer(request, 'Archived post successfully fetched', post, ARCHIVED_POST);
    },
  );
};
