// Request limits of the contract's table (§1) through @fastify/rate-limit: every API request
// counts against the caller (user, else IP), decided in the process and shared in batches
// (decision 142); some routes add their own tighter limit on top, exact in the database.
import rateLimitLibrary from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { refuseTooMany, TooManyRequestsError } from '../http/too-many-requests.ts';
import { MINUTE_MS } from '../lib/time.ts';
import { databaseRateStore } from '../services/rate-limit-store.ts';
import { sharedRateCounts } from '../services/shared-rate-store.ts';

type Subject = 'ip' | 'user';

function subjectKey(request: FastifyRequest, subject: Subject): string {
  return subject === 'user' && request.session ? `user:${request.session.user.id}` : `ip:${request.ip}`;
}

/** Adds the per-caller API limit to every route of the registering context (after auth). */
export const rateLimitPlugin = fp(
  async (app) => {
    const { db, config } = app;
    const counts = sharedRateCounts({
      db,
      now: config.now,
      syncMs: config.apiRateSyncMs,
      exactStore: databaseRateStore({ db, now: config.now }),
    });
    app.addHook('onClose', () => counts.stop());
    await app.register(rateLimitLibrary, {
      store: counts.Store,
      timeWindow: MINUTE_MS,
      max: (request) => request.server.config.apiRateLimit,
      keyGenerator: (request) => `api:${subjectKey(request, 'user')}`,
      errorResponseBuilder: () => new TooManyRequestsError(),
    });
  },
  { name: 'rate-limit', dependencies: ['database', 'auth'] },
);

/**
 * Route guard, a preValidation hook after requireAuth: at most `limitOf(config)` requests per
 * minute per IP or per signed-in user.
 */
export function rateLimit(scope: string, limitOf: (config: Config) => number, subject: Subject): preValidationAsyncHookHandler {
  let check: ReturnType<FastifyRequest['server']['createRateLimit']> | undefined;
  return async function routeRateLimit(request: FastifyRequest, reply: FastifyReply) {
    check ??= request.server.createRateLimit({
      timeWindow: MINUTE_MS,
      max: (scoped) => limitOf(scoped.server.config),
      keyGenerator: (scoped) => `${scope}:${subjectKey(scoped, subject)}`,
    });
    const decision = await check(request);
    if (!decision.isAllowed && decision.isExceeded) refuseTooMany(reply, decision.ttlInSeconds);
  };
}
