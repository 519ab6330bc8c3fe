// Bearer-token authentication and the contract's auth levels (§1), with the sessions kept in
// the process for a moment (decision 143).
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { unauthenticated } from '../../contract/responses.ts';
import { INTERNAL_LIVE_EVENT, LIVE_EVENT, revokedEvent } from '../../contract/live-events.ts';
import { writerOf } from '../http/write-requests.ts';
import { createSessionCache, type SessionCache } from '../services/session-cache.ts';
import type { LiveEvent } from '../services/live-events.ts';
import { resolveToken, suspensionOfRefusedToken } from '../services/tokens.ts';

export type AuthLevel = 'auth' | 'unverified' | 'verified';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const bearerTokenOf = (request: FastifyRequest): string | undefined => BEARER.exec(request.headers.authorization ?? '')?.[1];

/** Drops the sessions an event ends or makes stale, in every process that reads it. */
function dropStale(cache: SessionCache, event: LiveEvent): void {
  if (event.kind === LIVE_EVENT.revoked) {
    cache.dropToken(revokedEvent.shape.payload.parse(JSON.parse(event.payload)).token_id);
  } else if ((event.kind === LIVE_EVENT.signedOut || event.kind === INTERNAL_LIVE_EVENT.memberChanged) && event.recipientId !== null) {
    cache.dropMember(event.recipientId);
  }
}

/** Resolves the bearer token of every request in the registering context. */
export const authPlugin = fp(
  async (app) => {
    const cache = createSessionCache(app.config.sessionCacheMs);
    app.live.hub.observe((event) => dropStale(cache, event));
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerTokenOf(request);
      request.session = token ? await resolveToken(request.server.db, cache, token, request.server.config.now()) : null;
    });
    // A member's own write may change their row or end a session (logout, a new password):
    // this process forgets their sessions before answering, the others when the event comes.
    app.addHook('onSend', async (request) => {
      const writer = writerOf(request);
      if (writer !== undefined) cache.dropMember(writer);
    });
  },
  { name: 'auth', dependencies: ['database', 'live-events'] },
);

const guards = new WeakSet<object>();

/** The 401, saying so when a suspension ended the session (the login page shows why). */
async function unauthenticatedAnswer(request: FastifyRequest): Promise<z.infer<typeof unauthenticated>> {
  const token = bearerTokenOf(request);
  const signedOut = token ? await suspensionOfRefusedToken(request.server.db, token, request.server.config.now()) : null;
  return { message: 'Unauthenticated.', ...(signedOut !== null && { signed_out: signedOut }) };
}

/**
 * Guard for a route: 401 without a valid token, 403 when the verification state is wrong.
 * Runs before validation (a route's preValidation), so a caller without the right session
 * learns nothing about what the route accepts.
 */
export function requireAuth(level: AuthLevel): preValidationAsyncHookHandler {
  const authGuard: preValidationAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session;
    if (!session) return reply.code(401).send(await unauthenticatedAnswer(request));
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
