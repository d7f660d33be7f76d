import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * What an incoming X-Request-Id may look like to be kept: a UUID, a ULID, a proxy's hex id. Short
 * and plain, since it is written into every log line of the request and echoed in a header.
 */
const FORWARDED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/**
 * Fastify's request-id options. A client could otherwise pick the id its requests are logged under and make its lines
 * look like someone else's, so an incoming X-Request-Id is kept only from the load balancer
 * (TRUST_PROXY) and only when it looks like an id; anything else gets a fresh UUID.
 */
export function requestIdOptions(trustProxy: boolean) {
  return {
    // Fastify's child logger writes the id as `reqId` on every line of the request.
    requestIdHeader: false as const,
    genReqId(raw: IncomingMessage): string {
      if (trustProxy) {
        const incoming = raw.headers['x-request-id'];
        if (typeof incoming === 'string' && FORWARDED_ID.test(incoming)) return incoming;
      }
      return randomUUID();
    },
  };
}

/** Every answer names its request, so a user's report or a proxy's log leads to the server's lines. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
