import { randomBytes } from 'node:crypto';
import { contactCalendarResponseSchema } from '@talentbrug/domain/contact-calendar';
import { OUTREACH_MESSAGES, outreachResponseSchema, reminderSettingsResponseSchema } from '@talentbrug/domain/outreach';
import { FLEUR_DOSSIER } from '@talentbrug/domain/testing/athletes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceSecret } from '../../infra/instance-secrets.ts';
import { createMailboxRepository } from '../../infra/mail/mailbox-repository.ts';
import { createMailer } from '../../infra/mail/mailer.ts';
import { createOutboxRepository } from '../../infra/outbox/outbox-repository.ts';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { signIn, TEST_SERVICE_KEY, type TestSession } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows } from '../../testing/test-app.ts';
import { unsubscribeLinks } from './calendar-link.ts';
import { createOutreachRepository } from './outreach-repository.ts';
import { createReminderJob, dueSchools, isoWeek } from './reminder-job.ts';
import { reminderMail } from './reminder-mail.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the reminder rules, pure', () => {
  it('names the ISO week of the Dutch day', () => {
    expect(isoWeek(new Date('2026-12-07T08:00:00Z'))).toBe('2026-W50');
    // Sunday 23:30 UTC is Monday in Amsterdam: the next week.
    expect(isoWeek(new Date('2026-12-06T23:30:00Z'))).toBe('2026-W50');
    expect(isoWeek(new Date('2026-12-06T22:30:00Z'))).toBe('2026-W49');
    // 1 January 2027 is a Friday: still the last week of 2026 (ISO 8601 has 53 weeks in 2026).
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2027-01-04T12:00:00Z'))).toBe('2027-W01');
  });

  it('lists the schools whose follow-up or note to an assistant is due, and no other', () => {
    const at = new Date('2026-12-20T09:00:00Z');
    const ago = (days: number) => new Date(at.getTime() - days * DAY).toISOString();
    const names = new Map([
      ['1', 'Duke University'],
      ['2', 'Wake Forest University'],
    ]);
    const due = dueSchools(
      [
        { institutionId: '1', status: 'contacted', sent: [{ kind: 'first', at: ago(11) }], repliedAt: null },
        {
          institutionId: '2',
          status: 'contacted',
          sent: [
            { kind: 'first', at: ago(25) },
            { kind: 'follow_up', at: ago(12) },
          ],
          repliedAt: null,
        },
        // Written 3 days ago: wait.
        { institutionId: '3', status: 'contacted', sent: [{ kind: 'first', at: ago(3) }], repliedAt: null },
        // The assistant was written: never more.
        {
          institutionId: '4',
          status: 'contacted',
          sent: [
            { kind: 'first', at: ago(40) },
            { kind: 'follow_up', at: ago(30) },
            { kind: 'assistant', at: ago(15) },
          ],
          repliedAt: null,
        },
      ],
      names,
      at,
    );
    expect(due).toEqual([
      { institution_id: '1', school_name: 'Duke University', step: 'follow_up' },
      { institution_id: '2', school_name: 'Wake Forest University', step: 'write_assistant' },
    ]);
  });

  it('writes one Dutch mail with every school, its step and a one-click unsubscribe (RFC 8058)', () => {
    const mail = reminderMail({
      user_id: '00000000-0000-4000-8000-000000000000',
      to: 'fleur@example.nl',
      first_name: 'Fleur',
      week: '2026-W51',
      schools: [
        { institution_id: '1', school_name: 'Duke University', step: 'follow_up' },
        { institution_id: '2', school_name: 'Wake Forest University', step: 'write_assistant' },
      ],
      page_url: 'https://talentbrug.nl/matches',
      unsubscribe_url: 'https://talentbrug.nl/api/outreach/reminders/unsubscribe/abc',
    });
    expect(mail.subject).toBe('Deze week: 2 scholen wachten op je volgende stap');
    expect(mail.text).toContain('Hoi Fleur,');
    expect(mail.text).toContain('- Duke University: al tien dagen niets gehoord. Stuur één korte follow-up');
    expect(mail.text).toContain('- Wake Forest University: ook na je follow-up stil. Mail nu een assistent-coach');
    expect(mail.text).toContain('https://talentbrug.nl/matches');
    expect(mail.text).toContain('https://talentbrug.nl/api/outreach/reminders/unsubscribe/abc');
    expect(mail.html).toContain('href="https://talentbrug.nl/api/outreach/reminders/unsubscribe/abc"');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://talentbrug.nl/api/outreach/reminders/unsubscribe/abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('reminders by e-mail and the calendar address', () => {
  let app: FastifyInstance;
  let fleur: TestSession;
  let sem: TestSession;
  /** When the job runs: 11 days after the first e-mails were recorded, so their follow-up is due. */
  let firstRun: Date;

  const call = (method: ApiMethod, url: string, token: string, payload?: unknown) =>
    callApi(app, method, url, token, payload);

  /** A job as another instance of the server would run it: its own objects over the same database. */
  function instance() {
    const db = app.database.db;
    return createReminderJob({
      repository: createOutreachRepository(db),
      outbox: createOutboxRepository(db),
      mailer: createMailer({
        config: { smtpUrl: null, from: null, devInbox: true },
        publicOrigin: 'http://localhost:3000',
        mailbox: createMailboxRepository(db),
      }),
      unsubscribe: unsubscribeLinks(() =>
        instanceSecret(db, 'outreach_unsubscribe_key', () => randomBytes(32).toString('base64url')),
      ),
      publicOrigin: 'http://localhost:3000',
    });
  }

  const mails = (to: string) =>
    queryRows<{ subject: string; text: string }>(
      app,
      sql`select subject, text from tb_auth.mailbox where "to"::text like ${`%${to}%`} order by created_at`,
    );

  async function contacted(session: TestSession, institutionId: string, sentAt: Date): Promise<void> {
    await app.database.db.execute(sql`
      insert into outreach_entries (user_id, institution_id, status, sent)
      values (${session.user.id}, ${institutionId}, 'contacted',
              ${JSON.stringify([{ kind: 'first', at: sentAt.toISOString() }])}::jsonb)`);
  }

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    fleur = await signIn(app, 'fleur.reminders@example.nl');
    sem = await signIn(app, 'sem.reminders@example.nl');
    const profile = await call('POST', '/api/profiles', fleur.access_token, FLEUR_DOSSIER.profile);
    expect(profile.statusCode, profile.body).toBe(201);
    // Years ahead of the real clock, so the app's own hourly pass never finds these due during the test.
    const sentAt = new Date('2031-03-03T10:00:00Z');
    firstRun = new Date(sentAt.getTime() + 11 * DAY);
    // Two schools e-mailed each, one of them waiting for a reply too short to follow up.
    await contacted(fleur, '199120', sentAt);
    await contacted(fleur, '198419', sentAt);
    await contacted(fleur, '166027', new Date(firstRun.getTime() - 2 * DAY));
    await contacted(sem, '199120', sentAt);
    // An app, two athletes and four schools: past the 30 s default on a loaded 2-core machine.
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('is off until the athlete turns it on, and only true or false is taken', async () => {
    const before = outreachResponseSchema.parse((await call('GET', '/api/outreach', fleur.access_token)).json());
    expect(before.reminders).toEqual({ email: false });
    const wrong = await call('PUT', '/api/outreach/reminders', fleur.access_token, { email: 'ja' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(OUTREACH_MESSAGES.reminders);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/outreach/reminders', payload: { email: true } })).statusCode,
    ).toBe(401);
    // Nothing goes to an athlete who did not opt in.
    expect(await instance().run(firstRun)).toEqual({ enqueued: 0, sent: 0 });

    const on = await call('PUT', '/api/outreach/reminders', fleur.access_token, { email: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(reminderSettingsResponseSchema.parse(on.json())).toEqual({ reminders: { email: true } });
    const after = outreachResponseSchema.parse((await call('GET', '/api/outreach', fleur.access_token)).json());
    expect(after.reminders).toEqual({ email: true });
  });

  it('sends one mail a week, once, even when two instances run the job at the same moment', async () => {
    const [a, b] = await Promise.all([instance().run(firstRun), instance().run(firstRun)]);
    expect((a?.enqueued ?? 0) + (b?.enqueued ?? 0)).toBe(1);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(1);
    const sent = await mails('fleur.reminders@example.nl');
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.subject).toBe('Deze week: 2 scholen wachten op je volgende stap');
    expect(mail?.text).toContain('Hoi Fleur,');
    expect(mail?.text).toContain('al tien dagen niets gehoord');
    // The school written two days ago is not in it; Sem (no opt-in) got nothing.
    expect(mail?.text.match(/^- /gm)).toHaveLength(2);
    expect(await mails('sem.reminders@example.nl')).toEqual([]);
    // The outbox row went with the mail (it held an address); the week's claim stays.
    expect(await queryRows(app, sql`select id from outbox where channel = 'outreach-mail'`)).toEqual([]);
    const claims = await queryRows<{ week: string }>(
      app,
      sql`select week from outreach_reminders where user_id = ${fleur.user.id}`,
    );
    expect(claims).toEqual([{ week: isoWeek(firstRun) }]);

    // Later the same week, and early next week (within 7 days): nothing more.
    expect(await instance().run(new Date(firstRun.getTime() + 1 * DAY))).toEqual({ enqueued: 0, sent: 0 });
    expect(await instance().run(new Date(firstRun.getTime() + 5 * DAY))).toEqual({ enqueued: 0, sent: 0 });
    // A week later, the follow-ups still not sent: the next reminder.
    const nextWeek = new Date(firstRun.getTime() + 7 * DAY);
    const [c, d] = await Promise.all([instance().run(nextWeek), instance().run(nextWeek)]);
    expect((c?.sent ?? 0) + (d?.sent ?? 0)).toBe(1);
    expect(await mails('fleur.reminders@example.nl')).toHaveLength(2);
  });

  it("unsubscribes with one click: GET asks, POST (the mail program's or the page's) turns it off", async () => {
    const [mail] = await mails('fleur.reminders@example.nl');
    const url = /http:\/\/localhost:3000(\/api\/outreach\/reminders\/unsubscribe\/\S+)/.exec(mail?.text ?? '')?.[1];
    expect(url).toBeDefined();
    const path = url ?? '';

    // A mail scanner that opens the link changes nothing.
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Ja, zet herinneringen uit');
    expect(
      outreachResponseSchema.parse((await call('GET', '/api/outreach', fleur.access_token)).json()).reminders,
    ).toEqual({ email: true });

    // An altered address is a 404 and changes nothing.
    const altered = `${path.slice(0, -2)}${path.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await app.inject({ method: 'GET', url: altered })).statusCode).toBe(404);
    const refused = await app.inject({
      method: 'POST',
      url: altered,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(404);

    // The mail program's one-click POST (RFC 8058), without a session.
    const done = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('Je krijgt geen herinneringen meer');
    expect(
      outreachResponseSchema.parse((await call('GET', '/api/outreach', fleur.access_token)).json()).reminders,
    ).toEqual({ email: false });
    // Twice is no error.
    expect((await app.inject({ method: 'POST', url: path })).statusCode).toBe(200);
    // Weeks later, still due, nothing goes.
    expect(await instance().run(new Date(firstRun.getTime() + 21 * DAY))).toEqual({ enqueued: 0, sent: 0 });
    expect(await mails('fleur.reminders@example.nl')).toHaveLength(2);
  });

  it('drops a queued reminder when the athlete unsubscribed before it was mailed', async () => {
    await call('PUT', '/api/outreach/reminders', fleur.access_token, { email: true });
    const job = instance();
    const later = new Date(firstRun.getTime() + 28 * DAY);
    expect(await job.enqueueDue(later)).toBe(1);
    await call('PUT', '/api/outreach/reminders', fleur.access_token, { email: false });
    expect(await job.deliverDue()).toBe(1);
    expect(await mails('fleur.reminders@example.nl')).toHaveLength(2);
    expect(await queryRows(app, sql`select id from outbox where channel = 'outreach-mail'`)).toEqual([]);
  });

  it('gives a new calendar address on reset; the old one answers 404', async () => {
    const read = async () => {
      const response = await call('GET', '/api/outreach/calendar', fleur.access_token);
      expect(response.statusCode, response.body).toBe(200);
      return contactCalendarResponseSchema.parse(response.json()).calendar;
    };
    const pathOf = (url: string | null) => new URL(url ?? '').pathname;
    const before = await read();
    // The timeline says where the athlete is today, one sentence per date.
    expect(before.timeline.map((line) => line.rule_id)).toEqual(before.dates.map((date) => date.rule_id));
    expect(before.timeline[0]?.sentence).toMatch(/^Coaches in D1 hockey mogen je vanaf /);
    const old = pathOf(before.subscribe_url);
    expect((await app.inject({ method: 'GET', url: old })).statusCode).toBe(200);

    const reset = await call('POST', '/api/outreach/calendar/reset', fleur.access_token);
    expect(reset.statusCode, reset.body).toBe(200);
    const fresh = (reset.json() as { subscribe_url: string }).subscribe_url;
    expect(fresh).not.toBe(before.subscribe_url);
    expect((await read()).subscribe_url).toBe(fresh);
    expect((await app.inject({ method: 'GET', url: old })).statusCode).toBe(404);
    const file = await app.inject({ method: 'GET', url: pathOf(fresh) });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('BEGIN:VCALENDAR');
    // Another reset closes the second one too; another athlete's address is untouched by it.
    const again = await call('POST', '/api/outreach/calendar/reset', fleur.access_token);
    expect((await app.inject({ method: 'GET', url: pathOf(fresh) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pathOf(again.json().subscribe_url) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/outreach/calendar/reset' })).statusCode).toBe(401);
  });
});
