// Contract §9: writing, editing (first hour only) and deleting threads.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { CreateThreadResponse, Envelope, UpdateThreadResponse } from '../../src/api/wire.ts';
import { multiLineText } from '../http/fields.ts';
import { sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { requireAuth } from '../plugins/auth.ts';
import { FORBIDDEN_BODY, NOT_FOUND_BODY } from '../plugins/errors.ts';
import { deletePost, findThreadBySlug, findThreadByUuid } from '../services/posts.ts';
import { createThread, isEditable, updateThreadText } from '../services/threads.ts';

const threadBody = z.object({ text: multiLineText('Thread', 5000) });

export const threadsRoutes: FastifyPluginAsync = async (app) => {
  app.post('/thread', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const { text } = parseInput(threadBody, request.body);
    const post = await createThread(app.db, sessionOf(request).user.id, text, app.config.now());
    return reply.code(201).send({
      status: true,
      message: 'New thread added',
      data: { slug: post.slug, text, post_id: post.id, created_at: post.created_at },
    } satisfies CreateThreadResponse);
  });

  app.put<{ Params: { slug: string } }>(
    '/thread/:slug',
    { preHandler: requireAuth('verified') },
    async (request, reply) => {
      // Contract order: unknown, not the owner, invalid text, too late.
      const thread = await findThreadBySlug(app.db, request.params.slug);
      if (!thread) return reply.code(404).send(NOT_FOUND_BODY);
      if (thread.user_id !== sessionOf(request).user.id) return reply.code(403).send(FORBIDDEN_BODY);
      const { text } = parseInput(threadBody, request.body);
      if (!isEditable(thread.created_at, app.config.now())) {
        return reply.code(403).send({ status: false, message: 'Cant update to late 1 hours' });
      }
      await updateThreadText(app.db, thread.id, text);
      return {
        status: true,
        message: 'Thread updated',
        data: { slug: thread.slug, text, post_id: thread.id },
      } satisfies UpdateThreadResponse;
    },
  );

  app.post<{ Params: { uuid: string } }>(
    '/thread/:uuid/force-delete',
    { preHandler: requireAuth('verified') },
    async (request, reply) => {
      const thread = await findThreadByUuid(app.db, request.params.uuid);
      if (!thread) return reply.code(404).send(NOT_FOUND_BODY);
      if (thread.user_id !== sessionOf(request).user.id) return reply.code(403).send(FORBIDDEN_BODY);
      await deletePost(app.db, thread.id);
      return { status: true, message: 'Thread permanently deleted' } satisfies Envelope;
    },
  );
};
