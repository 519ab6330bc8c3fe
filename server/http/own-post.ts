// The post a route acts on, named by its path and owned by the caller, found before the route's
// schema judges the body: the contract answers an unknown post (404) and someone else's (403)
// before an invalid body (400).
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Refusal } from '../../contract/wire.ts';
import type { Database } from '../db/schema.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import type { PostRow } from '../services/posts.ts';
import { sessionOf } from './request-context.ts';

type PostLookup = (db: Kysely<Database>, pathValue: string) => Promise<PostRow | undefined>;

const ownPosts = new WeakMap<FastifyRequest, PostRow>();

/**
 * A preValidation hook after requireAuth: finds the post by the path parameter `param`, answers
 * 404 when there is none and 403 (`forbidden`) when the caller does not own it.
 */
export function ownPost(param: string, find: PostLookup, forbidden: Refusal = FORBIDDEN_BODY): preValidationAsyncHookHandler {
  return async function ownPostGuard(request, reply) {
    // Path parameters are strings before validation too; the route's schema documents them.
    const post = await find(request.server.db, (request.params as Record<string, string>)[param]);
    if (!post) return reply.code(404).send(NOT_FOUND_BODY);
    if (post.user_id !== sessionOf(request).user.id) return reply.code(403).send(forbidden);
    ownPosts.set(request, post);
  };
}

/** The post the route's ownPost hook found. */
export function ownPostOf(request: FastifyRequest): PostRow {
  const post = ownPosts.get(request);
  if (!post) throw new Error('route is missing its ownPost hook');
  return post;
}
