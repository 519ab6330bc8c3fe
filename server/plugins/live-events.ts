// app.live: this process's reader of the live_events table and its open event streams.
// On PostgreSQL a LISTEN connection wakes the reader when another process's write commits;
// this process's own writes wake it when their answer is sent; a poll covers the rest.
import fp from 'fastify-plugin';
import pg from 'pg';
import { isWriteRequest } from '../http/write-requests.ts';
import { randomToken } from '../lib/secrets.ts';
import { renewConnections } from '../services/live-events.ts';
import { createLiveHub, type LiveHub } from '../services/live-hub.ts';
import { createOpenStreams, type OpenStreams } from '../services/open-streams.ts';
import { createPresenceBatch, type PresenceBatch } from '../services/presence-batch.ts';

export interface LiveStreams {
  hub: LiveHub;
  /** Names this process in live_connections. */
  processId: string;
  /** The open streams, each with how to cut it (the tab reconnects, elsewhere when closing). */
  streams: OpenStreams;
  /** Members coming online and going offline through this process's streams. */
  presence: PresenceBatch;
}

async function listenForCommits(url: string, log: { warn: (o: object, m: string) => void }, wake: () => void) {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection only costs the wake-ups: the poll still reads every event.
  client.on('error', (error) => log.warn({ err: error }, 'live events listener failed'));
  client.on('notification', wake);
  await client.connect();
  await client.query('LISTEN live_events');
  return () => client.end();
}

export const liveEventsPlugin = fp(
  async (app) => {
    const { config } = app;
    const database = config.database;
    const hub = createLiveHub({
      db: app.db,
      log: app.log,
      pollIntervalMs: config.livePollIntervalMs,
      listen: database.kind === 'postgres' ? (wake) => listenForCommits(database.url, app.log, wake) : undefined,
    });
    const presence = createPresenceBatch({
      db: app.db,
      windowMs: config.livePresenceBatchMs,
      wake: () => hub.wake(),
      log: app.log,
    });
    const live: LiveStreams = { hub, processId: randomToken(12), streams: createOpenStreams(config.liveStreamsPerMember), presence };
    app.decorate('live', live);

    let renewal: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await hub.start();
      renewal = setInterval(() => {
        renewConnections(app.db, live.processId, config.now()).catch((error: unknown) =>
          app.log.warn({ err: error }, 'open streams could not be renewed'),
        );
      }, config.liveHeartbeatMs);
      renewal.unref();
    });
    app.addHook('onResponse', async (request) => {
      if (isWriteRequest(request)) hub.wake();
    });
    // Open streams never end by themselves, and the server waits for its connections.
    app.addHook('preClose', async () => {
      clearInterval(renewal);
      live.streams.endAll();
      await presence.stop();
      await hub.stop();
    });
  },
  { name: 'live-events', dependencies: ['database'] },
);
