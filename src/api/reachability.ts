// Whether the server can be reached, as the app's requests find it (contract §18). navigator.onLine
// only says the device has a network: a phone on a dead mobile link or behind a captive portal says
// it is online while nothing gets through. A request that fails at the network, or that the
// service worker answered from its kept copy, reports the server out of reach; any answer from the
// server reports it reached again.
export type Reach = 'reached' | 'unreachable';

const listeners = new Set<(reach: Reach) => void>();

export function reportReach(reach: Reach): void {
  listeners.forEach((listener) => listener(reach));
}

export function onReach(listener: (reach: Reach) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
