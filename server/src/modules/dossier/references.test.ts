import { createHash } from 'node:crypto';
import {
  type DossierReference,
  dossierReferenceResponseSchema,
  dossierReferencesResponseSchema,
  REFERENCE_MESSAGES,
  REFERENCE_OPEN_INVITES_MAX,
} from '@talentbrug/domain/dossier';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMailbox } from '../../db/schema/auth.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { createOutboxRepository } from '../../infra/outbox/outbox-repository.ts';
import { callApi } from '../../testing/api.ts';
import { TEST_SERVICE_KEY, type TestSession } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows } from '../../testing/test-app.ts';
import { createProfilesRepository } from '../profiles/profiles-repository.ts';
import { createReferencesRepository, REFERENCE_MAIL_CHANNEL } from './references-repository.ts';
import { createReferencesService } from './references-service.ts';
import { publishedAthlete } from './testing/athletes.ts';
import { pdfText } from './testing/pdf-text.ts';
import { staticRootWithRenderer } from './testing/static-root.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ORIGIN = 'http://localhost:3000';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: ORIGIN };
const DAY_MS = 24 * 60 * 60 * 1000;

const DUTCH_TEXT =
  'Fleur traint al vier jaar bij ons. Ze leest het spel als geen ander en is een voorbeeld voor de jongere meiden.';
const ENGLISH_TEXT = 'Fleur is the most coachable defender I have worked with in twenty years. She leads by example.';

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe("the club trainer's reference", () => {
  let app: FastifyInstance;
  let counter = 0;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) =>
    callApi(app, method, url, token, payload);

  /** A trainer's browser posting the page's form. */
  const post = (url: string, values: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': PHONE, ...headers },
      payload: form(values),
    });

  const open = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': PHONE } });

  /** An athlete of 17 with a published dossier and a link a coach opens. */
  async function athlete() {
    const { session, token } = await publishedAthlete(app, `reference${counter++}@example.nl`);
    return { session, page: `/r/${token}` };
  }

  async function invite(
    session: TestSession,
    email = `trainer${counter++}@hcbloemendaal.nl`,
  ): Promise<DossierReference> {
    const response = await call('POST', '/api/dossier/references', session.access_token, {
      trainer_email: email,
      trainer_name: 'Marieke',
      message: 'Wil je een paar zinnen over mij schrijven?',
    });
    expect(response.statusCode, response.body).toBe(201);
    return dossierReferenceResponseSchema.parse(response.json()).reference;
  }

  /** Waits until the mail queue has sent the invitation, and answers the link in the trainer's mail. */
  async function mailedLink(email: string): Promise<string> {
    for (let i = 0; i < 250; i++) {
      const pending = await app.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.channel, REFERENCE_MAIL_CHANNEL));
      const mails = await app.database.db.select().from(authMailbox);
      const mail = mails.find((row) => row.to.some((to) => to.Address === email));
      if (pending.length === 0 && mail) {
        const match = /http:\/\/localhost:3000(\/referentie\/[A-Za-z0-9_-]{32})/.exec(mail.text);
        if (!match?.[1]) throw new Error(`no link in the mail: ${mail.text}`);
        return match[1];
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('The reference mail was not sent within 5 s');
  }

  async function list(session: TestSession): Promise<DossierReference[]> {
    const response = await call('GET', '/api/dossier/references', session.access_token);
    expect(response.statusCode, response.body).toBe(200);
    return dossierReferencesResponseSchema.parse(response.json()).references;
  }

  async function invited(session: TestSession) {
    const email = `trainer${counter++}@hcbloemendaal.nl`;
    const reference = await invite(session, email);
    return { reference, url: await mailedLink(email), email };
  }

  const written = {
    name: 'Marieke Jansen',
    club: 'HC Bloemendaal',
    role: 'Hoofdtrainer MO18',
    language: 'nl',
    text: DUTCH_TEXT,
  };

  beforeAll(async () => {
    app = await buildTestApp({
      AUTH_SERVICE_KEY: TEST_SERVICE_KEY,
      STATIC_ROOT: staticRootWithRenderer(),
      PUBLIC_ORIGIN: ORIGIN,
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('mails the trainer a one-time link through the outbox; only its hash is stored', async () => {
    const { session } = await athlete();
    const email = `trainer${counter++}@hcbloemendaal.nl`;
    const reference = await invite(session, email);
    expect(reference).toMatchObject({
      status: 'invited',
      trainer_email: email,
      trainer_name: 'Marieke',
      written: null,
    });
    const days = (Date.parse(reference.expires_at) - Date.parse(reference.created_at)) / DAY_MS;
    expect(Math.round(days)).toBe(14);
    expect(JSON.stringify(reference)).not.toMatch(/token/);

    const url = await mailedLink(email);
    const token = url.split('/').pop() ?? '';
    const mail = (await app.database.db.select().from(authMailbox)).find((row) => row.to[0]?.Address === email);
    expect(mail?.subject).toBe('Fleur de Vries vraagt je om een referentie');
    expect(mail?.text).toContain('Wil je een paar zinnen over mij schrijven?');
    expect(mail?.text).toMatch(/De link werkt tot en met \d+ \w+ \d{4}/);
    const [row] = await queryRows<{ token_hash: string }>(
      app,
      sql`select token_hash from dossier_references where id = ${reference.id}`,
    );
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const anywhere = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from dossier_references r where r::text like ${`%${token}%`}`,
    );
    expect(anywhere[0]?.n).toBe(0);
    const jobs = await queryRows<{ n: number }>(
      app,
      sql`select count(*)::int as n from outbox where channel = 'reference-mail' and payload::text like ${`%${token}%`}`,
    );
    expect(jobs[0]?.n).toBe(0);
  });

  it('the link opens a Dutch form without script; errors keep what was typed; the text waits for approval', async () => {
    const { session, page } = await athlete();
    const { url, reference } = await invited(session);

    const form = await open(url);
    expect(form.statusCode).toBe(200);
    expect(form.body).toMatch(/^<!doctype html><html lang="nl">/);
    expect(form.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(form.body).not.toMatch(/<script/i);
    expect(form.body).toContain(`<form method="post" action="${url}"`);
    expect(form.headers['x-robots-tag']).toMatch(/noindex/);
    expect(form.headers['cache-control']).toBe('private, no-store');
    expect(form.headers['referrer-policy']).toBe('same-origin');
    const csp = String(form.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'/);
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/script-src|unsafe/);

    // Nothing typed is lost: the values come back with Dutch messages.
    const refused = await post(url, { ...written, club: '', text: 'x'.repeat(1201) });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="Marieke Jansen"');
    expect(refused.body).toContain('value="Hoofdtrainer MO18"');
    expect(refused.body).toContain(`>${'x'.repeat(1201)}</textarea>`);
    expect(refused.body).toContain(REFERENCE_MESSAGES.club);
    expect(refused.body).toContain(REFERENCE_MESSAGES.textTooLong);
    expect(refused.body).toContain('<option value="nl" selected>');

    // A form from another site posts nothing.
    const crossSite = await post(url, written, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await post(url, written, {});
    expect(noOrigin.statusCode).toBe(403);
    const nullOrigin = await post(url, written, { origin: 'null' });
    expect(nullOrigin.statusCode).toBe(403);
    expect((await list(session))[0]?.status).toBe('invited');

    const sent = await post(url, written);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Bedankt voor je referentie');
    expect(sent.body).toContain('Fleur de Vries keurt je referentie eerst goed');
    expect(sent.body).toContain(`action="${url}/withdraw"`);
    expect(sent.body).toContain('Intrekken');

    const [mine] = await list(session);
    expect(mine).toMatchObject({
      id: reference.id,
      status: 'written',
      written: {
        name: 'Marieke Jansen',
        club: 'HC Bloemendaal',
        role: 'Hoofdtrainer MO18',
        language: 'nl',
        text: DUTCH_TEXT,
      },
    });

    // Not approved: never in the page or the PDF.
    const html = await open(page);
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toContain('Fleur traint al vier jaar');
    expect(html.body).not.toContain('Marieke Jansen');
    const pdf = await open(`${page}.pdf`);
    expect(pdfText(pdf.rawPayload)).not.toContain('Marieke');

    // The link again: the written text, with edit and withdraw.
    const again = await open(url);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Fleur traint al vier jaar');
    expect(again.body).toContain(`href="${url}?bewerken=1"`);
    expect(again.body).toContain(`action="${url}/withdraw"`);
    const edit = await open(`${url}?bewerken=1`);
    expect(edit.body).toContain('value="HC Bloemendaal"');
    expect(edit.body).toContain(`>${DUTCH_TEXT}</textarea>`);
  });

  it('an approved reference shows on the page and in the PDF in its language; hidden or withdrawn never', async () => {
    const { session, page } = await athlete();
    const { url, reference } = await invited(session);
    expect((await post(url, { ...written, language: 'en', text: ENGLISH_TEXT })).statusCode).toBe(200);

    const early = await call('POST', `/api/dossier/references/${reference.id}/approve`, session.access_token);
    expect(early.statusCode).toBe(200);
    expect(dossierReferenceResponseSchema.parse(early.json()).reference.status).toBe('approved');

    const html = (await open(page)).body;
    expect(html).toContain('<blockquote lang="en"><p>Fleur is the most coachable defender');
    expect(html).toContain('Marieke Jansen, Hoofdtrainer MO18, <span lang="nl">HC Bloemendaal</span>');
    const pdf = pdfText((await open(`${page}.pdf`)).rawPayload);
    expect(pdf).toContain('Reference from the club coach');
    expect(pdf).toContain('Marieke Jansen, Hoofdtrainer MO18, HC Bloemendaal');

    // A new text from the trainer waits for the athlete's approval again.
    expect((await post(url, written)).statusCode).toBe(200);
    expect((await list(session))[0]?.status).toBe('written');
    expect((await open(page)).body).not.toContain('Fleur traint al vier jaar');
    await call('POST', `/api/dossier/references/${reference.id}/approve`, session.access_token);
    expect((await open(page)).body).toContain('<blockquote lang="nl"><p>Fleur traint al vier jaar');

    // Hidden by the athlete: off the page and the PDF.
    const hidden = await call('POST', `/api/dossier/references/${reference.id}/hide`, session.access_token);
    expect(dossierReferenceResponseSchema.parse(hidden.json()).reference.status).toBe('written');
    expect((await open(page)).body).not.toContain('Marieke');
    expect(pdfText((await open(`${page}.pdf`)).rawPayload)).not.toContain('Marieke');

    // Approved again, then withdrawn by the trainer with the same link: gone, and the link opens nothing.
    await call('POST', `/api/dossier/references/${reference.id}/approve`, session.access_token);
    expect((await open(page)).body).toContain('Marieke Jansen');
    const crossSite = await post(`${url}/withdraw`, {}, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const withdrawn = await post(`${url}/withdraw`, {});
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.body).toContain('Deze referentie is ingetrokken');
    expect((await open(page)).body).not.toContain('Marieke');
    expect(pdfText((await open(`${page}.pdf`)).rawPayload)).not.toContain('Marieke');
    const after = await open(url);
    expect(after.statusCode).toBe(410);
    expect(after.body).toContain('Referentie ingetrokken');
    expect(after.body).not.toContain('Fleur traint');
    expect((await post(url, written)).statusCode).toBe(410);
    const [mine] = await list(session);
    expect(mine).toMatchObject({ status: 'withdrawn', written: null });
    const approveAgain = await call('POST', `/api/dossier/references/${reference.id}/approve`, session.access_token);
    expect(approveAgain.statusCode).toBe(409);
    expect((await open(page)).body).not.toContain('Marieke');
  });

  it("another athlete's reference is a 404; an unwritten one cannot be approved", async () => {
    const { session } = await athlete();
    const other = await athlete();
    const { reference } = await invited(session);
    for (const action of ['approve', 'hide']) {
      const response = await call(
        'POST',
        `/api/dossier/references/${reference.id}/${action}`,
        other.session.access_token,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: REFERENCE_MESSAGES.notFound });
    }
    expect((await call('POST', '/api/dossier/references/not-a-uuid/approve', session.access_token)).statusCode).toBe(
      404,
    );
    expect(await list(other.session)).toEqual([]);
    const early = await call('POST', `/api/dossier/references/${reference.id}/approve`, session.access_token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: REFERENCE_MESSAGES.notWritten });
    expect((await open('/referentie/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await open('/referentie/kort')).statusCode).toBe(404);
  });

  it(`at most ${REFERENCE_OPEN_INVITES_MAX} open invitations; a bad address is a Dutch 400`, async () => {
    const { session } = await athlete();
    for (let i = 0; i < REFERENCE_OPEN_INVITES_MAX; i++) await invite(session);
    const sixth = await call('POST', '/api/dossier/references', session.access_token, {
      trainer_email: 'nog.een@example.nl',
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ error: REFERENCE_MESSAGES.tooManyOpen });
    const bad = await call('POST', '/api/dossier/references', session.access_token, { trainer_email: 'geen-adres' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(REFERENCE_MESSAGES.email);
    // The same address again within a minute: the rate limit.
    const { session: second } = await athlete();
    await invite(second, 'dezelfde@example.nl');
    const again = await call('POST', '/api/dossier/references', second.access_token, {
      trainer_email: 'dezelfde@example.nl',
    });
    expect(again.statusCode).toBe(429);
  });

  it('the link expires after 14 days (a clock passed in): no form, no writing; a written text can still be withdrawn', async () => {
    const { session } = await athlete();
    const open1 = await invited(session);
    const open2 = await invited(session);
    expect((await post(open2.url, written)).statusCode).toBe(200);
    const tokenOf = (url: string) => url.split('/').pop() ?? '';

    const serviceAt = (at: Date) =>
      createReferencesService({
        repository: createReferencesRepository(app.database.db, createOutboxRepository(app.database.db)),
        profiles: createProfilesRepository(app.database.db),
        mailer: { send: async () => {} },
        publicOrigin: ORIGIN,
        now: () => at,
      });
    const justBefore = serviceAt(new Date(Date.parse(open1.reference.expires_at) - 1000));
    expect((await justBefore.openForTrainer(tokenOf(open1.url))).state).toBe('open');
    const later = serviceAt(new Date(Date.parse(open1.reference.expires_at) + 1000));
    expect((await later.openForTrainer(tokenOf(open1.url))).state).toBe('expired');
    expect(await later.writeForTrainer(tokenOf(open1.url), written)).toBeNull();
    expect((await later.list(session.user.id)).find((r) => r.id === open1.reference.id)?.status).toBe('expired');
    const writtenLater = await later.openForTrainer(tokenOf(open2.url));
    expect(writtenLater).toMatchObject({ state: 'written', expired: true });
    expect(await later.writeForTrainer(tokenOf(open2.url), { ...written, text: 'Anders.' })).toBeNull();
    expect(await later.withdrawForTrainer(tokenOf(open2.url))).toBe(true);
    expect((await later.openForTrainer(tokenOf(open2.url))).state).toBe('withdrawn');

    // The page itself, once the stored expiry has passed.
    await app.database.db.execute(
      sql`update dossier_references set expires_at = now() - interval '1 second' where id = ${open1.reference.id}`,
    );
    const page = await open(open1.url);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Deze link is verlopen');
    expect(page.body).not.toContain('<form');
    expect((await post(open1.url, written)).statusCode).toBe(410);
  });
});
