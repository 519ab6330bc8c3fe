import { useEffect } from 'react';

export type NetworkEvent = { type: 'ONLINE' } | { type: 'OFFLINE' };

/** Tells an actor when the browser loses its network and when it is back. */
export function useNetworkStatus(send: (event: NetworkEvent) => void): void {
  useEffect(() => {
    const report = () => send({ type: navigator.onLine ? 'ONLINE' : 'OFFLINE' });
    if (!navigator.onLine) report();
    window.addEventListener('online', report);
    window.addEventListener('offline', report);
    return () => {
      window.removeEventListener('online', report);
      window.removeEventListener('offline', report);
    };
  }, [send]);
}
