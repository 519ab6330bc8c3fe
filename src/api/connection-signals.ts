// What the API client learns of the connection, for the app's connection status (contract §18).
// navigator.onLine only says the device has a network: a phone on a dead mobile link or behind a
// captive portal says it is online while nothing gets through. A request that fails at the
// network, or that the service worker answered from its kept copy, reports the server
// unreachable; any answer from the server reports it reached; a write refused for want of a
// connection says so, so the status can say why it did not go.
export type ConnectionSignal = 'reached' | 'unreachable' | 'writeRefused';

const listeners = new Set<(signal: ConnectionSignal) => void>();

export function reportConnection(signal: ConnectionSignal): void {
  listeners.forEach((listener) => listener(signal));
}

export function onConnectionSignal(listener: (signal: ConnectionSignal) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
