// A refused request under a rate limit: the error handler answers it with the contract's
// 429 body, and Retry-After, set before it is thrown, says when to try again.
import type { FastifyReply } from 'fastify';

export class TooManyRequestsError extends Error {
  readonly statusCode = 429;
  constructor() {
    super('Too Many Attempts.');
  }
}

/** Refuses the request under a limit of the route itself, saying when to try again. */
export function refuseTooMany(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('Retry-After', String(retryAfterSeconds));
  throw new TooManyRequestsError();
}
