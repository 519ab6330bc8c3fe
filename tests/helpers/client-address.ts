// Requests sent from a chosen loopback address (127.0.0.2, 127.0.0.3, …), so one machine can
// play several clients, a load balancer and its clients, or a client that bypasses it.
import http from 'node:http';

/** POSTs `body` as JSON from `localAddress`; answers the status code. */
export function postStatusFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}
