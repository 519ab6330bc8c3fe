// One line for every sharp call of the process (decision 087). sharp runs each call on one of
// libuv's threads, four unless UV_THREADPOOL_SIZE says otherwise, and so do argon2 and file I/O:
// pictures processed side by side could take every thread, and a login would wait for them.
// Here at most `concurrency` jobs run at once, each on one libvips thread at a lower priority
// (picture-threads.ts); the rest wait in order. Uploads are bounded besides: a member has at
// most UPLOADS_PER_MEMBER under way, and at most `queueLimit` uploads wait, each holding its file
// in memory.
import sharp from 'sharp';
import { lowerPictureThreads } from './picture-threads.ts';

/** How often picture threads are looked for while picture work runs (libvips starts them as needed). */
const THREAD_LOOKUP_MS = 100;

/** Uploads one member may have under way (waiting or processed); the SPA sends one at a time. */
export const UPLOADS_PER_MEMBER = 2;

export type ImageWorkRefusal = 'member-busy' | 'line-full';

/** An upload not taken into the line; nothing of it has been processed. */
export class ImageWorkRefused extends Error {
  constructor(readonly reason: ImageWorkRefusal) {
    super(`image work refused: ${reason}`);
    this.name = 'ImageWorkRefused';
  }
}

export interface ImageWork {
  /** Runs `job` in its turn. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Runs the picture work of a member's upload in its turn; throws ImageWorkRefused at once when it has no place. */
  runUpload<T>(memberId: number, job: () => Promise<T>): Promise<T>;
}

export interface ImageWorkLimits {
  /** Jobs running at once. */
  concurrency: number;
  /** Uploads waiting for their turn. */
  queueLimit: number;
}

export function createImageWork({ concurrency, queueLimit }: ImageWorkLimits): ImageWork {
  // Process-wide: libvips's threads per call. With one, a job uses at most one core.
  sharp.concurrency(1);
  let running = 0;
  const waiting: Array<() => void> = [];
  let waitingUploads = 0;
  const underWay = new Map<number, number>();
  let threadLookup: NodeJS.Timeout | undefined;

  async function inTurn<T>(job: () => Promise<T>, isUpload: boolean): Promise<T> {
    if (running < concurrency) {
      running += 1;
    } else {
      if (isUpload) waitingUploads += 1;
      // The finishing job hands its place over, so `running` stays as it is.
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (isUpload) waitingUploads -= 1;
    }
    lowerPictureThreads();
    threadLookup ??= setInterval(lowerPictureThreads, THREAD_LOOKUP_MS).unref();
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) {
        next();
      } else {
        running -= 1;
        if (running === 0) {
          clearInterval(threadLookup);
          threadLookup = undefined;
        }
      }
    }
  }

  return {
    run: (job) => inTurn(job, false),

    async runUpload(memberId, job) {
      const ofMember = underWay.get(memberId) ?? 0;
      if (ofMember >= UPLOADS_PER_MEMBER) throw new ImageWorkRefused('member-busy');
      if (running >= concurrency && waitingUploads >= queueLimit) throw new ImageWorkRefused('line-full');
      underWay.set(memberId, ofMember + 1);
      try {
        return await inTurn(job, true);
      } finally {
        const left = (underWay.get(memberId) ?? 1) - 1;
        if (left === 0) underWay.delete(memberId);
        else underWay.set(memberId, left);
      }
    },
  };
}
