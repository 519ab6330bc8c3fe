// Security headers on every answer (pages, API, media, errors): helmet works them out once from
// the options at start-up, and a hook puts the same set on each answer (decision 175). The
// answers Fastify gives before routing, which no hook sees, get them too.
import type { IncomingMessage, ServerResponse } from 'node:http';
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
    // Typed by what it holds, not as helmet's options: helmet's CommonJS and ES module
    // declarations are two unrelated types to TypeScript.
  } as const;
}

type SecurityHeaderOptions = ReturnType<typeof securityHeaderOptions>;
type SecurityHeaders = Record<string, string>;

/**
 * The headers helmet sets with these options. None of them depends on the request (the policy
 * names its inline code by hash, not by nonce), so helmet runs once against a response that
 * only notes them.
 */
export function securityHeadersOf(options: SecurityHeaderOptions): SecurityHeaders {
  const headers: SecurityHeaders = {};
  const noting = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, noting as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeadersPlugin = fp<{ headers: SecurityHeaders }>(
  async (app, { headers }) => {
    const { apiUrl, appUrl } = app.config;
    // Pictures reached at another origin than the app's are the app's too.
    const resourcePolicyOf = (request: FastifyRequest) => (apiOriginOf(request) === appUrl ? 'same-origin' : 'cross-origin');
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (apiUrl === undefined) reply.header('cross-origin-resource-policy', resourcePolicyOf(request));
      done();
    });
  },
  { name: 'security-headers' },
);

type EarlyAnswer = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/** `answer` to requests refused before routing (a bad URL, an overlong parameter), with the headers. */
export function withSecurityHeaders(headers: SecurityHeaders, answer: EarlyAnswer): EarlyAnswer {
  return (error, request, reply) => {
    reply.headers(headers);
    return answer(error, request, reply);
  };
}
