// Contract §18: the key a browser subscribes with, and a member's devices that receive pushes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { memberAnswers } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { InputError } from '../http/input-error.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { endpointRefusal } from '../push/endpoint-rule.ts';
import { subscribe, unsubscribe } from '../services/push-subscriptions.ts';

const verified = requireAuth('verified');

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, endpoints.pushKey, { preValidation: verified, answers: memberAnswers({}) }, async () => ({
    status: true as const,
    message: 'Push key',
    key: app.pushSender.publicKey,
  }));

  serveEndpoint(app, endpoints.subscribePush, { preValidation: verified, answers: memberAnswers({}) }, async (request, reply) => {
    const { endpoint, keys } = request.body;
    const refused = await endpointRefusal(endpoint, app.config.webPushAllowLocalEndpoints);
    if (refused) throw new InputError({ endpoint: [refused] });
    const userId = sessionOf(request).user.id;
    await subscribe(app.db, { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth }, app.config.now());
    return reply.code(201).send({ status: true, message: 'Push subscription saved' });
  });

  serveEndpoint(app, endpoints.unsubscribePush, { preValidation: verified, answers: memberAnswers({}) }, async (request) => {
    await unsubscribe(app.db, sessionOf(request).user.id, request.body.endpoint);
    return { status: true as const, message: 'Push subscription removed' };
  });
};
