// Length limits applied while typing, so the field never holds more than the server takes.

/** At most `max` UTF-16 units (the server's measure), never splitting an emoji in two. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastUnit = cut.charCodeAt(max - 1);
  const endsInHalfPair = lastUnit >= 0xd800 && lastUnit <= 0xdbff;
  return endsInHalfPair ? cut.slice(0, -1) : cut;
}
