// The one shape every failed API call is turned into, so machines can branch on it
// without knowing about HTTP libraries. status 0 means the server was not reached.
import type { ValidationFailure } from './wire.ts';

export interface ApiFailure {
  status: number;
  body: unknown;
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

export function failureStatus(error: unknown): number {
  return isApiFailure(error) ? error.status : 0;
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
