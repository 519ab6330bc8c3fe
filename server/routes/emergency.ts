// Contract §13: the emergency broadcast and its daily limit.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { EmergencyLimitRefusal, Envelope, Refusal } from '../../src/api/wire.ts';
import { maxChars, multiLineText, requiredText } from '../http/fields.ts';
import { sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { requireAuth } from '../plugins/auth.ts';
import { emergencyHoursLeft, queueEmergencyBroadcast } from '../services/emergency.ts';

const emergencyBody = z.object({
  message: multiLineText('Pesan', 2000),
  place: requiredText('Tempat', (text) => text.max(...maxChars('Tempat', 255))),
  map: requiredText('Link peta', (text) =>
    text.max(...maxChars('Link peta', 2048)).pipe(z.httpUrl({ error: 'Link peta harus berupa URL http(s)' })),
  ),
});

export const emergencyRoutes: FastifyPluginAsync = async (app) => {
  app.post('/emergency-mail', { preHandler: requireAuth('verified') }, async (request, reply) => {
    // Validated first: an invalid request must not cost the day's quota.
    const call = parseInput(emergencyBody, request.body);
    const queued = await queueEmergencyBroadcast(app.db, sessionOf(request).user.id, call, app.config.now());
    if (!queued) {
      return reply.code(422).send({ status: false, message: 'Anda sudah memakai limit hari ini' } satisfies Refusal);
    }
    app.emergencyWorker.nudge();
    return reply.code(202).send({ status: true, message: 'Emergency call sent' } satisfies Envelope);
  });

  app.get('/emergency-mail/limit', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const hoursLeft = await emergencyHoursLeft(app.db, sessionOf(request).user.id, app.config.now());
    if (hoursLeft !== null) {
      return reply.code(422).send({ status: false, message: hoursLeft } satisfies EmergencyLimitRefusal);
    }
    return reply.send({ status: true, message: 'You have access' } satisfies Envelope);
  });
};
