// The API's own description: the OpenAPI document at /openapi.json and a page for developers
// at /docs (Swagger UI, served from this server's own files).
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCS_PAGE_PATH, endpoints } from '../../contract/endpoints.ts';
import { unlimitedAnswers } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';

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
  serveEndpoint(app, endpoints.openApiDocument, { answers: unlimitedAnswers({}) }, async () => app.swagger());

  // The page names its files relative to itself (./static/…): at /docs they would resolve beside
  // it, to the API's /static/…, so the page lives at /docs/ and /docs sends the browser there.
  app.addHook('onRequest', async (request, reply) => {
    const [pathName, query] = request.url.split(/\?(.*)/s, 2);
    if (pathName === `${app.prefix}${DOCS_PAGE_PATH}`) return reply.redirect(`${pathName}/${query ? `?${query}` : ''}`, 301);
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PAGE_PATH,
    // No call to the public validator: the page uses nothing but this server.
    uiConfig: { validatorUrl: null },
    // Swagger UI sets inline styles and shows its logo as a data: URL; the page holds nothing
    // but the description, so its own policy allows these and still loads only from here.
    staticCSP: DOCS_PAGE_POLICY,
  });
};
