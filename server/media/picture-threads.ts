// On Linux, the threads libvips computes pictures on (named "libvips worker") run at a lower
// priority than the rest of the process (decision 087): when the cores are busy, the event loop
// and a login's password check go first and pictures take what is left. Linux gives each thread
// its own niceness, and a thread libvips starts later begins at the process's, so the threads are
// looked up again while picture work runs. Elsewhere (no /proc/self/task) this does nothing.
import fs from 'node:fs';
import os from 'node:os';

const TASKS = '/proc/self/task';
const PICTURE_THREAD_NAME = 'libvips worker';
/** With it, a thread of niceness 0 gets a busy core about nine times as often. */
const PICTURE_THREAD_NICENESS = 10;

/** Lowers every picture thread of the process to PICTURE_THREAD_NICENESS. */
export function lowerPictureThreads(): void {
  let tasks: string[];
  try {
    tasks = fs.readdirSync(TASKS);
  } catch {
    return;
  }
  for (const task of tasks) {
    try {
      if (fs.readFileSync(`${TASKS}/${task}/comm`, 'utf8').trim() !== PICTURE_THREAD_NAME) continue;
      const threadId = Number(task);
      if (os.getPriority(threadId) < PICTURE_THREAD_NICENESS) os.setPriority(threadId, PICTURE_THREAD_NICENESS);
    } catch {
      // The thread has ended since the listing.
    }
  }
}
