import fp from 'fastify-plugin';
import { forbiddenCharsMessage } from '../../contract/fields.ts';
import { InputError } from '../http/input-error.ts';
import { hasUnstorableChars, holdsUnstorableText } from '../../contract/plain-text.ts';

const UNSTORABLE_MESSAGE = forbiddenCharsMessage('Isian');

/**
 * The body's field holding text no database keeps as sent (NUL, unpaired surrogates), or
 * "body" when the body is not an object or the field name itself holds it.
 */
function unstorableField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return holdsUnstorableText(body) ? 'body' : undefined;
  }
  for (const [name, value] of Object.entries(body)) {
    if (hasUnstorableChars(name)) return 'body';
    if (holdsUnstorableText(value)) return name;
  }
  return undefined;
}

/**
 * JSON bodies as Fastify parses them (prototype-poisoning safe), except that an empty body
 * reads as {}: clients send "Content-Type: application/json" on body-less POSTs too. A body
 * with unstorable text anywhere, even in a field no route reads, is refused here, so it
 * reaches neither a route nor the database; field rules refuse other control characters
 * with their own messages.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'remove');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, {});
      parseJson(request, text, (error, parsed) => {
        if (error) return done(error);
        const field = unstorableField(parsed);
        if (field !== undefined) return done(new InputError({ [field]: [UNSTORABLE_MESSAGE] }));
        done(null, parsed);
      });
    });
  },
  { name: 'json-body' },
);
