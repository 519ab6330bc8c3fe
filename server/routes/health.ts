import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import type { HealthResponse } from '../../src/api/wire.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Load balancers poll this every few seconds: only a failure is worth a log line.
  app.get('/health', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return reply.send({ status: true } satisfies HealthResponse);
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.code(503).send({ status: false } satisfies HealthResponse);
    }
  });
};
