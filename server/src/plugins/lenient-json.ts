import type { FastifyInstance } from 'fastify';

/**
 * JSON that may come empty: auth-js posts /logout with a JSON content type and no body, the dev
 * inbox's DELETE means "all" without one, and a body-less POST from apiFetch still says JSON.
 * Fastify's own parser answers those with 400; within the calling plugin's scope an empty body
 * reads as `empty` instead. Broken JSON stays a 400.
 */
export function addLenientJsonParser(app: FastifyInstance, empty: unknown): void {
  // Fastify's own parser for everything else, so `__proto__` and `constructor.prototype` keys are
  // refused here as on every other route.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, empty);
    parse(request, String(body), done);
  });
}
