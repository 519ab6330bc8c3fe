// The server's rule for a subscription's endpoint (contract §18): an https: URL on a public
// host. Checked when a device subscribes (400 otherwise); the sender's lookup checks the
// address again each time it connects (public-address.ts).
import dns from 'node:dns/promises';
import net from 'node:net';
import { isPublicAddress } from './public-address.ts';

export const ENDPOINT_REFUSALS = {
  notHttps: 'Endpoint harus berupa URL https',
  notPublic: 'Endpoint harus berada di host publik',
} as const;

/** The URL's host without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** Why the endpoint is refused, or null when the server may push to it. */
export async function endpointRefusal(endpoint: string, allowLocal: boolean): Promise<string | null> {
  const url = URL.parse(endpoint);
  if (!url || url.protocol !== 'https:') return ENDPOINT_REFUSALS.notHttps;
  if (allowLocal) return null;
  const host = hostOf(url);
  if (net.isIP(host) !== 0) return isPublicAddress(host) ? null : ENDPOINT_REFUSALS.notPublic;
  if (host === 'localhost' || host.endsWith('.localhost')) return ENDPOINT_REFUSALS.notPublic;
  let addresses: { address: string }[];
  try {
    addresses = await dns.lookup(host, { all: true });
  } catch {
    // A name that resolves nowhere is no push service.
    return ENDPOINT_REFUSALS.notPublic;
  }
  return addresses.every((entry) => isPublicAddress(entry.address)) ? null : ENDPOINT_REFUSALS.notPublic;
}
