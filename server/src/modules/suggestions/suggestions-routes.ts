import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/authenticate.ts';
import type { SuggestionsService } from './suggestions-service.ts';

/** The caller's own suggestions; nothing in the request picks whose. */
export const suggestionsRoutes: FastifyPluginAsync<{ service: SuggestionsService }> = async (app, { service }) => {
  app.addHook('preHandler', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/ai/suggestions', async (request) => service.forAthlete(requireUser(request).id));
};
