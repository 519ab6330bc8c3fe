import type { FastifyInstance } from 'fastify';

/**
 * Closes the app as a signal asks: requests under way may finish for `graceMs`, then every
 * connection still open is ended. Without the bound, a client that stopped reading a large
 * answer keeps its socket and the process waits for it forever.
 */
export async function closeWithinGrace(app: FastifyInstance, graceMs: number): Promise<void> {
  const deadline = setTimeout(() => {
    app.log.warn(`connections still open after ${graceMs} ms, ending them`);
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
