import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { endpoints } from '../../contract/endpoints.ts';
import { healthResponse } from '../../contract/responses.ts';
import { unlimitedAnswers } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Load balancers poll this every few seconds: only a failure is worth a log line.
  serveEndpoint(
    app,
    endpoints.health,
    {
      logLevel: 'warn',
      answers: unlimitedAnswers({ 503: healthResponse.describe('The database or the media storage is unreachable') }),
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({ status: false });
      }
      try {
        await app.media.check();
      } catch (error) {
        request.log.error({ err: error }, 'media storage unreachable');
        return reply.code(503).send({ status: false });
      }
      return reply.send({ status: true });
    },
  );
};
