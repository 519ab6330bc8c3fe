import type { FastifyRequest } from 'fastify';
import { mailLinkOrigin } from './api-origin.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { viewerOf, type Viewer } from '../services/member-visibility.ts';
import type { Session } from '../services/tokens.ts';

/** The signed-in session of a route guarded by requireAuth. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new Error('route is missing its requireAuth guard');
  return request.session;
}

/** The signed-in member as the visibility rule sees them, now. */
export function viewerFor(request: FastifyRequest): Viewer {
  return viewerOf(sessionOf(request).user, request.server.config.now());
}

/** Service dependencies, logging under the request's id. */
export function depsOf(request: FastifyRequest): ServiceDeps {
  const { db, config, mailer, media } = request.server;
  return { db, config, mailer, media, log: request.log, mailOrigin: mailLinkOrigin(request) };
}
