import { useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  /** Keep the label for screen readers only (a dialog title already says it). */
  hideLabel?: boolean;
  /** The server's message for this field, shown in red under it. */
  error?: string | null;
  /** Red border without a message (the toast says why). */
  invalid?: boolean;
  /** What the field still needs before the form can be sent (not an error yet), shown in amber under it. */
  note?: string | null;
  /** A small note under the field, e.g. characters used. */
  hint?: string;
  onValueChange: (value: string) => void;
}

export function TextArea({
  label,
  hideLabel = false,
  error,
  invalid = false,
  note,
  hint,
  onValueChange,
  className = '',
  ...rest
}: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const marked = invalid || Boolean(error);
  const message = error || note;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200'}
      >
        {label}
      </label>
      <textarea
        id={id}
        {...rest}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={marked || undefined}
        aria-describedby={message ? errorId : undefined}
        className={`block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${
          marked
            ? 'border-red-600 focus:border-red-600 focus:ring-red-200'
            : note
              ? 'border-amber-500 focus:border-rose-600 focus:ring-rose-200'
              : 'border-slate-300 focus:border-rose-600 focus:ring-rose-200 dark:border-slate-600'
        }`}
      />
      <div className="mt-1 flex justify-between gap-3 text-sm">
        <p id={errorId} className={error ? 'text-red-700 dark:text-red-400' : 'text-amber-800 dark:text-amber-300'}>
          {message}
        </p>
        {hint && <p className="shrink-0 text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
    </div>
  );
}
