// The server as a factory: buildApp(config) opens and migrates the database and returns
// a ready Fastify instance that is not yet listening (tests listen on port 0).
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { databasePlugin } from './plugins/database.ts';
import { emergencyWorkerPlugin } from './plugins/emergency-worker.ts';
import { answerError, errorsPlugin } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { liveEventsPlugin } from './plugins/live-events.ts';
import { mailPlugin } from './plugins/mail.ts';
import { mediaPlugin } from './plugins/media.ts';
import { mediaVariantsPlugin } from './plugins/media-variants.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { tempUploadPurgePlugin } from './plugins/temp-upload-purge.ts';
import './plugins/types.ts';
import { apiRoutes } from './routes/index.ts';

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    logController: new OneLinePerRequest(),
    // Requests refused before routing get the same answers as the rest, naming nothing internal.
    frameworkErrors: answerError,
    // X-Forwarded-For names the client (request.ip: rate limits, logs) only when the
    // connection comes from a listed balancer; anyone else could write any address there.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  app.decorate('config', config);

  await app.register(databasePlugin, { db });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(mailPlugin);
  await app.register(mediaPlugin);
  await app.register(emergencyWorkerPlugin);
  await app.register(liveEventsPlugin);
  await app.register(tempUploadPurgePlugin);
  await app.register(cors, {
    origin: config.appUrl,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(mediaVariantsPlugin);
  await app.register(staticFilesPlugin);
  return app;
}
