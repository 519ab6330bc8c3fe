// The API's public origin, which media URLs and the direct OTP link are built on (contract §1,
// "Origins"): API_URL when it is set. Unset, it is where the request reached this server, as
// Fastify reads it (the Host header, or X-Forwarded-Host and -Proto from a balancer listed in
// TRUST_PROXY), so an SPA on another origin gets URLs that load without any setting. A request
// to APP_URL's host gets APP_URL itself, so behind a proxy that ends TLS without saying so the
// URLs stay https. Host is written by the client: production sets API_URL (decision 104).
// Links in mails never take a header's word: mailLinkOrigin (decision 086).
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { recentlyUsed } from '../lib/recently-used.ts';

/** How many protocol and Host pairs keep their worked-out origin. */
const KNOWN_HOSTS = 100;

/** A host name or address with an optional port: nothing that could carry a path or user. */
const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin of `protocol`://`host`, or null when that is no usable origin. */
function originAt(protocol: string, host: string): URL | null {
  if ((protocol !== 'http' && protocol !== 'https') || !HOST_PATTERN.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
}

/** Origins worked out per APP_URL, protocol and Host: a client may send any Host, so only the latest are kept. */
const originsReached = recentlyUsed<string, string>(KNOWN_HOSTS);

export function apiOriginOf(request: FastifyRequest): string {
  const { apiUrl, appUrl } = request.server.config;
  if (apiUrl !== undefined) return apiUrl;
  const { protocol, host } = request;
  const key = `${appUrl} ${protocol} ${host}`;
  let origin = originsReached.get(key);
  if (origin === undefined) {
    origin = originReached(appUrl, protocol, host);
    originsReached.set(key, origin);
  }
  return origin;
}

function originReached(appUrl: string, protocol: string, host: string): string {
  const reached = originAt(protocol, host);
  // Without a usable Host (HTTP/1.0, or a malformed one) nothing better than APP_URL is known.
  if (reached === null) return appUrl;
  const app = new URL(appUrl);
  if (originAt(app.protocol.slice(0, -1), host)?.host === app.host) return appUrl;
  return reached.origin;
}

/**
 * The origin of the links a mail carries (the OTP link). Never read from a header: a forged Host
 * would mail a member a working code behind someone else's address. API_URL; unset, APP_URL for
 * a request to APP_URL's host (the default deployment), else the address the connection reached,
 * read from this server's own socket.
 */
export function mailLinkOrigin(request: FastifyRequest): string {
  const { apiUrl, appUrl } = request.server.config;
  if (apiUrl !== undefined) return apiUrl;
  const app = new URL(appUrl);
  if (originAt(app.protocol.slice(0, -1), request.host)?.host === app.host) return appUrl;
  const { localAddress, localPort } = request.raw.socket;
  if (localAddress === undefined || localPort === undefined) return appUrl;
  return originAt('http', `${net.isIPv6(localAddress) ? `[${localAddress}]` : localAddress}:${localPort}`)?.origin ?? appUrl;
}
