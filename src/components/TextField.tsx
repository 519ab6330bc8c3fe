import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** The server's first message for this field, shown in red under it. */
  error?: string | null;
  /** What the field still needs before the form can be sent (not an error yet), shown in amber under it. */
  note?: string | null;
  /** Extra text under the field (shown in red too, e.g. joined messages). */
  onValueChange: (value: string) => void;
}

export function TextField({ label, error, note, onValueChange, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = error || note;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        {...rest}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 ${
          error ? 'border-red-600' : note ? 'border-amber-500' : 'border-slate-300 dark:border-slate-600'
        }`}
      />
      {message && (
        <p id={errorId} className={`mt-1 text-sm ${error ? 'text-red-700 dark:text-red-400' : 'text-amber-800 dark:text-amber-300'}`}>
          {message}
        </p>
      )}
    </div>
  );
}
