import { useEffect, useRef } from 'react';

interface OtpInputProps {
  legend: string;
  /** One entry per box, '' when empty. */
  digits: string[];
  boxLabel: (position: number) => string;
  readOnly?: boolean;
  onDigitChange: (index: number, value: string) => void;
  onPaste: (text: string) => void;
}

type FocusMove = { after: 'entry'; index: number } | { after: 'paste' };

/**
 * One box per code character. Focus moves to the next box once an entry shows, back to the
 * previous box on Backspace in an empty one, and after a paste to the first empty box.
 */
export function OtpInput({ legend, digits, boxLabel, readOnly = false, onDigitChange, onPaste }: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // The owner decides what a box keeps; focus moves only once that shows in `digits`.
  const pendingMove = useRef<FocusMove | null>(null);

  useEffect(() => {
    const move = pendingMove.current;
    pendingMove.current = null;
    if (!move) return;
    const last = digits.length - 1;
    if (move.after === 'entry') {
      if (digits[move.index] !== '' && move.index < last) boxes.current[move.index + 1]?.focus();
      return;
    }
    const firstEmpty = digits.indexOf('');
    boxes.current[firstEmpty === -1 ? last : firstEmpty]?.focus();
  }, [digits]);

  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <div className="flex justify-between gap-2">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(box) => {
              boxes.current[index] = box;
            }}
            aria-label={boxLabel(index + 1)}
            value={digit}
            readOnly={readOnly}
            autoComplete="off"
            spellCheck={false}
            onFocus={(event) => event.target.select()}
            onChange={(event) => {
              pendingMove.current = { after: 'entry', index };
              onDigitChange(index, event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && digit === '' && index > 0) {
                event.preventDefault();
                boxes.current[index - 1]?.focus();
              }
            }}
            onPaste={(event) => {
              event.preventDefault();
              pendingMove.current = { after: 'paste' };
              onPaste(event.clipboardData.getData('text'));
            }}
            className="h-12 w-full min-w-0 max-w-12 rounded-lg border border-slate-300 bg-white text-center text-lg font-semibold text-slate-900 focus:border-rose-600 focus:ring-2 focus:ring-rose-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        ))}
      </div>
    </fieldset>
  );
}
