// The reset-password link carries the e-mail base64-encoded in a path segment. Mail clients and
// servers differ in the alphabet and the padding, so both the standard and the URL-safe forms
// are read, with or without "=".

const BASE64 = /^[A-Za-z0-9+/]*$/;

/** The UTF-8 text a base64 segment encodes, or null when it is not base64 of non-empty UTF-8 text. */
export function decodeBase64Text(segment: string): string | null {
  const digits = segment.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  // A lone digit in the last group cannot encode a whole byte.
  if (digits === '' || !BASE64.test(digits) || digits.length % 4 === 1) return null;
  try {
    const binary = atob(digits.padEnd(Math.ceil(digits.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
