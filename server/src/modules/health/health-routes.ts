import type { FastifyPluginAsync } from 'fastify';
import type { HealthService } from './health-service.ts';

export const healthRoutes: FastifyPluginAsync<{ service: HealthService }> = async (app, { service }) => {
  app.get('/health', async (_request, reply) => {
    const report = await service.check();
    return reply
      .code(report.database.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
};
