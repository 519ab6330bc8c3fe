// Requests that may write: when one is answered, this process's caches forget what it may have
// changed (the other processes learn of it through the live events).
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The write changes nothing of its writer's row or relations (a like, a comment, a reply, a
     * new thread): the writer's kept session and relations stay kept.
     */
    leavesWriterAsIs?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export const isWriteRequest = (request: FastifyRequest): boolean => WRITE_METHODS.has(request.method);

/**
 * The signed-in member whose kept session and relations a write request may change; undefined
 * for reads, signed-out requests and writes that leave their writer as is.
 */
export const writerOf = (request: FastifyRequest): number | undefined =>
  request.session && isWriteRequest(request) && !request.routeOptions.config.leavesWriterAsIs ? request.session.user.id : undefined;
