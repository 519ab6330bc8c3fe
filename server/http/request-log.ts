// One log line per request, written when the answer is sent. Paths that carry secrets
// (verification codes, reset tokens) are masked, and so is the value of every query parameter
// no route declares (a token pasted into a URL); headers and bodies are never logged.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, endpoints, media, type Endpoint } from '../../contract/endpoints.ts';
import * as requests from '../../contract/requests.ts';

/** The mailed links' paths up to their parameters, the code or reset token. */
const SECRET_PATH_STARTS = [endpoints.verifyLink, endpoints.confirmPasswordReset].map(
  ({ path }) => `${API_PREFIX}${path.slice(0, path.indexOf(':'))}`,
);

/** The query parameters of the endpoint table, and the width of a picture (GET /media/<key>?w=360). */
const DECLARED_QUERY_NAMES = new Set([
  ...Object.values(endpoints as Record<string, Endpoint>).flatMap(({ query }) => {
    const schema = query === undefined ? undefined : requests[query];
    return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  }),
  media.widthQuery,
]);

function maskedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      return pair.includes('=') && !DECLARED_QUERY_NAMES.has(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
}

export function loggableUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const secretStart = SECRET_PATH_STARTS.find((start) => path.length > start.length && path.startsWith(start));
  const masked = secretStart === undefined ? path : `${secretStart}[redacted]`;
  return query === undefined ? masked : `${masked}?${maskedQuery(query)}`;
}

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  // The completed line already records the 404.
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
      ip: request.ip,
      userId: request.session?.user.id,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
