// Contract §5: marking notifications as seen and clearing them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readNotificationsBody } from '../../contract/requests.ts';
import { envelope, refusal } from '../../contract/responses.ts';
import { memberAnswers } from '../http/answers.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { clearNotifications, markNotificationsRead } from '../services/notifications.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/notification/readed',
    {
      preValidation: requireAuth('verified'),
      schema: {
        body: readNotificationsBody,
        response: memberAnswers({ 200: envelope, 422: refusal.describe('There is no notification') }),
      },
    },
    async (request, reply) => {
      const marked = await markNotificationsRead(app.db, sessionOf(request).user.id, request.body.readed_notif);
      if (!marked) return reply.code(422).send({ status: false, message: 'No notification' });
      return { status: true, message: 'Notification read' } as const;
    },
  );

  app.put(
    '/notification/readed/clear',
    { preValidation: requireAuth('verified'), schema: { response: memberAnswers({ 200: envelope }) } },
    async (request) => {
      await clearNotifications(app.db, sessionOf(request).user.id);
      return { status: true, message: 'Notification cleared' } as const;
    },
  );
};
