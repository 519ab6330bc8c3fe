// A background loop over a queue, for as long as the app runs: one round after another while
// rounds find work, then a pause of `intervalMs`, which a nudge (work was queued) or a stop ends
// at once. A nudge during a round makes the next round follow without a pause.
export interface QueueLoop {
  start(): void;
  /** Something was queued: look now rather than after the pause. */
  nudge(): void;
  /** Resolves once the current round is over. */
  stop(): Promise<void>;
}

/** `round` answers whether it found work; it may ask `isStopping` to end early. */
export function createQueueLoop(intervalMs: number, round: (isStopping: () => boolean) => Promise<boolean>): QueueLoop {
  let stopping = false;
  let nudged = false;
  let running: Promise<void> | undefined;
  let endPause: (() => void) | undefined;
  const isStopping = () => stopping;

  function pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, intervalMs);
      function done() {
        clearTimeout(timer);
        endPause = undefined;
        resolve();
      }
      endPause = done;
    });
  }

  async function run(): Promise<void> {
    while (!stopping) {
      nudged = false;
      const hadWork = await round(isStopping);
      if (!stopping && !hadWork && !nudged) await pause();
    }
  }

  return {
    start() {
      running ??= run();
    },
    nudge() {
      nudged = true;
      endPause?.();
    },
    async stop() {
      stopping = true;
      endPause?.();
      await running;
    },
  };
}
