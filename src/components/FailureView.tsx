import { text } from '../text/shell-texts.ts';
import { Button } from './Button.tsx';

interface FailureViewProps {
  /** Why nothing is shown. */
  message?: string;
  /** Offered when trying again can help. */
  onRetry?: () => void;
}

/** What a screen shows instead of content it cannot show. */
export function FailureView({ message = text.failure.body, onRetry }: FailureViewProps) {
  return (
    <section role="alert" className="mx-auto max-w-md px-4 py-12 text-center">
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{text.failure.title}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-5" onClick={onRetry}>
          {text.failure.retry}
        </Button>
      )}
    </section>
  );
}
