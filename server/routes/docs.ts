// The API's own description: the OpenAPI document at /openapi.json and a page for developers
// at /docs (Swagger UI, served from this server's own files).
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unlimitedAnswers } from '../http/answers.ts';

const openApiDocument = z.unknown().describe('The OpenAPI 3.1 document of /api/v1');

const DOCS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const docsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/openapi.json',
    { schema: { summary: 'This description', response: unlimitedAnswers({ 200: openApiDocument }) } },
    async () => app.swagger(),
  );

  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // No call to the public validator: the page uses nothing but this server.
    uiConfig: { validatorUrl: null },
    // Swagger UI sets inline styles and shows its logo as a data: URL; the page holds nothing
    // but the description, so its own policy allows these and still loads only from here.
    staticCSP: DOCS_PAGE_POLICY,
  });
};
