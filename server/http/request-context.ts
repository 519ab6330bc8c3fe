import type { FastifyRequest } from 'fastify';
import { mailLinkOrigin } from './api-origin.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { viewerOf, type Viewer } from '../services/member-visibility.ts';
import { blockedUsernames, membersHiddenAt } from '../services/relations-cache.ts';
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

/** Members the signed-in viewer does not hear now (contract §16), from their kept relations. */
export async function membersHiddenFromViewer(request: FastifyRequest): Promise<Set<number>> {
  const viewer = viewerFor(request);
  return membersHiddenAt(await request.server.relations.of(viewer), viewer.at);
}

/** Usernames of the members the signed-in viewer blocked or is blocked by, from their kept relations. */
export async function usernamesBlockedByViewer(request: FastifyRequest): Promise<Set<string>> {
  return blockedUsernames(await request.server.relations.of(viewerFor(request)));
}
