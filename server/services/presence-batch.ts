// Presence changes gathered for a moment and written as one event. Every presence event goes to
// every open stream, so an event per member coming or going would cost changes × streams
// deliveries; a batch costs one delivery per stream per window, whatever the number of changes.
import type { Kysely } from 'kysely';
import { LIVE_EVENT } from '../../contract/live-events.ts';
import type { Database } from '../db/schema.ts';
import { writeEvent } from './live-events.ts';

export interface PresenceBatch {
  /** Records that a member came online or went offline; written with the window's others. */
  changed(userId: number, online: boolean): void;
  /** Writes what is gathered now and stops taking new changes into a later window. */
  stop(): Promise<void>;
}

export interface PresenceBatchDeps {
  db: Kysely<Database>;
  windowMs: number;
  /** Tells this process's streams that an event was written. */
  wake: () => void;
  log: { warn: (details: object, message: string) => void };
}

export function createPresenceBatch({ db, windowMs, wake, log }: PresenceBatchDeps): PresenceBatch {
  /** Each member's latest change of the window: coming and going within it cancels out to the last. */
  const pending = new Map<number, boolean>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  // Once the process closes, streams still ending are other processes' news, not this one's.
  let stopped = false;

  async function write(changes: [number, boolean][]): Promise<void> {
    const online = changes.filter(([, isOnline]) => isOnline).map(([userId]) => userId);
    const offline = changes.filter(([, isOnline]) => !isOnline).map(([userId]) => userId);
    await writeEvent(db, { kind: LIVE_EVENT.presence, payload: { online, offline } });
    wake();
  }

  function flush(): Promise<void> {
    timer = undefined;
    if (pending.size === 0) return writing;
    const changes = [...pending];
    pending.clear();
    // One write at a time, so windows reach the table in their order.
    writing = writing.then(() => write(changes)).catch((error: unknown) => log.warn({ err: error }, 'presence change could not be written'));
    return writing;
  }

  return {
    changed(userId, online) {
      if (stopped) return;
      pending.set(userId, online);
      timer ??= setTimeout(() => void flush(), windowMs);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      return flush();
    },
  };
}
