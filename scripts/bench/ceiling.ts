// The throughput ceiling of a run: a bare Fastify hello-world under the same load, measured
// right before the runs it is compared with.
import { measureLoad, type LoadSettings } from './load.ts';
import { startCeilingServer } from './servers.ts';

export async function measureCeiling(settings: LoadSettings): Promise<number> {
  const server = await startCeilingServer();
  try {
    return (await measureLoad(server.url, [{ kind: 'GET /', method: 'GET', path: '/' }], settings)).requestsPerSecond;
  } finally {
    await server.stop();
  }
}
