// Everything under /api/v1: authentication and the per-caller rate limit apply to every
// route here; unknown paths answer the contract's JSON 404.
import type { FastifyPluginAsync } from 'fastify';
import { authPlugin } from '../plugins/auth.ts';
import { NOT_FOUND_BODY } from '../plugins/errors.ts';
import { rateLimitPlugin } from '../plugins/rate-limit.ts';
import { authRoutes } from './auth.ts';
import { healthRoutes } from './health.ts';
import { passwordRoutes } from './password.ts';
import { usersRoutes } from './users.ts';

export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(authPlugin);
  await api.register(rateLimitPlugin);
  api.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND_BODY));

  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(passwordRoutes);
  await api.register(usersRoutes);
};
