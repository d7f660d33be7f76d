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

  app.get('/outreach/calendar', async (request) => ({
    calendar: await service.calendar(requireUser(request).id),
  }));

  // A calendar app subscribes to this file; with the bearer token of the app for now (a signed link is left for later).
  app.get('/outreach/calendar.ics', async (request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="talentbrug-coaches.ics"')
      .send(await service.calendarFile(requireUser(request).id)),
  );

  app.post('/outreach/drafts', async (request) => ({
    draft: await service.draft(requireUser(request), request.body),
  }));

  app.patch('/outreach/:institution_id', async (request) => ({
    entry: await service.update(requireUser(request).id, params.parse(request.params).institution_id, request.body),
  }));
};
