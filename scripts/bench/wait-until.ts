// Polls `done` every `everyMs` until it holds; fails naming `what` after `timeoutMs`.
export async function waitUntil(what: string, done: () => boolean, timeoutMs: number, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
