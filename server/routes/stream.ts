// GET /stream: one Server-Sent Events stream per signed-in tab. Events are small (ids and
// counts); the tab loads what it shows. The bearer header authenticates it (the client reads
// the stream with fetch), so no token ever sits in a URL.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '../../contract/endpoints.ts';
import { LIVE_EVENT, revokedEvent } from '../../contract/live-events.ts';
import { memberAnswers } from '../http/answers.ts';
import { serveEndpoint } from '../http/endpoint-route.ts';
import { sessionOf } from '../http/request-context.ts';
import { requireAuth } from '../plugins/auth.ts';
import { blockedEitherWay } from '../services/blocks.ts';
import { closeConnection, hasOpenConnection, openConnection, type LiveEvent } from '../services/live-events.ts';
import { createStreamVisibility } from '../services/stream-visibility.ts';

/**
 * A client this far behind is cut off; it reconnects and is given what it missed. Events are
 * ids and counts, so this is thousands of them: only a client that stopped reading gets here.
 */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** How long a browser waits before reconnecting after the stream drops. */
const RECONNECT_MS = 3000;
/** The largest id the events' integer column holds; a larger Last-Event-ID is none of ours. */
const MAX_EVENT_ID = 2 ** 31 - 1;
/** A tab further behind loads what it shows anew (resync): cheaper than replaying that many. */
const MAX_REPLAYED_EVENTS = 1000;

/** Where the tab resumes: nothing to resume, an id to resume after, or a position never given. */
function resumePoint(header: string | string[] | undefined): number | 'fresh' | 'unknown' {
  if (header === undefined) return 'fresh';
  if (typeof header !== 'string' || !/^\d{1,10}$/.test(header)) return 'unknown';
  const id = Number(header);
  return id <= MAX_EVENT_ID ? id : 'unknown';
}

function formatEvent(id: number, kind: string, data: string): string {
  return `id: ${id}\nevent: ${kind}\ndata: ${data}\n\n`;
}

function revokedToken(event: LiveEvent): number | undefined {
  return event.kind === LIVE_EVENT.revoked ? revokedEvent.shape.payload.parse(JSON.parse(event.payload)).token_id : undefined;
}

export const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { live, config, db } = app;

  const streamRoute = { preValidation: requireAuth('verified'), answers: memberAnswers({}) };

  serveEndpoint(app, endpoints.stream, streamRoute, async (request, reply) => {
    const { user, tokenId } = sessionOf(request);
    const resumeAfter = resumePoint(request.headers['last-event-id']);
    const raw = reply.raw;
    const socket = request.raw.socket;
    // The client may have gone while the session was looked up: nothing to open then.
    if (socket.destroyed) return reply.hijack();

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
    // Settles once the stream's row exists (or never will): closing waits for it to remove it.
    let opened: Promise<number | undefined> = Promise.resolve(undefined);
    // Started before the first event is sent (events wait in `held` until then).
    const visibility = createStreamVisibility(user.id);

    // Everything the stream holds is let go here, and at once: the 'close' event of a cut stream
    // may come only after a burst of events, each of which would otherwise still be written.
    function close(): void {
      if (closed) return;
      closed = true;
      socket.destroy();
      clearInterval(heartbeat);
      unsubscribe();
      removeFromOpen();
      void (async () => {
        const connectionId = await opened;
        if (connectionId === undefined) return;
        await closeConnection(db, connectionId);
        if (!(await hasOpenConnection(db, user.id, config.now()))) live.presence.changed(user.id, false);
      })().catch((error: unknown) => request.log.warn({ err: error }, 'closed stream could not be recorded'));
    }

    function write(text: string): void {
      if (closed || raw.writableEnded) return;
      raw.write(text);
      if (raw.writableLength > MAX_BUFFERED_BYTES) close();
    }

    function send(event: LiveEvent): void {
      if (closed) return;
      const revoked = revokedToken(event);
      // Another of the member's sessions ended: not this tab's business.
      if (revoked !== undefined && revoked !== tokenId) return;
      if (written?.has(event.id)) return;
      written?.add(event.id);
      const data = visibility.dataFor(event);
      if (data !== null) write(formatEvent(event.id, event.kind, data));
      // The session ended, or the member was signed out everywhere (suspended): the stream ends
      // once its last event is out ('close' follows).
      if (revoked !== undefined || event.kind === LIVE_EVENT.signedOut) raw.end();
    }

    const unsubscribe = live.hub.subscribe({
      userId: user.id,
      tokenId,
      deliver: (event) => (replaying ? held.push(event) : send(event)),
    });
    // Also cut as the server goes down (it waits for open connections) and when the member opens
    // one stream too many. The socket goes with the stream: it is never reused.
    const removeFromOpen = live.streams.add(user.id, close);
    const heartbeat = setInterval(() => write(': \n\n'), config.liveHeartbeatMs);
    // Listened for before anything is awaited: a client gone meanwhile must leave nothing behind.
    raw.on('close', close);

    opened = (async () => {
      const wasOnline = await hasOpenConnection(db, user.id, config.now());
      if (closed) return undefined;
      const connectionId = await openConnection(db, user.id, live.processId, config.now());
      if (!wasOnline) live.presence.changed(user.id, true);
      return connectionId;
    })();
    await opened;

    // The events missed since the tab's last one, then those that came meanwhile.
    const position = live.hub.position();
    // Read after the position: a block written since comes as an event after it.
    visibility.start(await blockedEitherWay(db, user.id));
    if (closed) return;
    if (resumeAfter === 'fresh') {
      write(formatEvent(position, LIVE_EVENT.ready, '{}'));
    } else {
      const missed =
        resumeAfter === 'unknown' || position - resumeAfter > MAX_REPLAYED_EVENTS
          ? null
          : await live.hub.missedSince(resumeAfter, user.id);
      if (missed === null) write(formatEvent(position, LIVE_EVENT.resync, '{}'));
      else missed.forEach(send);
    }
    replaying = false;
    held.forEach(send);
    held.length = 0;
    written = null;
  });
};
