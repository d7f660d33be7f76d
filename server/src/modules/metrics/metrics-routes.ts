import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError, ForbiddenError } from '../../errors.ts';
import { isLocalClient } from '../../plugins/local-client.ts';

const NO_ACCESS = 'Geen toegang tot de metrics';
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
 * local), or anyone with METRICS_TOKEN as a bearer token.
 */
export const metricsRoutes: FastifyPluginAsync<{ registry: Registry; token: string | null }> = async (
  app,
  { registry, token },
) => {
  const expected = token ? digest(token) : null;

  app.get('/metrics', async (request, reply) => {
    if (!(expected && hasToken(request, expected)) && !isLocalClient(request)) {
      if (expected) throw new AppError(401, TOKEN_NEEDED, { 'www-authenticate': 'Bearer realm="metrics"' });
      throw new ForbiddenError(NO_ACCESS);
    }
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
};
