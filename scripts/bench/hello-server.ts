// The throughput ceiling: a bare Fastify answering one small JSON object, run as its own
// process exactly like the real server, on the PORT it is given.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
