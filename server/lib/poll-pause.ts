// The wait of a background loop between two looks at its queue, which a nudge (work was queued)
// or a stop ends at once.
export interface PollPause {
  /** Resolves after `intervalMs`, or sooner when woken. */
  wait(): Promise<void>;
  /** Ends the current wait, if one is running. */
  wake(): void;
}

export function createPollPause(intervalMs: number): PollPause {
  let endWait: (() => void) | undefined;
  return {
    wait() {
      return new Promise((resolve) => {
        const timer = setTimeout(done, intervalMs);
        function done() {
          clearTimeout(timer);
          endWait = undefined;
          resolve();
        }
        endWait = done;
      });
    },
    wake() {
      endWait?.();
    },
  };
}
