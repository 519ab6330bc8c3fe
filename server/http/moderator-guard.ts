// The guard of the moderators' routes (contract §16): after requireAuth('verified'), anyone
// but a moderator or an admin is refused with 403 before the request is read any further.
import type { preValidationAsyncHookHandler } from 'fastify';
import { FORBIDDEN_BODY } from '../plugins/errors.ts';
import { sessionOf } from './request-context.ts';

export const requireModerator: preValidationAsyncHookHandler = async (request, reply) => {
  const { role } = sessionOf(request).user;
  if (role !== 'moderator' && role !== 'admin') return reply.code(403).send(FORBIDDEN_BODY);
};
