import { useCallback, useId, useRef, useState } from 'react';
import { MoreIcon } from './icons.tsx';
import { useDismiss } from './use-dismiss.ts';

export interface MenuOption {
  label: string;
  onSelect: () => void;
  /** Why the option is off now; an option with a reason shows it and cannot be chosen. */
  disabledReason?: string;
}

/** A "⋯" button opening a small menu; it closes on a choice, an outside click or Esc. */
export function OptionsMenu({ label, options }: { label: string; options: MenuOption[] }) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(container, open, close);

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <MoreIcon />
        <span className="sr-only">{label}</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="absolute right-0 z-30 mt-1 w-40 rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
        >
          {options.map((option, index) =>
            option.disabledReason ? (
              <button
                key={option.label}
                type="button"
                role="menuitem"
                aria-disabled="true"
                aria-label={option.label}
                aria-describedby={`${menuId}-${index}`}
                className="block w-full cursor-not-allowed px-4 py-2 text-left text-slate-500 dark:text-slate-400"
              >
                {option.label}
                <span id={`${menuId}-${index}`} className="block text-xs">
                  {option.disabledReason}
                </span>
              </button>
            ) : (
              <button
                key={option.label}
                type="button"
                role="menuitem"
                className="block w-full px-4 py-2 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                onClick={() => {
                  close();
                  // The item goes with the menu: focus goes back to the "⋯" button first, so a
                  // dialog the option opens gives it back there when it closes.
                  trigger.current?.focus();
                  option.onSelect();
                }}
              >
                {option.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
