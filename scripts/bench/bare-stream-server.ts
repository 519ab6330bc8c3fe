// The ceiling of held streams: a bare Fastify answering GET /api/v1/stream with an event stream
// that only says `ready` and then a comment every LIVE_HEARTBEAT_MS, as the real server's idle
// streams do, with no session, database or live events behind it. Run as its own process on
// the PORT it is given, like the real server.
import Fastify from 'fastify';
import { LIVE_EVENT } from '../../contract/live-events.ts';

const heartbeatMs = Number(process.env.LIVE_HEARTBEAT_MS);
const app = Fastify({ logger: false });
app.get('/api/v1/health', async () => ({ status: 'ok' }));
app.get('/api/v1/stream', (_request, reply) => {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
  raw.write(`retry: 3000\n\nid: 1\nevent: ${LIVE_EVENT.ready}\ndata: {}\n\n`);
  const heartbeat = setInterval(() => raw.write(': \n\n'), heartbeatMs);
  raw.on('close', () => clearInterval(heartbeat));
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
