// Contract §5: marking notifications as seen and clearing them.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Envelope } from '../../src/api/wire.ts';
import { wholeNumber } from '../http/fields.ts';
import { sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { requireAuth } from '../plugins/auth.ts';
import { clearNotifications, markNotificationsRead } from '../services/notifications.ts';

const readBody = z.object({ readed_notif: wholeNumber('Jumlah notifikasi dibaca') });

export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  app.put('/notification/readed', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const { readed_notif } = parseInput(readBody, request.body);
    const marked = await markNotificationsRead(app.db, sessionOf(request).user.id, readed_notif);
    if (!marked) return reply.code(422).send({ status: false, message: 'No notification' });
    return { status: true, message: 'Notification read' } satisfies Envelope;
  });

  app.put('/notification/readed/clear', { preHandler: requireAuth('verified') }, async (request) => {
    await clearNotifications(app.db, sessionOf(request).user.id);
    return { status: true, message: 'Notification cleared' } satisfies Envelope;
  });
};
