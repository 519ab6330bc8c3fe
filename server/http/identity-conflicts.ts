// Usernames, e-mails and phone numbers another user already holds, reported as field errors
// (register and profile edit).
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { findIdentityConflicts, type IdentityConflict } from '../services/users.ts';
import { InputError } from './input-error.ts';
import { parseInput } from './validation.ts';

const CONFLICT_MESSAGES: Record<IdentityConflict, string> = {
  username: 'Username sudah dipakai',
  email: 'Email sudah terdaftar',
  phone_number: 'Nomor handphone sudah dipakai',
};

export function conflictError(conflicts: IdentityConflict[]): InputError {
  return new InputError(Object.fromEntries(conflicts.map((field) => [field, [CONFLICT_MESSAGES[field]]])));
}

function textField(body: unknown, key: IdentityConflict): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
}

/** Adds taken identity fields to a failed validation, so one attempt shows every problem. */
async function withIdentityConflicts(
  db: Kysely<Database>,
  error: InputError,
  body: unknown,
  exceptUserId: number | undefined,
): Promise<InputError> {
  const identity = {
    username: textField(body, 'username'),
    email: textField(body, 'email'),
    phone_number: textField(body, 'phone_number'),
  };
  if (!identity.username && !identity.email && !identity.phone_number) return error;
  const conflicts = await findIdentityConflicts(db, identity, exceptUserId);
  const fields = { ...error.fields };
  for (const field of conflicts) fields[field] = [...(fields[field] ?? []), CONFLICT_MESSAGES[field]];
  return new InputError(fields);
}

/** parseInput for bodies with identity fields: a refusal also names the taken ones. */
export async function parseIdentityInput<T extends z.ZodType>(
  db: Kysely<Database>,
  schema: T,
  body: unknown,
  exceptUserId?: number,
): Promise<z.output<T>> {
  try {
    return parseInput(schema, body);
  } catch (error) {
    throw error instanceof InputError ? await withIdentityConflicts(db, error, body, exceptUserId) : error;
  }
}
