// Contract §4: forgotten-password reset and password change.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPlainLine } from '../../contract/plain-text.ts';
import { endpoints } from '../../contract/endpoints.ts';
import { refusal } from '../../contract/responses.ts';
import { memberAnswers, publicAnswers } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import { changePassword } from '../services/password-change.ts';
import { confirmPasswordReset, decodeEmailSegment, requestPasswordReset } from '../services/password-reset.ts';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    endpoints.requestPasswordReset,
    { preValidation: rateLimit('reset-password', (config) => config.mailRateLimit, 'ip'), answers: publicAnswers({}) },
    async (request, reply) => {
      const sent = await requestPasswordReset(depsOf(request), request.body.email);
      if (!sent) return reply.code(400).send({ status: false, message: 'We cant find that email' });
      return reply.send({ status: true, message: 'New password send to your mail' });
    },
  );

  serveEndpoint(
    app,
    endpoints.confirmPasswordReset,
    {
      config: { screensOwnUrl: true },
      answers: publicAnswers({
        404: refusal.describe('The token is unknown or used'),
        422: refusal.describe('No reset is pending for the address'),
      }),
    },
    async (request, reply) => {
      const { token, email } = request.params;
      // The e-mail may arrive base64-encoded, so it is judged once decoded.
      const usable = isPlainLine(token) && isPlainLine(decodeEmailSegment(email));
      const outcome = usable ? await confirmPasswordReset(depsOf(request), token, email) : 'invalid-token';
      if (outcome === 'invalid-token') return reply.code(404).send({ status: false, message: 'Token not valid' });
      if (outcome === 'nothing-pending') {
        return reply
          .code(422)
          .send({ status: false, message: 'Failed reset password, please try again to make reset request' });
      }
      return reply.send({ status: true, message: 'Password reset success' });
    },
  );

  serveEndpoint(
    app,
    endpoints.changePassword,
    {
      preValidation: requireAuth('verified'),
      answers: memberAnswers({ 422: refusal.describe('The current password does not match') }),
    },
    async (request, reply) => {
      const { current_password, password } = request.body;
      const changed = await changePassword(depsOf(request), sessionOf(request), current_password, password);
      if (!changed) return reply.code(422).send({ status: false, message: 'Current password not match' });
      return reply.send({ status: true, message: 'New password updated' });
    },
  );
};
