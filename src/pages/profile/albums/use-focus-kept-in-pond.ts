// FilePond shows each picture's actions (Remove, Cancel, Undo) one at a time and disables the one
// it fades out. A member who had just tabbed to it then lost focus to the page's start whenever
// the picture moved on (its upload started or ended). When the focused action is disabled, focus
// goes to the action the same picture offers now, else to the picker's browse control.
import { useEffect, type RefObject } from 'react';

const ITEM = '.filepond--item';
const BROWSE = '.filepond--label-action';

export function useFocusKeptInPond(area: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = area.current;
    if (!root) return;
    let focused: Element | null = null;
    const remember = (event: FocusEvent) => {
      focused = event.target as Element;
    };
    // The member moved focus on (or away): a disabled action loses it without such a move.
    const forget = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLButtonElement && event.target.disabled)) focused = null;
    };
    const keep = (mutations: MutationRecord[]) => {
      for (const { target } of mutations) {
        if (!(target instanceof HTMLButtonElement) || !target.disabled || target !== focused) continue;
        // The browser may already have moved focus to the body, or not yet.
        if (document.activeElement !== target && document.activeElement !== document.body) continue;
        const offered = target.closest(ITEM)?.querySelector<HTMLButtonElement>('button:not([disabled])');
        (offered ?? root.querySelector<HTMLElement>(BROWSE))?.focus();
      }
    };
    const observer = new MutationObserver(keep);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
    root.addEventListener('focusin', remember);
    root.addEventListener('focusout', forget);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', remember);
      root.removeEventListener('focusout', forget);
    };
  }, [area]);
}
