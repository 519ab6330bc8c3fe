// Whether the member is scrolling the page down, for controls that float over the content on a
// phone and step aside while it is read (they come back on the first move up, or at the top).
import { useEffect, useState } from 'react';

/** Scrolling less than this is a tremor, not a direction. */
const SETTLE_PX = 8;

export function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const now = window.scrollY;
      if (Math.abs(now - last) < SETTLE_PX) return;
      setDown(now > last && now > 0);
      last = now;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}
