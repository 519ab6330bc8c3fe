// Contract §4: forgotten-password reset and password change.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Envelope } from '../../src/api/wire.ts';
import { emailAddress, newPassword, typedPassword, withPasswordConfirmation } from '../http/fields.ts';
import { depsOf, sessionOf } from '../http/request-context.ts';
import { parseInput } from '../http/validation.ts';
import { isPlainLine } from '../lib/plain-text.ts';
import { requireAuth } from '../plugins/auth.ts';
import { rateLimit } from '../plugins/rate-limit.ts';
import { changePassword } from '../services/password-change.ts';
import { confirmPasswordReset, decodeEmailSegment, requestPasswordReset } from '../services/password-reset.ts';

const resetRequestBody = z.object({ email: emailAddress() });

const resetConfirmParams = z.object({ token: z.string(), email: z.string() });

const changePasswordBody = withPasswordConfirmation(
  z.object({
    current_password: typedPassword('Password saat ini'),
    password: newPassword('New password harus diisi'),
    password_confirmation: z.unknown().optional(),
  }),
);

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/reset-password',
    { preHandler: rateLimit('reset-password', (config) => config.mailRateLimit, 'ip') },
    async (request, reply) => {
      const { email } = parseInput(resetRequestBody, request.body);
      const sent = await requestPasswordReset(depsOf(request), email);
      if (!sent) return reply.code(400).send({ status: false, message: 'We cant find that email' });
      return reply.send({ status: true, message: 'New password send to your mail' } satisfies Envelope);
    },
  );

  app.post('/reset-password/:token/:email', { config: { screensOwnUrl: true } }, async (request, reply) => {
    const { token, email } = parseInput(resetConfirmParams, request.params);
    // The e-mail may arrive base64-encoded, so it is judged once decoded.
    const usable = isPlainLine(token) && isPlainLine(decodeEmailSegment(email));
    const outcome = usable ? await confirmPasswordReset(depsOf(request), token, email) : 'invalid-token';
    if (outcome === 'invalid-token') return reply.code(404).send({ status: false, message: 'Token not valid' });
    if (outcome === 'nothing-pending') {
      return reply
        .code(422)
        .send({ status: false, message: 'Failed reset password, please try again to make reset request' });
    }
    return reply.send({ status: true, message: 'Password reset success' } satisfies Envelope);
  });

  app.put('/reset-password', { preHandler: requireAuth('verified') }, async (request, reply) => {
    const body = parseInput(changePasswordBody, request.body);
    const changed = await changePassword(depsOf(request), sessionOf(request), body.current_password, body.password);
    if (!changed) return reply.code(422).send({ status: false, message: 'Current password not match' });
    return reply.send({ status: true, message: 'New password updated' } satisfies Envelope);
  });
};
