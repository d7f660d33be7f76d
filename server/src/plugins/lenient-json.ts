import type { FastifyInstance } from 'fastify';

/**
 * JSON that may come empty: auth-js posts /logout with a JSON content type and no body, the dev
 * inbox's DELETE means "all" without one, and a body-less POST from apiFetch still says JSON.
 * Fastify's own parser answers those with 400; within the calling plugin's scope an empty body
 * reads as `empty` instead. Broken JSON stays a 400.
 */
export function addLenientJsonParser(app: FastifyInstance, empty: unknown): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, empty);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' }));
    }
  });
}
