import { type AnalyticsEventsAccepted, analyticsEventBatchSchema } from '@talentbrug/domain/contracts/events';
import type { FastifyPluginAsync } from 'fastify';
import type { EventsService } from './events-service.ts';

export const eventsRoutes: FastifyPluginAsync<{ service: EventsService }> = async (app, { service }) => {
  // navigator.sendBeacon can only send a string as text/plain, so here that body is read as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post('/events', async (request, reply) => {
    const { events } = analyticsEventBatchSchema.parse(request.body);
    // request.ip: the socket's address, or X-Forwarded-For's under TRUST_PROXY.
    const body: AnalyticsEventsAccepted = { accepted: await service.record(events, { ip: request.ip }) };
    return reply.code(202).send(body);
  });
};
