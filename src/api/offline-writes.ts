// A write asked for while the browser is offline is refused before it is sent (contract §18):
// it fails as an unreachable server does, so every form keeps what was typed, and the client
// reports it (connection-signals.ts) so the app's connection status says why in plain words.
import type { ApiFailure } from '../../contract/failure.ts';

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The failure of a write refused offline: the one of an unreachable server. */
export const OFFLINE_FAILURE: ApiFailure = { status: 0, body: null };
