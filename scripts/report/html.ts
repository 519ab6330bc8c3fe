// Small helpers for writing HTML and SVG as text.

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Whole percent, rounded down so that 99.9 % never reads as 100 %. */
export function percent(covered: number, total: number): number {
  return total === 0 ? 100 : Math.floor((covered / total) * 100);
}

export function shorten(text: string, length = 80): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** An id usable in a link (#…) built from any text. */
export function anchor(...parts: string[]): string {
  return parts.join('--').replace(/[^A-Za-z0-9_-]+/g, '_');
}
