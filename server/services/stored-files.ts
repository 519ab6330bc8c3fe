import type { ServiceDeps } from './deps.ts';

/**
 * Deletes media files whose rows are already gone. A failure leaves only a stray file behind,
 * so it is logged rather than thrown.
 */
export async function removeStoredFiles(deps: Pick<ServiceDeps, 'media' | 'log'>, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.media.delete(key);
    } catch (error) {
      deps.log.error({ err: error, key }, 'removing a stored file failed');
    }
  }
}
