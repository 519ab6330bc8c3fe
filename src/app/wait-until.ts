// Waiting for a moment of the wall clock, for actors whose outcome is a time (the end of a
// thread's edit window). A stopped actor's signal clears the timer.

/** Settles at `moment` (epoch ms), at once when it has passed; never when `signal` aborts first. */
export function waitUntil(moment: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, moment - Date.now()));
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}
