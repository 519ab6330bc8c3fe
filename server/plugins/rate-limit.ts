// Request limits of the contract's table (§1): every API request counts against the
// caller (user, else IP); some routes add their own tighter limit.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createRateLimiter } from '../services/rate-limiter.ts';

type Subject = 'ip' | 'user';

function subjectKey(request: FastifyRequest, subject: Subject): string {
  return subject === 'user' && request.session ? `user:${request.session.user.id}` : `ip:${request.ip}`;
}

async function enforce(request: FastifyRequest, reply: FastifyReply, scope: string, limit: number, subject: Subject) {
  const decision = await request.server.rateLimiter.consume(`${scope}:${subjectKey(request, subject)}`, limit);
  if (!decision.allowed) {
    return reply
      .code(429)
      .header('Retry-After', String(decision.retryAfterSeconds))
      .send({ status: false, message: 'Too Many Attempts.' });
  }
}

/** Adds the per-caller API limit to every request of the registering context (after auth). */
export const rateLimitPlugin = fp(
  async (app) => {
    app.decorate('rateLimiter', createRateLimiter(app.db, app.config.now));
    app.addHook('onRequest', (request, reply) =>
      enforce(request, reply, 'api', request.server.config.apiRateLimit, 'user'),
    );
  },
  { name: 'rate-limit', dependencies: ['database', 'auth'] },
);

/** Route guard: at most `limitOf(config)` requests per minute per IP or per signed-in user. */
export function rateLimit(
  scope: string,
  limitOf: (config: Config) => number,
  subject: Subject,
): preHandlerAsyncHookHandler {
  return async function routeRateLimit(request: FastifyRequest, reply: FastifyReply) {
    return enforce(request, reply, scope, limitOf(request.server.config), subject);
  };
}
