import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../../errors.ts';
import { isLocalClient } from '../../plugins/local-client.ts';
import { operatorOnly } from '../../plugins/operator-only.ts';

const TOKEN_NEEDED = 'De metrics vragen om een geldig token';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the metrics token; digests make the comparison constant-time whatever the length. */
function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const match = /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), expected);
}

/**
 * `GET /metrics` in Prometheus text format. The figures tell an outsider the traffic, the
 * failures and the routes, so they answer a scraper on this machine (the socket is loopback
 * and no proxy forwarded the request: under TRUST_PROXY a forwarded client never counts as
 * local), or anyone with METRICS_TOKEN as a bearer token. Without a token the route is the
 * operator's alone and anyone else gets the 404 of an unknown path (operator-only.ts); with one
 * it was published for a scraper elsewhere, which needs the 401 to tell a wrong token.
 */
export const metricsRoutes: FastifyPluginAsync<{ registry: Registry; token: string | null }> = async (
  app,
  { registry, token },
) => {
  const expected = token ? digest(token) : null;

  if (!expected) operatorOnly(app);
  app.get('/metrics', async (request, reply) => {
    if (expected && !hasToken(request, expected) && !isLocalClient(request)) {
      throw new AppError(401, TOKEN_NEEDED, { 'www-authenticate': 'Bearer realm="metrics"' });
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
};
