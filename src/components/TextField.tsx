import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  /** The server's first message for this field, shown in red under it. */
  error?: string | null;
  /** Extra text under the field (shown in red too, e.g. joined messages). */
  onValueChange: (value: string) => void;
}

export function TextField({ label, error, onValueChange, className = '', ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
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
        aria-describedby={error ? errorId : undefined}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${
          error ? 'border-red-600' : 'border-slate-300 dark:border-slate-600'
        }`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
