// Route schemas are zod schemas (contract/requests.ts, contract/responses.ts). A request part
// that fails its schema is refused as the contract's 400 validation_errors, with the messages
// the schemas carry; an answer is checked against the schema of its status and sent exactly
// as the route built it.
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
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

/** Validates params, query or a JSON body; anything but an object (no body at all too) reads as empty. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (input) => {
    const result = schema.safeParse(isRecord(input) ? input : {});
    return result.success ? { value: result.data } : { error: new InputError(fieldErrors(result.error.issues)) };
  };

/**
 * Checks an answer against its schema and serializes it as built, so its keys keep their order.
 * A mismatch is the server's mistake: logged and answered as a 500.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(data);
  };
