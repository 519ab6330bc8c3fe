// Text measured without a browser: an estimate per character, generous enough for common sans fonts.

export const FONT = { name: 13, text: 11 } as const;

/** Roughly how wide a line is drawn at the given size. */
export function textWidth(text: string, size: number, bold = false): number {
  return Math.ceil(text.length * size * (bold ? 0.64 : 0.58));
}

/** Breaks text into lines of at most `chars` characters; beyond `maxLines` the last line ends in "…". */
export function wrap(text: string, chars: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= chars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > chars ? `${word.slice(0, chars - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, chars - 1)}…`;
  return kept;
}
