import type { FastifyInstance } from 'fastify';

/**
 * Request bodies are JSON or nothing: Fastify's text/plain parser goes, so any other content type is
 * refused (415, answered 400). An empty body labelled JSON reads as no body, as ABP takes it: a call
 * that takes none accepts it, one that takes a body answers that the body is missing. Non-empty
 * bodies go through Fastify's own JSON parser, which refuses `__proto__` and `constructor` keys.
 */
export function readJsonBodiesOnly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body, done);
  });
}
