import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import type { OutreachService } from './outreach-service.ts';

const params = z.object({ institution_id: z.string() });
const fileParams = z.object({ file: z.string() });

const sendCalendar = (reply: FastifyReply, file: string) =>
  reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', 'attachment; filename="talentbrug-coaches.ics"')
    .send(file);

/**
 * The calendar file at its signed address (calendar-link.ts), for a calendar app that subscribes:
 * no bearer token, so it sits outside the protected routes. An unknown or altered address, and an
 * athlete without a profile (a deleted account has none), is a 404.
 */
export const outreachCalendarRoutes: FastifyPluginAsync<{ service: OutreachService }> = async (app, { service }) => {
  app.get('/outreach/calendar/:file', async (request, reply) => {
    const { file } = fileParams.parse(request.params);
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    return sendCalendar(reply, await service.subscribedCalendarFile(token));
  });
};

/**
 * Outreach to coaches (issue 38). No route takes a user id: a match or school is looked up with the
 * caller's id, so another athlete's is a 404 like an unknown one.
 */
export const outreachRoutes: FastifyPluginAsync<{ service: OutreachService }> = async (app, { service }) => {
  addLenientJsonParser(app, undefined);
  protectDataRoutes(app);

  app.get('/outreach', async (request) => ({ entries: await service.list(requireUser(request).id) }));

  app.get('/outreach/calendar', async (request) => ({
    calendar: await service.calendarWithLink(requireUser(request).id),
  }));

  // The same file the signed address serves, for a download from the app.
  app.get('/outreach/calendar.ics', async (request, reply) =>
    sendCalendar(reply, await service.calendarFile(requireUser(request).id)),
  );

  app.post('/outreach/drafts', async (request) => ({
    draft: await service.draft(requireUser(request), request.body),
  }));

  app.patch('/outreach/:institution_id', async (request) => ({
    entry: await service.update(requireUser(request).id, params.parse(request.params).institution_id, request.body),
  }));
};
