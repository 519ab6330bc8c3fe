import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner.tsx';

type Variant = 'primary' | 'secondary' | 'link';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-rose-700 text-white hover:bg-rose-800 disabled:bg-rose-200 disabled:text-rose-900 dark:disabled:bg-rose-950 dark:disabled:text-rose-300 px-4 py-2.5 rounded-lg font-semibold',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 px-4 py-2.5 rounded-lg font-semibold',
  link: 'text-rose-700 underline-offset-2 hover:underline disabled:text-slate-500 disabled:no-underline dark:text-rose-400 dark:disabled:text-slate-400 font-medium',
};

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  busy?: boolean;
  children: ReactNode;
}

/** A real button; while busy it shows a spinner and cannot be pressed twice. */
export function Button({ variant = 'primary', busy = false, disabled, className = '', children, ...rest }: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 transition disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
