import type { FastifyPluginAsync } from 'fastify';
import type { HealthService } from './health-service.ts';

/** The liveness answer never changes: built once, as load balancers and the bench call it at full speed. */
const LIVE = JSON.stringify({ status: 'ok' });

/**
 * Three probes: `/health/live` says the process answers (no database, so a database outage
 * never gets the instance restarted), `/health/ready` whether it can serve (database and upload
 * storage; 503 takes it out of the load balancer), and `/health`, the summary with the version.
 */
export const healthRoutes: FastifyPluginAsync<{ service: HealthService }> = async (app, { service }) => {
  app.get('/health', async (_request, reply) => {
    const report = await service.check();
    return reply
      .code(report.database.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });

  app.get('/health/live', (_request, reply) => {
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(LIVE);
  });

  app.get('/health/ready', async (_request, reply) => {
    const report = await service.ready();
    return reply
      .code(report.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
};
