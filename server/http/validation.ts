// Parses request input with a zod schema and turns failures into InputError. Schemas
// carry their own Indonesian messages (see fields.ts).
import type { z } from 'zod';
import { InputError } from './input-error.ts';

function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    const messages = (fields[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a JSON body, params or query object; anything but an object reads as empty. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(isRecord(input) ? input : {});
  if (!result.success) throw new InputError(fieldErrors(result.error.issues));
  return result.data;
}
