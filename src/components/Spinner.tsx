import { text } from '../text/shell-texts.ts';

/** A small spinning ring; the label is read by screen readers. */
export function Spinner({ label = text.common.loading, className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center ${className}`}>
      <span
        aria-hidden="true"
        className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
