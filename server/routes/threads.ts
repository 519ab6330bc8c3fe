// Contract §9: writing, editing (first hour only) and deleting threads.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { refusal } from '../../contract/responses.ts';
import { memberAnswers, notFound, notOwner } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { ownPost, ownPostOf } from '../http/own-post.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { findThreadBySlug, findThreadByUuid } from '../services/posts.ts';
import { createThread, deleteThread, isEditable, updateThreadText } from '../services/threads.ts';

const verified = requireAuth('verified');

export const threadsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.createThread,
    { config: { leavesWriterAsIs: true }, preValidation: verified, answers: memberAnswers({}) },
    async (request, reply) => {
      const { text } = request.body;
      const post = await createThread(app.db, sessionOf(request).user.id, text, app.config.now());
      return reply.code(201).send({
        status: true,
        message: 'New thread added',
        data: { slug: post.slug, text, post_id: post.id, created_at: post.created_at },
      });
    },
  );

  serveEndpoint(
    app,
    endpoints.updateThread,
    {
      // Contract order: unknown, not the owner, invalid text, too late.
      preValidation: [verified, ownPost('slug', findThreadBySlug)],
      answers: memberAnswers({
        403: refusal.describe('Someone else wrote it, it is older than an hour, or the e-mail is not verified'),
        404: notFound('The thread'),
      }),
    },
    async (request, reply) => {
      const thread = ownPostOf(request);
      const { text } = request.body;
      if (!isEditable(thread.created_at, app.config.now())) {
        return reply.code(403).send({ status: false, message: 'Cant update to late 1 hours' });
      }
      await updateThreadText(app.db, thread.id, text);
      return reply.send({
        status: true,
        message: 'Thread updated',
        data: { slug: thread.slug, text, post_id: thread.id },
      });
    },
  );

  serveEndpoint(
    app,
    endpoints.deleteThread,
    {
      preValidation: [verified, ownPost('uuid', findThreadByUuid)],
      answers: memberAnswers({ 403: notOwner, 404: notFound('The thread') }),
    },
    async (request, reply) => {
      await deleteThread(app.db, ownPostOf(request).id);
      return reply.send({ status: true, message: 'Thread permanently deleted' });
    },
  );
};
