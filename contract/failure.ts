// The one shape every failed API call is turned into, so machines can branch on it
// without knowing about HTTP libraries. status 0 means the server was not reached.
import type { ValidationFailure } from './wire.ts';

export interface ApiFailure {
  status: number;
  body: unknown;
  /** Whole seconds until trying again makes sense, when the answer's Retry-After says (429, 503). */
  retryAfterSeconds?: number;
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

export function failureStatus(error: unknown): number {
  return isApiFailure(error) ? error.status : 0;
}

/** The login page's text a 401 carries when a suspension ended the session (responses.ts `unauthenticated`), or null. */
export function suspensionOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('signed_out' in body)) return null;
  const signedOut = body.signed_out;
  return typeof signedOut === 'object' && signedOut !== null && 'message' in signedOut && typeof signedOut.message === 'string'
    ? signedOut.message
    : null;
}

/** When trying again makes sense, for a refusal that says so: whole seconds, or null when it does not say. */
export interface RetryAfter {
  retryAfterSeconds: number | null;
}

/** The failure's Retry-After in whole seconds, or null when the answer gave none. */
export function retryAfterOf(error: unknown): number | null {
  return isApiFailure(error) ? (error.retryAfterSeconds ?? null) : null;
}

/**
 * A Retry-After header as whole seconds from `now` (it is seconds or an HTTP date, RFC 9110
 * §10.2.3); null when absent or unreadable.
 */
export function readRetryAfter(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The first message of each field of a 400 validation answer (empty when there is none). */
export function firstFieldErrors(error: unknown): Record<string, string> {
  if (!isApiFailure(error) || error.status !== 400) return {};
  const body = error.body as Partial<ValidationFailure> | null;
  const fields = body?.validation_errors ?? {};
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
      .map(([field, messages]) => [field, String(messages[0])]),
  );
}

/** Every message of one field of a 400 validation answer. */
export function fieldMessages(error: unknown, field: string): string[] {
  if (!isApiFailure(error) || error.status !== 400) return [];
  const body = error.body as Partial<ValidationFailure> | null;
  const messages = body?.validation_errors?.[field];
  return Array.isArray(messages) ? messages.map(String) : [];
}
