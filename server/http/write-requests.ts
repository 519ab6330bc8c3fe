// Requests that may write: when one is answered, this process's caches forget what it may have
// changed (the other processes learn of it through the live events).
import type { FastifyRequest } from 'fastify';

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export const isWriteRequest = (request: FastifyRequest): boolean => WRITE_METHODS.has(request.method);

/** The signed-in member making a write request; undefined for reads and signed-out requests. */
export const writerOf = (request: FastifyRequest): number | undefined =>
  request.session && isWriteRequest(request) ? request.session.user.id : undefined;
