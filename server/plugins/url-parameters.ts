// Path and query parameters carry identifiers, numbers and search words: one plain line each.
// A control character there (a percent-encoded NUL, say) names nothing and must not reach the
// database, where PostgreSQL would fail on it: a path answers 404, a query 400 in the
// contract's validation shape. Checked before authentication, rate limits and body parsing.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbiddenCharsMessage } from '../../contract/fields.ts';
import { InputError } from '../http/input-error.ts';
import { isPlainLine } from '../../contract/plain-text.ts';
import { NOT_FOUND_BODY } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers a path or query it cannot use itself, in the words of its contract. */
    screensOwnUrl?: boolean;
  }
}

const QUERY_MESSAGE = forbiddenCharsMessage('Isian');

function hasUnusablePathSegment(request: FastifyRequest): boolean {
  return Object.values(request.params as Record<string, unknown>).some(
    (value) => typeof value === 'string' && !isPlainLine(value),
  );
}

/** The first query parameter with an unusable name or value ("query" when its name is unusable). */
function unusableQueryParameter(request: FastifyRequest): string | undefined {
  for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    if (!isPlainLine(name)) return 'query';
    if (values.some((item) => typeof item === 'string' && !isPlainLine(item))) return name;
  }
  return undefined;
}

export const urlParametersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.screensOwnUrl) return;
      if (hasUnusablePathSegment(request)) return reply.code(404).send(NOT_FOUND_BODY);
      const parameter = unusableQueryParameter(request);
      if (parameter !== undefined) throw new InputError({ [parameter]: [QUERY_MESSAGE] });
    });
  },
  { name: 'url-parameters', dependencies: ['errors'] },
);
