// Closes a popup (menu, dropdown) on a click outside its container or on Esc.
import { useEffect, type RefObject } from 'react';

export function useDismiss(container: RefObject<HTMLElement | null>, open: boolean, dismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) dismiss();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [container, open, dismiss]);
}
