// One place that turns thrown errors into answers: field errors → 400 validation_errors,
// other client mistakes → their 4xx with a plain message, a request there is no room for now →
// 429 or 503 with Retry-After, anything else → a logged 500 that reveals nothing about the server.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InputError } from '../http/input-error.ts';
import { MediaStoreUnavailable } from '../media/media-store-unavailable.ts';
import { TooManyRequestsError } from '../http/too-many-requests.ts';
import { TryAgainLater } from '../http/try-again-later.ts';

function clientMessage(error: FastifyError, statusCode: number): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'Malformed JSON body';
  if (error instanceof TooManyRequestsError) return error.message;
  return STATUS_CODES[statusCode] ?? 'Bad Request';
}

/**
 * The answer to an error; also Fastify's `frameworkErrors`, which meets requests refused
 * before routing (a path that is not valid percent-encoded UTF-8, an overlong segment).
 */
export function answerError(error: FastifyError | InputError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof InputError) {
    return reply.code(400).send({ validation_errors: error.fields });
  }
  if (error instanceof TryAgainLater) {
    return reply
      .code(error.statusCode)
      .header('Retry-After', String(error.retryAfterSeconds))
      .send({ status: false, message: error.message });
  }
  if (error instanceof MediaStoreUnavailable) {
    request.log.error({ err: error }, 'media storage unavailable');
    return reply
      .code(503)
      .header('Retry-After', String(error.retryAfterSeconds))
      .send({ status: false, message: error.message });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send({ status: false, message: clientMessage(error, statusCode) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ status: false, message: 'Server error' });
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(answerError);
  },
  { name: 'errors' },
);

export const NOT_FOUND_BODY = { status: false, message: 'Not found' } as const;

/** The owner-level refusal of contract §1. */
export const FORBIDDEN_BODY = { status: false, message: 'Forbidden action' } as const;
