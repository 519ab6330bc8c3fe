// Which characters typed text may hold. Control characters are never part of what people
// write (and PostgreSQL refuses NUL outright); half of a UTF-16 pair standing alone is not
// text at all; line breaks belong only to texts written in a text area.

/** Whether a text may span lines (a text area) or is a single line (everything else). */
export type Lines = 'single' | 'multi';

/** Control characters (C0, DEL, C1) a text area may not hold, and unpaired surrogates. */
const CONTROL_IN_TEXT_AREA = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
/** The same for one line, where tab is refused too; line breaks are told apart below. */
const CONTROL_IN_LINE = /(?![\n\r])\p{Cc}|\p{Cs}/u;
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const UNPAIRED_SURROGATE = /\p{Cs}/u;

export function hasLineBreak(text: string): boolean {
  return LINE_BREAK.test(text);
}

/** Control characters or unpaired surrogates, line breaks aside (see hasLineBreak). */
export function hasControlChars(text: string, lines: Lines): boolean {
  return (lines === 'multi' ? CONTROL_IN_TEXT_AREA : CONTROL_IN_LINE).test(text);
}

/** One line of ordinary characters: what an identifier or a one-line field may be. */
export function isPlainLine(text: string): boolean {
  return !hasLineBreak(text) && !hasControlChars(text, 'single');
}

/**
 * Characters no database keeps as sent: PostgreSQL rejects NUL, and both databases would
 * silently turn an unpaired surrogate into U+FFFD.
 */
export function hasUnstorableChars(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

/** Whether any string (or object key) anywhere inside a parsed JSON value is unstorable. */
export function holdsUnstorableText(value: unknown): boolean {
  // An explicit stack: a deeply nested body must not exhaust the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasUnstorableChars(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (hasUnstorableChars(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
