import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps what the member reads where it is on screen when posts are put on top of a list: `note`
 * marks the first item still in view (only once the list's top has scrolled away; at the top the
 * new items are meant to be seen), and once the list's first item changes, the page scrolls by
 * as much as the marked item moved.
 */
export function useReadingAnchor(list: RefObject<HTMLElement | null>, firstKey: string | undefined): () => void {
  const anchor = useRef<{ item: Element; top: number } | null>(null);

  useLayoutEffect(() => {
    const noted = anchor.current;
    anchor.current = null;
    if (!noted || !noted.item.isConnected) return;
    const moved = noted.item.getBoundingClientRect().top - noted.top;
    if (moved !== 0) window.scrollBy(0, moved);
  }, [firstKey]);

  return () => {
    anchor.current = null;
    const items = Array.from(list.current?.children ?? []);
    const inView = items.find((item) => item.getBoundingClientRect().bottom > 0);
    if (!inView) return;
    const top = inView.getBoundingClientRect().top;
    if (inView !== items[0] || top < 0) anchor.current = { item: inView, top };
  };
}
