import type { FastifyPluginAsync } from 'fastify';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import type { SuggestionsService } from './suggestions-service.ts';

/** The caller's own suggestions; nothing in the request picks whose. */
export const suggestionsRoutes: FastifyPluginAsync<{ service: SuggestionsService }> = async (app, { service }) => {
  protectDataRoutes(app);

  app.get('/ai/suggestions', async (request) => service.forAthlete(requireUser(request).id));
};
