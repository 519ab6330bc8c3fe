// GET /stream: one Server-Sent Events stream per signed-in tab. Events are small (ids and
// counts); the tab loads what it shows. The bearer header authenticates it (the client reads
// the stream with fetch), so no token ever sits in a URL.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAnswers } from '../http/answers.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { closeConnection, hasOpenConnection, openConnection, type LiveEvent } from '../services/live-events.ts';

/** A client this far behind is cut off; it reconnects and is given what it missed. */
const MAX_BUFFERED_BYTES = 1 << 20;
/** How long a browser waits before reconnecting after the stream drops. */
const RECONNECT_MS = 3000;

const LAST_EVENT_ID = /^\d{1,15}$/;

function formatEvent(id: number, kind: string, data: string): string {
  return `id: ${id}\nevent: ${kind}\ndata: ${data}\n\n`;
}

function revokedToken(event: LiveEvent): number | undefined {
  return event.kind === 'revoked' ? (JSON.parse(event.payload) as { token_id: number }).token_id : undefined;
}

const eventStream = z
  .string()
  .describe('Server-Sent Events (ready, resync, live events), each with its id; a Last-Event-ID header resumes after it');

export const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { live, config, db } = app;

  const streamRoute = {
    preValidation: requireAuth('verified'),
    schema: {
      response: memberAnswers({
        200: { description: 'The stream, open until the session ends', content: { 'text/event-stream': { schema: eventStream } } },
      }),
    },
  };

  app.get('/stream', streamRoute, async (request, reply) => {
    const { user, tokenId } = sessionOf(request);
    const lastEventHeader = request.headers['last-event-id'];
    const lastEventId =
      typeof lastEventHeader === 'string' && LAST_EVENT_ID.test(lastEventHeader) ? Number(lastEventHeader) : undefined;

    const raw = reply.raw;
    reply.hijack();
    // Headers set by the hooks so far (CORS, rate limit) go out with the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies such as nginx would otherwise hold events back in their buffer.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RECONNECT_MS}\n\n`);

    let closed = false;
    let replaying = true;
    const held: LiveEvent[] = [];
    // Ids written while the replay and the events held meanwhile may overlap; afterwards the hub
    // hands each event out once, and a stream open for days would otherwise keep every id.
    let written: Set<number> | null = new Set<number>();

    function end(): void {
      if (!closed) raw.end();
    }

    function send(event: LiveEvent): void {
      if (closed) return;
      const revoked = revokedToken(event);
      // Another of the member's sessions ended: not this tab's business.
      if (revoked !== undefined && revoked !== tokenId) return;
      if (written?.has(event.id)) return;
      written?.add(event.id);
      raw.write(formatEvent(event.id, event.kind, event.payload));
      if (revoked !== undefined) end();
      else if (raw.writableLength > MAX_BUFFERED_BYTES) raw.destroy();
    }

    const unsubscribe = live.hub.subscribe({
      userId: user.id,
      tokenId,
      deliver: (event) => (replaying ? held.push(event) : send(event)),
    });
    // A server going down cuts the connection: the server waits for open connections to end.
    // The socket goes with the stream: a connection that carried one is never reused.
    const socket = request.raw.socket;
    const cut = () => socket.destroy();
    live.enders.add(cut);
    const heartbeat = setInterval(() => closed || raw.write(': \n\n'), config.liveHeartbeatMs);

    const wasOnline = await hasOpenConnection(db, user.id, config.now());
    const connectionId = await openConnection(db, user.id, live.processId, config.now());
    if (!wasOnline) live.presence.changed(user.id, true);

    raw.on('close', () => {
      closed = true;
      socket.destroy();
      clearInterval(heartbeat);
      unsubscribe();
      live.enders.delete(cut);
      void (async () => {
        await closeConnection(db, connectionId);
        if (!(await hasOpenConnection(db, user.id, config.now()))) live.presence.changed(user.id, false);
      })().catch((error: unknown) => request.log.warn({ err: error }, 'closed stream could not be recorded'));
    });

    // The events missed since the tab's last one, then those that came meanwhile.
    const position = live.hub.position();
    if (closed) return;
    if (lastEventId === undefined) {
      raw.write(formatEvent(position, 'ready', '{}'));
    } else {
      const missed = await live.hub.missedSince(lastEventId, user.id);
      if (missed === null) raw.write(formatEvent(position, 'resync', '{}'));
      else missed.forEach(send);
    }
    replaying = false;
    held.forEach(send);
    held.length = 0;
    written = null;
  });
};
