// Polls `probe` every 50 ms until it answers something, or fails after `timeoutMs` naming `what`.
export async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
