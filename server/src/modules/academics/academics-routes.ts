import { transcriptInputSchema } from '@talentbrug/domain/academics';
import type { FastifyPluginAsync } from 'fastify';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import type { AcademicsService } from './academics-service.ts';

/** The caller's own transcript and its NCAA reading; no route takes a user id. */
export const academicsRoutes: FastifyPluginAsync<{ service: AcademicsService }> = async (app, { service }) => {
  protectDataRoutes(app);

  app.get('/academics/transcript', async (request) => service.transcript(requireUser(request).id));

  app.put('/academics/transcript', async (request) =>
    service.save(requireUser(request).id, transcriptInputSchema.parse(request.body ?? {})),
  );

  app.get('/academics/eligibility', async (request) => service.eligibility(requireUser(request).id));
};
