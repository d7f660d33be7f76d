import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocalClient } from './local-client.ts';

/**
 * Keeps the routes of the plugin that calls it (its encapsulation context) to the operator on
 * this machine (local-client.ts): the dev inbox, the PGlite backup, /metrics without its token.
 * The check is the first onRequest hook, before the body is read or its type looked at, and
 * anyone else gets the not-found handler's answer: exactly what an unknown path answers, never a
 * 415, 400 or 403 that tells the route exists. `alsoRequired` is a further condition the
 * operator's own client meets (the backup CLI's header), checked just as early.
 */
export function operatorOnly(app: FastifyInstance, alsoRequired?: (request: FastifyRequest) => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (isLocalClient(request) && (alsoRequired?.(request) ?? true)) return;
    reply.callNotFound();
    return reply;
  });
}

/**
 * An unknown path answers its 404 without reading the body. Fastify would parse a JSON body for
 * the not-found handler, so `{broken` to an unknown path answered 400 and a malformed
 * Content-Type 415, while an operator route refusing a stranger (above) answers 404 whatever the
 * body: that difference alone would show where a route exists. Without its Content-Type, the
 * body of a request no route takes is never parsed (Fastify skips it for a 404).
 */
export function registerUnknownPathsUnread(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404) delete request.headers['content-type'];
    done();
  });
}
