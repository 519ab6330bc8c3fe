// Removes album uploads nobody posted every config.tempUploadPurgeIntervalMs, and album files no
// row refers to at start-up and once more an hour later. Such files are left only by a process
// that stopped part-way, so the walk that reads every stored file's time runs after a (re)start,
// not every interval: files the crash left younger than the minimum age are old enough by then.
import type { ServiceDeps } from './deps.ts';
import { ORPHAN_MIN_AGE_MS, removeOrphanedAlbumFiles } from './orphan-album-files.ts';
import { purgeExpiredTempUploads } from './temp-uploads.ts';

export interface TempUploadPurger {
  /** Starts the timers and a first full purge, without waiting for it. */
  start(): Promise<void>;
  /** Purges uploads and album files (after a purge under way); resolves when it is done. */
  runNow(): Promise<void>;
  /** Stops the timers and waits for a purge under way. */
  stop(): Promise<void>;
}

export function createTempUploadPurger(deps: Pick<ServiceDeps, 'db' | 'config' | 'media' | 'log'>): TempUploadPurger {
  let interval: NodeJS.Timeout | undefined;
  let afterRestart: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function purgeUploads(): Promise<void> {
    try {
      const purged = await purgeExpiredTempUploads(deps);
      if (purged > 0) deps.log.info({ purged }, 'expired album uploads removed');
    } catch (error) {
      deps.log.error({ err: error }, 'purging expired album uploads failed');
    }
  }

  async function purgeFiles(): Promise<void> {
    try {
      const orphans = await removeOrphanedAlbumFiles(deps);
      if (orphans > 0) deps.log.info({ orphans }, 'album files without rows removed');
    } catch (error) {
      deps.log.error({ err: error }, 'removing album files without rows failed');
    }
  }

  /** Runs one purge at a time: a purge asked for while another runs starts after it. */
  function once(purge: () => Promise<void>): Promise<void> {
    const next = (running ?? Promise.resolve()).then(purge);
    running = next;
    void next.finally(() => {
      if (running === next) running = undefined;
    });
    return next;
  }

  const runNow = () =>
    once(async () => {
      await purgeUploads();
      await purgeFiles();
    });

  return {
    async start() {
      interval ??= setInterval(() => void once(purgeUploads), deps.config.tempUploadPurgeIntervalMs);
      afterRestart ??= setTimeout(() => void once(purgeFiles), ORPHAN_MIN_AGE_MS);
      // In the background: with many stored pictures the sweep outlasts the server's start-up
      // time limit, and nothing waits for it.
      void runNow();
    },
    runNow,
    async stop() {
      clearInterval(interval);
      clearTimeout(afterRestart);
      interval = afterRestart = undefined;
      await running;
    },
  };
}
