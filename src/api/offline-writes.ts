// A write asked for while the browser is offline is refused before it is sent (contract §18):
// it fails as an unreachable server does, so every form keeps what was typed, and whoever
// listens (the app's connection status) says why in plain words.
import type { ApiFailure } from '../../contract/failure.ts';

const listeners = new Set<() => void>();

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Tells the listeners that a write was refused for want of a connection. */
export function reportRefusedWrite(): void {
  listeners.forEach((listener) => listener());
}

/** The failure of a write refused offline: the one of an unreachable server. */
export const OFFLINE_FAILURE: ApiFailure = { status: 0, body: null };

export function onRefusedWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
