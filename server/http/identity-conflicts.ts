// Usernames, e-mails and phone numbers another user already holds, reported as field errors
// (register and profile edit).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { answerError } from '../plugins/errors.ts';
import { findIdentityConflicts, type IdentityConflict } from '../services/users.ts';
import { InputError } from './input-error.ts';

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
  request: FastifyRequest,
  error: InputError,
  exceptUserId: number | undefined,
): Promise<InputError> {
  const identity = {
    username: textField(request.body, 'username'),
    email: textField(request.body, 'email'),
    phone_number: textField(request.body, 'phone_number'),
  };
  if (!identity.username && !identity.email && !identity.phone_number) return error;
  const conflicts = await findIdentityConflicts(request.server.db, identity, exceptUserId);
  const fields = { ...error.fields };
  for (const field of conflicts) fields[field] = [...(fields[field] ?? []), CONFLICT_MESSAGES[field]];
  return new InputError(fields);
}

/**
 * Error handler of a route whose body holds identity fields: a body its schema refuses is
 * answered with the taken fields named too, those of `exceptUserOf(request)` aside.
 */
export function answerNamingConflicts(exceptUserOf: (request: FastifyRequest) => number | undefined) {
  return async function answerBodyError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (!(error instanceof InputError && error.validationContext === 'body')) return answerError(error, request, reply);
    return answerError(await withIdentityConflicts(request, error, exceptUserOf(request)), request, reply);
  };
}
