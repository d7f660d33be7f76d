import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import type { OutreachService } from './outreach-service.ts';

const params = z.object({ institution_id: z.string() });

/**
 * Outreach to coaches (issue 38). No route takes a user id: a match or school is looked up with the
 * caller's id, so another athlete's is a 404 like an unknown one.
 */
export const outreachRoutes: FastifyPluginAsync<{ service: OutreachService }> = async (app, { service }) => {
  addLenientJsonParser(app, undefined);
  protectDataRoutes(app);

  app.get('/outreach', async (request) => ({ entries: await service.list(requireUser(request).id) }));

  app.post('/outreach/drafts', async (request) => ({
    draft: await service.draft(requireUser(request), request.body),
  }));

  app.patch('/outreach/:institution_id', async (request) => ({
    entry: await service.update(requireUser(request).id, params.parse(request.params).institution_id, request.body),
  }));
};
