import { useEffect, useState, type RefObject } from 'react';

/** How far outside the window an element still counts as near: about a scroll's flick. */
const NEAR_MARGIN = '300px';

/** Whether the element is on screen or close to it (always true where that cannot be observed). */
export function useNearViewport(target: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry.isIntersecting), { rootMargin: NEAR_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return near;
}

/** Whether the element has been on screen or close to it at least once. */
export function useHasBeenNear(target: RefObject<Element | null>): boolean {
  const near = useNearViewport(target);
  const [beenNear, setBeenNear] = useState(near);
  // Derived from the observation while rendering, so the first render near the screen has it.
  if (near && !beenNear) setBeenNear(true);
  return beenNear || near;
}
