// Upload routes take multipart/form-data. Their body schema describes the form (for the OpenAPI
// description), while the route reads the file itself (readImageField) and answers its refusals
// under the field's name; their path and query are validated as on every route.
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema.js';
import type { z } from 'zod';
import { validatorCompiler } from './validation.ts';

/** The validator compiler of an upload route, which reads its own body. */
export function uploadValidatorCompiler<S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult {
  if (route.httpPart === 'body') return () => true;
  return validatorCompiler(route as FastifyRouteSchemaDef<unknown> as FastifyRouteSchemaDef<z.ZodType>);
}

export const MULTIPART = ['multipart/form-data'];
