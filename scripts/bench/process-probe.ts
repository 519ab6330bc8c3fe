// Loaded into a bench's server process (node --import): answers its own memory and CPU time on
// PROBE_PORT, so a stage can compare them before and after a load. Asked for /collected (with
// --expose-gc) it collects garbage first, so the heap counts what stays alive rather than what is
// yet to be collected; plain / costs next to nothing, for CPU readings.
import http from 'node:http';

export interface ProcessProbe {
  rssBytes: number;
  heapUsedBytes: number;
  /** User plus system CPU time since the process started. */
  cpuMicros: number;
}

const port = Number(process.env.PROBE_PORT);
const collectGarbage = (globalThis as { gc?: () => void }).gc;

const probe = http.createServer((request, response) => {
  if (request.url === '/collected') collectGarbage?.();
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  const answer: ProcessProbe = { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, cpuMicros: cpu.user + cpu.system };
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(answer));
});
probe.listen(port, '127.0.0.1');
// The probe never keeps the server running once it is asked to stop.
probe.unref();
