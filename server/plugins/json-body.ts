import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning safe), except that an empty body
 * reads as {}: clients send "Content-Type: application/json" on body-less POSTs too.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'remove');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, {});
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
