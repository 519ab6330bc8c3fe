// The OpenAPI description of the API, generated from the routes' zod schemas (requests,
// answers per status) and the guards they run: a route needing a session asks for the bearer
// token. Registered before the routes, which it collects as they are added; other paths (the
// SPA's files, /media) are not part of the API and stay out.
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { isAuthGuarded } from './auth.ts';

const fromZod = createJsonSchemaTransform({ skipList: [] });

export const openApiPlugin = fp<{ apiPrefix: string }>(
  async (app, { apiPrefix }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${app.config.brandName} API`,
          version: 'v1',
          description: 'The HTTP contract between the server and the SPA.',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: (document) => {
        if (!document.url.startsWith(`${apiPrefix}/`)) return { schema: { hide: true }, url: document.url };
        const described = fromZod(document);
        if (!isAuthGuarded(document.route.preValidation)) return described;
        return { ...described, schema: { ...described.schema, security: [{ bearerAuth: [] }] } };
      },
      transformObject: createJsonSchemaTransformObject({}),
    });
  },
  { name: 'openapi' },
);
