// Hands the events of the live_events table to this process's open streams. One reader per
// process follows the table in id order: woken by PostgreSQL's NOTIFY from other processes'
// triggers, by this process's own writes, and by a poll as a fallback.
//
// Ids come from a sequence when the row is written, but transactions commit in any order, so
// an id can become visible after a higher one. The reader keeps a watermark below which every
// id has been handed out, skips ids above it that it already handed out, and waits a moment
// for a missing id before passing it (a rolled-back write never fills its gap).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { INTERNAL_LIVE_EVENT_KINDS } from '../../contract/live-events.ts';
import type { Database } from '../db/schema.ts';
import { dropOldEvents, eventsAfter, latestEventId, oldestEventId, type LiveEvent } from './live-events.ts';

/** How long a gap in the ids may stay open before it is taken for a rolled-back write. */
const GAP_WAIT_MS = 3000;
const READ_LIMIT = 500;
/** Old events are dropped once per this many events read. */
const DROP_EVERY = 1000;

export interface LiveSubscriber {
  userId: number;
  tokenId: number;
  deliver(event: LiveEvent): void;
}

export interface LiveHub {
  start(): Promise<void>;
  /** Something was written: read now rather than at the next poll. */
  wake(): void;
  subscribe(subscriber: LiveSubscriber): () => void;
  /** Every event read, those between processes too (which no subscriber gets), in id order. */
  observe(observer: (event: LiveEvent) => void): void;
  /** The member's events after `afterId`, or null when some of them are no longer kept. */
  missedSince(afterId: number, userId: number): Promise<LiveEvent[] | null>;
  /** The id a new stream starts after. */
  position(): number;
  stop(): Promise<void>;
}

export interface LiveHubDeps {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  /** Subscribes to other processes' wake-ups; resolves to the unsubscribe. */
  listen?: (wake: () => void) => Promise<() => Promise<void>>;
}

export function isFor(event: LiveEvent, userId: number): boolean {
  return (event.recipientId === null || event.recipientId === userId) && !INTERNAL_LIVE_EVENT_KINDS.includes(event.kind);
}

export function createLiveHub({ db, log, pollIntervalMs, listen }: LiveHubDeps): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  const observers: ((event: LiveEvent) => void)[] = [];
  let watermark = 0;
  const handedOut = new Set<number>();
  let gapSince: number | undefined;
  let readSinceDrop = 0;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let wakeScheduled = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let stopped = false;

  function handOut(event: LiveEvent): void {
    handedOut.add(event.id);
    for (const observer of observers) observer(event);
    for (const subscriber of subscribers) {
      if (isFor(event, subscriber.userId)) subscriber.deliver(event);
    }
  }

  function advanceWatermark(events: LiveEvent[]): void {
    while (handedOut.delete(watermark + 1)) watermark += 1;
    const beyondGap = events.find((event) => event.id > watermark + 1);
    if (!beyondGap) {
      gapSince = undefined;
      return;
    }
    gapSince ??= Date.now();
    if (Date.now() - gapSince >= GAP_WAIT_MS) {
      // Taken for rolled-back (or dropped) writes: step over the whole gap, then go on.
      watermark = beyondGap.id - 1;
      gapSince = undefined;
      advanceWatermark(events);
    }
  }

  async function readOnce(): Promise<void> {
    const events = await eventsAfter(db, watermark, READ_LIMIT);
    for (const event of events) {
      if (!handedOut.has(event.id)) handOut(event);
    }
    advanceWatermark(events);
    readSinceDrop += events.length;
    if (readSinceDrop >= DROP_EVERY) {
      readSinceDrop = 0;
      await dropOldEvents(db, watermark);
    }
    if (events.length === READ_LIMIT) readAgain = true;
  }

  function read(): void {
    if (stopped) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = readOnce()
      .catch((error: unknown) => log.warn({ err: error }, 'live events could not be read'))
      .finally(() => {
        reading = undefined;
        if (readAgain) {
          readAgain = false;
          // After the sockets had their turn: a backlog read back to back (SQLite answers at
          // once) would hold up every request and every stream's close until it is through.
          setImmediate(read);
        }
      });
  }

  return {
    async start() {
      watermark = await latestEventId(db);
      unlisten = await listen?.(read);
      timer = setInterval(read, pollIntervalMs);
      timer.unref();
    },
    wake() {
      // Writes answered in one turn of the event loop share one read, made once they are all sent.
      if (wakeScheduled) return;
      wakeScheduled = true;
      setImmediate(() => {
        wakeScheduled = false;
        read();
      });
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    observe(observer) {
      observers.push(observer);
    },
    async missedSince(afterId, userId) {
      const oldest = await oldestEventId(db);
      if (oldest > afterId + 1) return null;
      // What this process has handed out: events it has not read yet come to the stream live.
      const handedOutAlready = (event: LiveEvent) => event.id <= watermark || handedOut.has(event.id);
      const missed: LiveEvent[] = [];
      let cursor = afterId;
      for (;;) {
        const events = await eventsAfter(db, cursor, READ_LIMIT);
        missed.push(...events.filter((event) => handedOutAlready(event) && isFor(event, userId)));
        if (events.length < READ_LIMIT) return missed;
        cursor = events.at(-1)!.id;
      }
    },
    position: () => watermark,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await reading;
    },
  };
}
