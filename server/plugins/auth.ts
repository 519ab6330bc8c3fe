// Bearer-token authentication and the contract's auth levels (§1).
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { resolveToken } from '../services/tokens.ts';

export type AuthLevel = 'auth' | 'unverified' | 'verified';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

async function attachSession(request: FastifyRequest): Promise<void> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  request.session = token ? await resolveToken(request.server.db, token, request.server.config.now()) : null;
}

/** Resolves the bearer token of every request in the registering context. */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', attachSession);
  },
  { name: 'auth', dependencies: ['database'] },
);

const guards = new WeakSet<object>();

/**
 * Guard for a route: 401 without a valid token, 403 when the verification state is wrong.
 * Runs before validation (a route's preValidation), so a caller without the right session
 * learns nothing about what the route accepts.
 */
export function requireAuth(level: AuthLevel): preValidationAsyncHookHandler {
  const authGuard: preValidationAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session;
    if (!session) return reply.code(401).send({ message: 'Unauthenticated.' });
    const verified = session.user.email_verified_at !== null;
    if (level === 'verified' && !verified) {
      return reply.code(403).send({ status: false, message: 'Your email was not verified' });
    }
    if (level === 'unverified' && verified) {
      return reply.code(403).send({ status: false, message: 'Your email was verified' });
    }
  };
  guards.add(authGuard);
  return authGuard;
}

/** Whether a route's hooks include a requireAuth guard (the OpenAPI description marks it). */
export function isAuthGuarded(hooks: unknown): boolean {
  return (Array.isArray(hooks) ? hooks : [hooks]).some((hook) => typeof hook === 'function' && guards.has(hook));
}
