// One log line per request, written when the answer is sent. Paths that carry secrets
// (verification codes, reset tokens) are masked; headers and bodies are never logged.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const SECRET_PATHS = /^(\/api\/v1\/(?:verify-otp|reset-password)\/)[^?]+/;

export function loggableUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]');
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
