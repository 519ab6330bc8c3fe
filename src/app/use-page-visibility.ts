import { useEffect } from 'react';

export type VisibilityEvent = { type: 'HIDDEN' } | { type: 'VISIBLE' };

/** Tells a polling actor when the page is hidden or shown again, so it asks only while someone can see. */
export function usePageVisibility(send: (event: VisibilityEvent) => void): void {
  useEffect(() => {
    const report = () => send({ type: document.visibilityState === 'hidden' ? 'HIDDEN' : 'VISIBLE' });
    if (document.visibilityState === 'hidden') report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [send]);
}
