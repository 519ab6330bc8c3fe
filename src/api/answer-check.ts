// Development and tests only (src/api/http.ts): an answer its endpoint's schema does not
// describe means server and SPA have drifted apart, so the call fails with what differs,
// instead of a screen breaking later on a missing field.
import { z } from 'zod';
import { endpoints, type EndpointName } from '../../contract/endpoints.ts';
import * as answers from '../../contract/responses.ts';

export function checkAnswer(name: EndpointName, answer: unknown): void {
  const { method, path, answer: schemaName } = endpoints[name];
  const schema: z.ZodType = answers[schemaName];
  const checked = schema.safeParse(answer);
  if (!checked.success) {
    throw new Error(`${method} ${path} (${name}) answered outside the contract:\n${z.prettifyError(checked.error)}`);
  }
}
