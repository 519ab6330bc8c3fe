// Security headers on every answer (pages, API, media, errors) through @fastify/helmet. The
// answers Fastify gives before routing, which no hook sees, get the same headers from helmet.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { apiOriginOf } from '../http/api-origin.ts';
import { contentSecurityPolicy } from '../http/content-security-policy.ts';
import type { SpaPages } from '../spa-pages.ts';

export function securityHeaderOptions(
  config: Pick<Config, 'appUrl' | 'apiUrl' | 'googleMaps'>,
  spaPages: SpaPages | null,
) {
  const inline = spaPages?.inline ?? { scripts: [], styles: [] };
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, inline) },
    // Pictures under /media are shown by the app's pages, which live on another origin when
    // the API does. Without API_URL that depends on the request (set by the plugin below).
    crossOriginResourcePolicy: {
      policy: config.apiUrl === undefined || config.apiUrl === config.appUrl ? 'same-origin' : 'cross-origin',
    },
    // Page addresses carry secrets (the password-reset link) and names; other sites learn
    // nothing of them, except Google the origin, which Maps keys are restricted to.
    referrerPolicy: { policy: config.googleMaps ? 'strict-origin-when-cross-origin' : 'same-origin' },
    // Browsers heed it only over HTTPS; other sites of the same domain are not this server's
    // to speak for.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
    xFrameOptions: { action: 'deny' },
    // Typed by what it holds, not as helmet's options: @fastify/helmet and this module see helmet's
    // CommonJS and ES module declarations, which TypeScript takes for two unrelated types.
  } as const;
}

type SecurityHeaderOptions = ReturnType<typeof securityHeaderOptions>;

export const securityHeadersPlugin = fp<{ options: SecurityHeaderOptions }>(
  async (app, { options }) => {
    await app.register(fastifyHelmet, options);
    const { apiUrl, appUrl } = app.config;
    if (apiUrl === undefined) {
      // After helmet's hook: pictures reached at another origin than the app's are the app's too.
      app.addHook('onRequest', async (request, reply) => {
        reply.header('Cross-Origin-Resource-Policy', apiOriginOf(request) === appUrl ? 'same-origin' : 'cross-origin');
      });
    }
  },
  { name: 'security-headers' },
);

type EarlyAnswer = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/** `answer` to requests refused before routing (a bad URL, an overlong parameter), with the headers. */
export function withSecurityHeaders(options: SecurityHeaderOptions, answer: EarlyAnswer): EarlyAnswer {
  const setHeaders = helmet(options);
  return (error, request, reply) => {
    setHeaders(request.raw, reply.raw, () => {});
    return answer(error, request, reply);
  };
}
