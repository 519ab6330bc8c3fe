// Removes album uploads nobody posted, then album files no row refers to (left by a process
// that stopped part-way), at start-up and then every config.tempUploadPurgeIntervalMs for as
// long as the app runs.
import type { ServiceDeps } from './deps.ts';
import { removeOrphanedAlbumFiles } from './orphan-album-files.ts';
import { purgeExpiredTempUploads } from './temp-uploads.ts';

export interface TempUploadPurger {
  /** Starts the timer and a first purge, without waiting for it. */
  start(): Promise<void>;
  /** Purges now (or joins the purge under way); resolves when it is done. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a purge under way. */
  stop(): Promise<void>;
}

export function createTempUploadPurger(deps: Pick<ServiceDeps, 'db' | 'config' | 'media' | 'log'>): TempUploadPurger {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function purge(): Promise<void> {
    try {
      const purged = await purgeExpiredTempUploads(deps);
      if (purged > 0) deps.log.info({ purged }, 'expired album uploads removed');
    } catch (error) {
      deps.log.error({ err: error }, 'purging expired album uploads failed');
    }
    try {
      const orphans = await removeOrphanedAlbumFiles(deps);
      if (orphans > 0) deps.log.info({ orphans }, 'album files without rows removed');
    } catch (error) {
      deps.log.error({ err: error }, 'removing album files without rows failed');
    }
  }

  function runNow(): Promise<void> {
    running ??= purge().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    async start() {
      timer ??= setInterval(() => void runNow(), deps.config.tempUploadPurgeIntervalMs);
      // In the background: with many stored pictures the sweep outlasts the server's start-up
      // time limit, and nothing waits for it.
      void runNow();
    },
    runNow,
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
