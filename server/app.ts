// The server as a factory: buildApp(config) opens and migrates the database and returns
// a ready Fastify instance that is not yet listening (tests listen on port 0).
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX } from '../contract/endpoints.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { OneLinePerRequest } from './http/request-log.ts';
import { serializerCompiler, validatorCompiler } from './http/validation.ts';
import { databasePlugin } from './plugins/database.ts';
import { emergencyWorkerPlugin } from './plugins/emergency-worker.ts';
import { pushPlugin } from './plugins/push.ts';
import { answerError, errorsPlugin } from './plugins/errors.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { liveEventsPlugin } from './plugins/live-events.ts';
import { mailPlugin } from './plugins/mail.ts';
import { mediaPlugin } from './plugins/media.ts';
import { mediaVariantsPlugin } from './plugins/media-variants.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityHeaderOptions, securityHeadersOf, securityHeadersPlugin, withSecurityHeaders } from './plugins/security-headers.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { tempUploadPurgePlugin } from './plugins/temp-upload-purge.ts';
import { webManifestPlugin } from './plugins/web-manifest.ts';
import './plugins/types.ts';
import { apiRoutes } from './routes/index.ts';
import { loadSpaPages } from './spa-pages.ts';

/**
 * The longest path parameter a route reads: the password-reset link's base64 of an e-mail
 * address, which has at most 255 characters (so 340), with room to spare.
 */
const LONGEST_PATH_PARAMETER = 512;

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const spaPages = loadSpaPages(config);
  const securityHeaders = securityHeadersOf(securityHeaderOptions(config, spaPages));
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
    frameworkErrors: withSecurityHeaders(securityHeaders, answerError),
    // X-Forwarded-For names the client (request.ip: rate limits, logs) only when the
    // connection comes from a listed balancer; anyone else could write any address there.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    routerOptions: { maxParamLength: LONGEST_PATH_PARAMETER },
  });
  app.decorate('config', config);
  // Routes declare zod schemas (contract/): requests are validated and answers checked with them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First, so that every answer carries the headers, refusals by later hooks included.
  await app.register(securityHeadersPlugin, { headers: securityHeaders });

  await app.register(databasePlugin, { db });
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(mailPlugin);
  await app.register(mediaPlugin);
  await app.register(liveEventsPlugin);
  await app.register(pushPlugin);
  await app.register(emergencyWorkerPlugin);
  await app.register(tempUploadPurgePlugin);
  await app.register(cors, {
    origin: config.appUrl,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // Last-Event-ID: an event stream resumed from an SPA on another origin (contract §14).
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Last-Event-ID'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(openApiPlugin, { apiPrefix: API_PREFIX });
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(mediaVariantsPlugin);
  await app.register(webManifestPlugin);
  await app.register(staticFilesPlugin, { pages: spaPages });
  return app;
}
