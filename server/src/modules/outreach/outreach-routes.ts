import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { protectDataRoutes, requireUser } from '../../plugins/authenticate.ts';
import { addLenientJsonParser } from '../../plugins/lenient-json.ts';
import type { OutreachService } from './outreach-service.ts';

const params = z.object({ institution_id: z.string() });
const fileParams = z.object({ file: z.string() });
const tokenParams = z.object({ token: z.string() });

/** A page of the one-click unsubscribe: plain HTML, no script, the form posting to the same address. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`;
}

const sendPage = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

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

  // The reminder mail's unsubscribe address (RFC 8058). GET only asks, since mail scanners open
  // links; POST turns reminders off: from the page's button, or from the mail program's own
  // one-click button (body 'List-Unsubscribe=One-Click', which is not read: the address says it
  // all). An address that is not ours is the API's 404 ({ error }), like the calendar's.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, null),
  );

  app.get('/outreach/reminders/unsubscribe/:token', async (request, reply) => {
    const { token } = tokenParams.parse(request.params);
    await service.unsubscribeTarget(token);
    return sendPage(
      reply,
      page(
        'Herinneringen uitzetten?',
        `<p>Je krijgt dan geen wekelijkse mail meer over je follow-ups. Je overzicht in de app blijft gewoon staan, en je kunt ze daar altijd weer aanzetten.</p>
<form method="post" action="${encodeURIComponent(token)}"><button type="submit">Ja, zet herinneringen uit</button></form>`,
      ),
    );
  });

  app.post('/outreach/reminders/unsubscribe/:token', async (request, reply) => {
    const { token } = tokenParams.parse(request.params);
    await service.unsubscribe(token);
    return sendPage(
      reply,
      page(
        'Je krijgt geen herinneringen meer',
        '<p>Afgemeld. Wil je ze later toch weer? Zet ze aan in de app, bij je coaches.</p>',
      ),
    );
  });
};

/**
 * Outreach to coaches (issue 38). No route takes a user id: a match or school is looked up with the
 * caller's id, so another athlete's is a 404 like an unknown one.
 */
export const outreachRoutes: FastifyPluginAsync<{ service: OutreachService }> = async (app, { service }) => {
  addLenientJsonParser(app, undefined);
  protectDataRoutes(app);

  app.get('/outreach', async (request) => {
    const { id } = requireUser(request);
    const [entries, reminders] = await Promise.all([service.list(id), service.reminders(id)]);
    return { entries, reminders };
  });

  app.put('/outreach/reminders', async (request) => ({
    reminders: await service.setReminders(requireUser(request), request.body),
  }));

  // A new subscription address; the old one stops working (a calendar shared by mistake).
  app.post('/outreach/calendar/reset', async (request) => service.resetCalendar(requireUser(request).id));

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
