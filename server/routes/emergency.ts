// Contract §13: the emergency broadcast and its daily limit.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { emergencyLimitRefusal, refusal } from '../../contract/responses.ts';
import { memberAnswers } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { emergencyHoursLeft, latestEmergencyFor, queueEmergencyBroadcast } from '../services/emergency.ts';
import { viewerOf } from '../services/member-visibility.ts';

const verified = requireAuth('verified');

export const emergencyRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.sendEmergency,
    // The body is validated before the handler: an invalid request must not cost the day's quota.
    { preValidation: verified, answers: memberAnswers({ 422: refusal.describe("Today's call is used") }) },
    async (request, reply) => {
      const queued = await queueEmergencyBroadcast(app.db, sessionOf(request).user.id, request.body, app.config.now());
      if (!queued) return reply.code(422).send({ status: false, message: 'Anda sudah memakai limit hari ini' });
      app.emergencyWorker.nudge();
      return reply.code(202).send({ status: true, message: 'Emergency call sent' });
    },
  );

  serveEndpoint(
    app,
    endpoints.emergencyLimit,
    { preValidation: verified, answers: memberAnswers({ 422: emergencyLimitRefusal }) },
    async (request, reply) => {
      const hoursLeft = await emergencyHoursLeft(app.db, sessionOf(request).user.id, app.config.now());
      if (hoursLeft !== null) return reply.code(422).send({ status: false, message: hoursLeft });
      return reply.send({ status: true, message: 'You have access' });
    },
  );

  // Ours: the same check for the SPA, which reads a used quota as an answer, not as a refusal
  // (a 4xx the browser would log as an error on every opening of the modal).
  serveEndpoint(
    app,
    endpoints.emergencyQuota,
    { preValidation: verified, answers: memberAnswers({}) },
    async (request) => {
      const hoursLeft = await emergencyHoursLeft(app.db, sessionOf(request).user.id, app.config.now());
      return hoursLeft === null
        ? { status: true as const, message: 'You have access', free: true, hours_left: null }
        : { status: true as const, message: 'Anda sudah memakai limit hari ini', free: false, hours_left: hoursLeft };
    },
  );

  // Ours: the call a member missed while away (the stream shows it only to those online then).
  serveEndpoint(app, endpoints.latestEmergency, { preValidation: verified, answers: memberAnswers({}) }, async (request) => {
    const now = app.config.now();
    return { status: true as const, emergency: await latestEmergencyFor(app.db, viewerOf(sessionOf(request).user, now), now) };
  });
};
