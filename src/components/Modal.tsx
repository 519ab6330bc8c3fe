import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { text } from '../text/catalogue.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: a dialog may open another, and keys go to the innermost. */
const openDialogs: object[] = [];

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  width?: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  /**
   * The panel is a column no taller than the screen (a full-height sheet on phones) that does not
   * scroll itself: its content gets the height left under the title and decides what scrolls.
   */
  fitScreen?: boolean;
}

/**
 * An accessible dialog: named by its title, focus moves in (to the field marked
 * data-autofocus, else the first control) and stays in (Tab cycles), Esc and the backdrop
 * close it, and focus returns to what opened it.
 */
export function Modal({ title, onClose, children, width = 'max-w-lg', hideTitle = false, fitScreen = false }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  // A layout effect: focus comes back to the opener in the same commit that removes the dialog
  // (a passive effect ran later, after a navigation's render, leaving focus on the page meanwhile).
  useLayoutEffect(() => {
    const self = {};
    openDialogs.push(self);
    const opener = document.activeElement as HTMLElement | null;
    // A form may name the field to start in (data-autofocus); otherwise the first control.
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) return;
      const [firstItem, lastItem] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center sm:items-center">
      <div className="absolute inset-0 bg-slate-900/60" aria-hidden="true" onClick={() => close.current()} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative w-full ${width} rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl dark:bg-slate-900 ${
          fitScreen ? 'flex max-h-dvh flex-col sm:max-h-[90dvh]' : 'max-h-[90vh] overflow-y-auto'
        }`}
      >
        <div className="mb-4 flex shrink-0 items-start justify-between gap-4">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-bold'}>
            {title}
          </h2>
          <button
            type="button"
            onClick={() => close.current()}
            className="rounded-lg p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true">✕</span>
            <span className="sr-only">{text.common.close}</span>
          </button>
        </div>
        {fitScreen ? <div className="flex min-h-0 flex-1 flex-col">{children}</div> : children}
      </div>
    </div>,
    document.body,
  );
}
