// Contract §5: marking notifications as seen and clearing them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { refusal } from '../../contract/responses.ts';
import { memberAnswers } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { membersHiddenFromViewer, viewerFor } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { clearNotifications, markNotificationsRead } from '../services/notifications.ts';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.markNotificationsRead,
    {
      preValidation: requireAuth('verified'),
      answers: memberAnswers({ 422: refusal.describe('There is no notification') }),
    },
    async (request, reply) => {
      const viewer = viewerFor(request);
      const list = await app.notificationLists.heardBy(viewer, membersHiddenFromViewer(request));
      const marked = await markNotificationsRead(app.db, viewer.id, request.body.readed_notif, list);
      if (!marked) return reply.code(422).send({ status: false, message: 'No notification' });
      return { status: true, message: 'Notification read' } as const;
    },
  );

  serveEndpoint(
    app,
    endpoints.clearNotifications,
    { preValidation: requireAuth('verified'), answers: memberAnswers({}) },
    async (request) => {
      await clearNotifications(app.db, viewerFor(request).id);
      return { status: true, message: 'Notification cleared' } as const;
    },
  );
};
