import {
  DOSSIER_FIELD_DEFAULTS,
  DOSSIER_MESSAGES,
  DOSSIER_NOT_FOUND,
  DOSSIER_TEXT_MAX,
  type DossierLink,
  dossierLinkResponseSchema,
  dossierLinksResponseSchema,
  dossierResponseSchema,
  type PublicDossier,
  publicDossierSchema,
} from '@talentbrug/domain/dossier';
import { exampleUnder16OnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { bornYearsAgo, FLEUR_PUBLIC_FACTS } from '@talentbrug/domain/testing/athletes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { signIn, TEST_SERVICE_KEY, type TestSession } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows } from '../../testing/test-app.ts';
import { deleteAccount, exportAccount } from '../account/testing/account-rights.ts';
import { count } from '../account/testing/athlete-data.ts';
import { multipartBody, multipartHeaders, PDF, PNG_1X1 } from '../uploads/testing/fixtures.ts';
import { athleteWithProfile, tokenOf } from './testing/athletes.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const PREVIEWS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp/2.23.20.0 A',
  'Twitterbot/1.0',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15 (Applebot/0.1)',
  'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
  'curl/8.5.0',
  '',
];

describe('the recruiting dossier', () => {
  let app: FastifyInstance;
  let counter = 0;

  const call = (method: ApiMethod, url: string, token: string | null, payload?: unknown) =>
    callApi(app, method, url, token, payload);

  /** A signed-in athlete with a full profile: Fleur de Vries, a hockey player of 17, unless told otherwise. */
  const athlete = (profile: Record<string, unknown> = {}) =>
    athleteWithProfile(app, `dossier${counter++}@example.nl`, profile);

  async function put(session: TestSession, body: unknown) {
    const response = await call('PUT', '/api/dossier', session.access_token, body);
    expect(response.statusCode, response.body).toBe(200);
    return dossierResponseSchema.parse(response.json());
  }

  async function newLink(session: TestSession, body: unknown = { label: 'Coach Miller, UNC' }): Promise<DossierLink> {
    const response = await call('POST', '/api/dossier/links', session.access_token, body);
    expect(response.statusCode, response.body).toBe(201);
    return dossierLinkResponseSchema.parse(response.json()).link;
  }

  async function links(session: TestSession): Promise<DossierLink[]> {
    const response = await call('GET', '/api/dossier/links', session.access_token);
    expect(response.statusCode, response.body).toBe(200);
    return dossierLinksResponseSchema.parse(response.json()).links;
  }

  /** What the page at /r/{token} gets: the view, or the not-found message. */
  async function open(
    token: string,
    visit: { userAgent?: string | null; visitMarker?: string | null; head?: boolean } = {},
  ): Promise<PublicDossier | string> {
    try {
      return publicDossierSchema.parse(
        await app.dossiers.openPublicDossier(token, { userAgent: PHONE, visitMarker: 'visit-1', ...visit }),
      );
    } catch (error) {
      if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) return error.message;
      throw error;
    }
  }

  async function opened(token: string, visit: Parameters<typeof open>[1] = {}): Promise<PublicDossier> {
    const view = await open(token, visit);
    if (typeof view === 'string') throw new Error(`not found: ${view}`);
    return view;
  }

  /**
   * Noor (15) after the wizard: her mother Marieke's consent (name, address, moment) recorded with
   * the submission, which also makes her profile.
   */
  async function noorAfterTheWizard() {
    const session = await signIn(app, `noor${counter++}@example.nl`);
    const body = toSubmitBody(exampleUnder16OnboardingData());
    const response = await app.inject({
      method: 'POST',
      url: '/api/onboarding/submit',
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
        'idempotency-key': `dossier-wizard-${counter++}`,
      },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBe(201);
    return { session, consentAt: body.consent.guardian?.accepted_at ?? '' };
  }

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
  });
  afterAll(() => app.close());

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/dossier'],
      ['PUT', '/api/dossier'],
      ['GET', '/api/dossier/links'],
      ['POST', '/api/dossier/links'],
      ['DELETE', '/api/dossier/links/6d1a3c0e-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await call(method, url, null, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json(), `${method} ${url}`).toEqual({ error: expect.any(String) });
    }
  });

  it('starts unpublished with the safe defaults: no contact, no photo, no school, no NCAA ID, no weight of a minor', async () => {
    const session = await athlete({ video_link: 'youtube.com/watch?v=fleur2026' });
    const response = await call('GET', '/api/dossier', session.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { dossier, preview } = dossierResponseSchema.parse(response.json());
    expect(dossier).toMatchObject({
      published: false,
      // Fleur is 17: 'Lengte en gewicht' starts off until she switches it on.
      public_fields: { ...DOSSIER_FIELD_DEFAULTS, measurements: false },
      athlete_email: session.user.email,
      consent_required: false,
      parent_consent: null,
      updated_at: null,
    });
    expect(preview).toMatchObject({
      name: 'Fleur de Vries',
      contact: null,
      ncaa_id: null,
      photo_url: null,
      ...FLEUR_PUBLIC_FACTS,
      height: null,
      weight: null,
      // Her profile's 'Verdediger', in the coach's English until she writes her own.
      position: 'Defender',
      english_test: { test: 'TOEFL iBT', score: 95 },
      test_scores: { sat: 1250, act: null },
      academics: {
        school: null,
        dutch_average_grade: 7.5,
        gpa_basis: 'converted_dutch_average',
        gpa_table:
          "The Dutch 10-point average converted to the 4.0 scale with a Dutch university college's conversion table (University College Utrecht)",
      },
      video: { url: 'https://youtube.com/watch?v=fleur2026', uploaded: false, poster_url: null, clips: [] },
    });
    expect(preview.level).toMatchObject({
      tier: 2,
      us_levels: expect.arrayContaining([{ level: 'NCAA Division I', fit: 'typical' }]),
    });
    expect(preview.level?.dutch_name).toMatch(/Hoofdklasse/);
    expect(preview.level?.explanation).toMatch(/typical NCAA Division I recruit/);
  });

  it('refuses bad input with 400 and a Dutch error', async () => {
    const session = await athlete();
    const cases: [string, string, unknown, string | null][] = [
      ['PUT', '/api/dossier', { ncaa_id: '12345' }, 'ncaa_id'],
      ['PUT', '/api/dossier', { athlete_email: 'geen-adres' }, 'athlete_email'],
      ['PUT', '/api/dossier', { public_fields: { phone: true } }, null],
      ['PUT', '/api/dossier', { date_of_birth: '2001-01-01' }, null],
      ['PUT', '/api/dossier', { about_en: 'x'.repeat(1501) }, 'about_en'],
      ['PUT', '/api/dossier', { key_stats_en: 'x'.repeat(DOSSIER_TEXT_MAX.key_stats + 1) }, 'key_stats_en'],
      ['PUT', '/api/dossier', { published: 'ja' }, 'published'],
      [
        'PUT',
        '/api/dossier',
        { parent_consent: { parent_email: 'ouder@example.nl', given_on: '2999-01-01' } },
        'parent_consent.given_on',
      ],
      ['PUT', '/api/dossier', { photo_upload_id: '6d1a3c0e-0000-4000-8000-000000000000' }, 'photo_upload_id'],
      ['POST', '/api/dossier/links', {}, 'label'],
      ['POST', '/api/dossier/links', { label: '   ' }, 'label'],
      ['POST', '/api/dossier/links', { label: 'UNC', institution_id: 'unc' }, 'institution_id'],
      ['POST', '/api/dossier/links', { label: 'UNC', institution_id: '999999' }, 'institution_id'],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await call(method as 'PUT' | 'POST', url, session.access_token, body);
      const what = `${method} ${JSON.stringify(body)}`;
      expect(response.statusCode, what).toBe(400);
      const answer = response.json();
      expect(answer.error, what).toEqual(expect.any(String));
      // Dutch, never zod's English.
      expect(`${answer.error} ${Object.values(answer.fields ?? {}).join(' ')}`, what).not.toMatch(
        /\b(Invalid|Expected|Unrecognized|received)\b/,
      );
      if (field) expect(answer.fields?.[field], what).toEqual(expect.any(String));
    }
    const photo = await call('PUT', '/api/dossier', session.access_token, {
      photo_upload_id: '6d1a3c0e-0000-4000-8000-000000000000',
    });
    expect(photo.json().error).toBe(DOSSIER_MESSAGES.photo);
    const ncaa = await call('PUT', '/api/dossier', session.access_token, { ncaa_id: '12345' });
    expect(ncaa.json().fields.ncaa_id).toBe(DOSSIER_MESSAGES.ncaaId);
    // Nothing was stored by the refusals.
    expect((await call('GET', '/api/dossier', session.access_token)).json().dossier.updated_at).toBeNull();
  });

  it('makes links, lists them without their address, revokes them, and a revoked link opens nothing', async () => {
    const session = await athlete();
    await put(session, { published: true });
    const [institution] = await queryRows<{ id: string }>(app, sql`select id from institutions order by id limit 1`);
    const school = await newLink(session, { label: '  Coach Miller  ', institution_id: institution?.id });
    expect(school).toMatchObject({
      label: 'Coach Miller',
      institution_id: institution?.id,
      views: 0,
      last_viewed_at: null,
      revoked: false,
    });
    expect(school.url).toMatch(/^https?:\/\/[^/]+\/r\/[A-Za-z0-9_-]{32}$/);
    const other = await newLink(session, { label: 'Trainer camp' });
    expect(tokenOf(other)).not.toBe(tokenOf(school));

    const listed = await links(session);
    expect(listed.map((link) => link.id)).toEqual([other.id, school.id]);
    expect(listed.every((link) => link.url === null)).toBe(true);
    // The database holds a hash of the token, never the token.
    const stored = await queryRows<Record<string, unknown>>(
      app,
      sql`select * from dossier_links where id = ${school.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(tokenOf(school));
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    expect(await opened(tokenOf(school))).toMatchObject({ name: 'Fleur de Vries' });
    const revoked = await call('DELETE', `/api/dossier/links/${school.id}`, session.access_token);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(dossierLinkResponseSchema.parse(revoked.json()).link).toMatchObject({
      id: school.id,
      revoked: true,
      views: 1,
    });
    expect(await open(tokenOf(school))).toBe(DOSSIER_NOT_FOUND);
    // Revoking again changes nothing; the other link still opens.
    expect((await call('DELETE', `/api/dossier/links/${school.id}`, session.access_token)).statusCode).toBe(200);
    expect(await opened(tokenOf(other))).toMatchObject({ name: 'Fleur de Vries' });
    expect((await links(session)).map((link) => [link.id, link.revoked])).toEqual([
      [other.id, false],
      [school.id, true],
    ]);

    // Unknown and malformed tokens: the same answer.
    for (const token of ['A'.repeat(32), 'kort', `${tokenOf(other)}x`, '']) {
      expect(await open(token), token).toBe(DOSSIER_NOT_FOUND);
    }
  });

  it('makes at most 200 links per athlete, revoked ones included', async () => {
    const session = await athlete();
    await app.database.db.execute(sql`
      insert into dossier_links (user_id, token_hash, label, revoked_at)
      select ${session.user.id}, md5(n::text) || md5(n::text), 'School ' || n, case when n % 2 = 0 then now() end
      from generate_series(1, 199) as n`);
    await newLink(session, { label: 'De tweehonderdste' });
    const refused = await call('POST', '/api/dossier/links', session.access_token, { label: 'Nog een' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: DOSSIER_MESSAGES.tooManyLinks });
    expect(await links(session)).toHaveLength(200);
  });

  it("answers 404 for another athlete's link and leaves it alone", async () => {
    const owner = await athlete();
    const other = await athlete();
    await put(owner, { published: true });
    const link = await newLink(owner);
    for (const id of [link.id, 'not-a-uuid', '6d1a3c0e-0000-4000-8000-000000000000']) {
      const response = await call('DELETE', `/api/dossier/links/${id}`, other.access_token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: DOSSIER_MESSAGES.linkNotFound });
    }
    expect(await links(other)).toEqual([]);
    expect((await links(owner))[0]).toMatchObject({ id: link.id, revoked: false });
    expect(await opened(tokenOf(link))).toMatchObject({ name: 'Fleur de Vries' });
  });

  it('counts a view once per visit; previews, crawlers, scripts and HEAD requests do not count', async () => {
    const session = await athlete();
    await put(session, { published: true });
    const link = await newLink(session);
    const token = tokenOf(link);
    const views = async () => (await links(session)).find((l) => l.id === link.id)?.views;

    await opened(token, { visitMarker: 'coach-a' });
    await opened(token, { visitMarker: 'coach-a' });
    await opened(token, { visitMarker: 'coach-a' });
    expect(await views()).toBe(1);
    await opened(token, { visitMarker: 'coach-b' });
    expect(await views()).toBe(2);
    for (const userAgent of PREVIEWS) {
      // A preview gets the page (it renders the card), and is not counted.
      expect(await opened(token, { userAgent, visitMarker: `preview-${userAgent}` }), userAgent).toMatchObject({
        name: 'Fleur de Vries',
      });
    }
    await opened(token, { visitMarker: 'coach-c', head: true });
    await opened(token, { userAgent: null, visitMarker: 'coach-d' });
    expect(await views()).toBe(2);

    // Half an hour after coach A's last request the visit has ended: the marker is forgotten, and a new visit counts.
    await app.database.db.execute(
      sql`update dossier_views set last_seen_at = last_seen_at - interval '31 minutes', started_at = started_at - interval '31 minutes'
          where link_id = ${link.id}`,
    );
    await opened(token, { visitMarker: 'coach-a' });
    const [listed] = (await links(session)).filter((l) => l.id === link.id);
    expect(listed?.views).toBe(3);
    expect(Date.now() - new Date(listed?.last_viewed_at ?? 0).getTime()).toBeLessThan(60_000);
    const markers = await queryRows<{ visit_hash: string | null }>(
      app,
      sql`select visit_hash from dossier_views where link_id = ${link.id} order by started_at`,
    );
    expect(markers.map((row) => row.visit_hash === null)).toEqual([true, true, false]);
    // No IP address, browser or marker in the clear.
    const rows = JSON.stringify(await queryRows(app, sql`select * from dossier_views where link_id = ${link.id}`));
    expect(rows).not.toContain('coach-a');
    expect(rows).not.toContain('iPhone');
    expect(rows).not.toContain('127.0.0.1');

    // Views of one link are not another's.
    const second = await newLink(session, { label: 'Coach Jones' });
    expect((await links(session)).find((l) => l.id === second.id)).toMatchObject({ views: 0, last_viewed_at: null });
  });

  it('shows only what the athlete made public', async () => {
    const session = await athlete({ current_team: 'Geheime Club HC' });
    const ncaa = '2301234567';
    await put(session, {
      published: true,
      ncaa_id: '2301 234 567',
      about_en: 'Left-footed defender who reads the game.',
      achievements_en: 'Dutch U18 champion 2025.',
      parent_email: 'ouder@example.nl',
      public_fields: { club: false, measurements: false },
    });
    const token = tokenOf(await newLink(session));
    const view = await opened(token);
    expect(view).toMatchObject({
      club: null,
      height: null,
      weight: null,
      ncaa_id: null,
      contact: null,
      about: 'Left-footed defender who reads the game.',
      achievements: 'Dutch U18 champion 2025.',
    });
    const page = JSON.stringify(view);
    // The height as the view writes it (a bare '172' could be part of a timestamp's milliseconds).
    for (const hidden of [
      'Geheime Club',
      ncaa,
      session.user.email,
      'ouder@example.nl',
      '"cm":172',
      "5'8",
      'Nederlandse',
    ]) {
      expect(page, hidden).not.toContain(hidden);
    }
    // The date of birth is never shown, whatever is switched on.
    const everything = await put(session, {
      public_fields: Object.fromEntries(Object.keys(DOSSIER_FIELD_DEFAULTS).map((field) => [field, true])),
    });
    expect(everything.dossier.ncaa_id).toBe(ncaa);
    const full = await opened(token);
    expect(full).toMatchObject({
      club: 'Geheime Club HC',
      ncaa_id: ncaa,
      contact: { athlete_email: session.user.email, parent_email: 'ouder@example.nl' },
      height: { cm: 172 },
    });
    expect(JSON.stringify(full)).not.toContain(bornYearsAgo(17));
    expect(JSON.stringify(full)).not.toContain(bornYearsAgo(17).slice(0, 4));
  });

  it("keeps the athlete's key stats in English on her own row; the page shows them only published and filled, never her Dutch", async () => {
    const dutch = '14 doelpunten en 9 assists in 22 wedstrijden (MO18, seizoen 2025-2026)';
    const english = '14 goals, 9 assists in 22 games (U18, 2025-26)\nTop scorer of the team';
    const session = await athlete({ key_stats: dutch });
    const other = await athlete({ key_stats: 'Snelste sprint 2,9 s over 20 m' });
    const token = tokenOf(await newLink(session));

    // Not written yet: the editor shows her Dutch to translate from; the page has nothing of it.
    const first = await put(session, { published: true });
    expect(first.dossier).toMatchObject({ key_stats_en: null, profile_key_stats: dutch });
    expect(first.dossier.public_fields.key_stats).toBe(true);
    expect(first.preview.key_stats).toBeNull();
    expect((await opened(token)).key_stats).toBeNull();
    expect(JSON.stringify(await opened(token))).not.toContain('doelpunten');

    const written = await put(session, { key_stats_en: `  ${english}  ` });
    expect(written.dossier).toMatchObject({ key_stats_en: english, profile_key_stats: dutch });
    expect(written.preview.key_stats).toBe(english);
    const view = await opened(token);
    expect(view.key_stats).toBe(english);
    expect(JSON.stringify(view)).not.toContain('doelpunten');

    // Only her row: another athlete's save and answer are their own.
    const theirs = await put(other, { key_stats_en: 'Fastest 20 m sprint: 2.9 s' });
    expect(theirs.dossier).toMatchObject({
      key_stats_en: 'Fastest 20 m sprint: 2.9 s',
      profile_key_stats: 'Snelste sprint 2,9 s over 20 m',
    });
    const rows = await queryRows<{ user_id: string; key_stats_en: string | null }>(
      app,
      sql`select user_id, key_stats_en from dossiers where user_id in (${session.user.id}, ${other.user.id})`,
    );
    expect(new Map(rows.map((row) => [row.user_id, row.key_stats_en]))).toEqual(
      new Map([
        [session.user.id, english],
        [other.user.id, 'Fastest 20 m sprint: 2.9 s'],
      ]),
    );
    expect((await opened(token)).key_stats).toBe(english);

    // The switch keeps them back, and a save that leaves them out keeps them.
    const hidden = await put(session, { public_fields: { key_stats: false } });
    expect(hidden.dossier.key_stats_en).toBe(english);
    expect(hidden.preview.key_stats).toBeNull();
    expect((await opened(token)).key_stats).toBeNull();
    await put(session, { public_fields: { key_stats: true } });
    expect((await opened(token)).key_stats).toBe(english);

    // Offline, the page opens nothing at all.
    await put(session, { published: false });
    expect(await open(token)).toBe(DOSSIER_NOT_FOUND);
    await put(session, { published: true });

    // Too long: refused with the Dutch message at its field, and nothing stored.
    const refused = await call('PUT', '/api/dossier', session.access_token, {
      key_stats_en: 'x'.repeat(DOSSIER_TEXT_MAX.key_stats + 1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Ongeldige invoer',
      fields: { key_stats_en: `Gebruik maximaal ${DOSSIER_TEXT_MAX.key_stats} tekens.` },
    });
    expect((await opened(token)).key_stats).toBe(english);

    // Emptied: off the page, no empty part left.
    const emptied = await put(session, { key_stats_en: '   ' });
    expect(emptied.dossier.key_stats_en).toBeNull();
    // Lines pasted from a word processor are kept as lines the page and the PDF read ('\n'); null empties.
    const pasted = await put(session, { key_stats_en: '2k ergo: 7:18.4\u20286k ergo: 24:02.0\r\nHeight: 5\'11"' });
    expect(pasted.dossier.key_stats_en).toBe('2k ergo: 7:18.4\n6k ergo: 24:02.0\nHeight: 5\'11"');
    expect((await put(session, { key_stats_en: null })).dossier.key_stats_en).toBeNull();
    expect((await opened(token)).key_stats).toBeNull();
  });

  it('opens nothing while the dossier is not published', async () => {
    const session = await athlete();
    const link = await newLink(session);
    expect(await open(tokenOf(link))).toBe(DOSSIER_NOT_FOUND);
    await put(session, { published: true });
    expect(await opened(tokenOf(link))).toMatchObject({ name: 'Fleur de Vries' });
    const off = await put(session, { published: false });
    expect(off.dossier).toMatchObject({ published: false, published_at: null });
    expect(await open(tokenOf(link))).toBe(DOSSIER_NOT_FOUND);
    // Views are not counted for a page that was not shown.
    expect((await links(session))[0]?.views).toBe(1);
  });

  it('publishes for an athlete under 16 only with the consent of a parent recorded', async () => {
    // Turns 16 tomorrow: still 15 today.
    const session = await athlete({ date_of_birth: bornYearsAgo(16, 1) });
    expect((await call('GET', '/api/dossier', session.access_token)).json().dossier.consent_required).toBe(true);
    const refused = await call('PUT', '/api/dossier', session.access_token, { published: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: DOSSIER_MESSAGES.consentNeeded });

    const own = await call('PUT', '/api/dossier', session.access_token, {
      published: true,
      parent_consent: { parent_email: session.user.email.toUpperCase(), given_on: '2026-11-01' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe(DOSSIER_MESSAGES.consentOwnEmail);

    const link = await newLink(session);
    expect(await open(tokenOf(link))).toBe(DOSSIER_NOT_FOUND);
    const published = await put(session, {
      published: true,
      parent_consent: { parent_email: 'moeder@example.nl', given_on: '2026-11-01' },
    });
    expect(published.dossier).toMatchObject({
      published: true,
      consent_required: true,
      parent_consent: { parent_email: 'moeder@example.nl', given_on: '2026-11-01', recorded_at: expect.any(String) },
    });
    expect(await opened(tokenOf(link))).toMatchObject({ name: 'Fleur de Vries' });

    // The consent cannot be taken away from a published dossier; unpublished first, it can.
    const withdraw = await call('PUT', '/api/dossier', session.access_token, { parent_consent: null });
    expect(withdraw.statusCode).toBe(400);
    expect(withdraw.json()).toEqual({ error: DOSSIER_MESSAGES.consentNeeded });
    expect((await put(session, { published: false, parent_consent: null })).dossier.parent_consent).toBeNull();
  });

  it('closes a published page when the profile shows the athlete is under 16 without consent, or has no date of birth', async () => {
    const session = await athlete({ date_of_birth: bornYearsAgo(16) });
    await put(session, { published: true });
    const token = tokenOf(await newLink(session));
    expect(await opened(token)).toMatchObject({ name: 'Fleur de Vries' });
    const younger = await call('PATCH', '/api/profiles/me', session.access_token, { date_of_birth: bornYearsAgo(15) });
    expect(younger.statusCode, younger.body).toBe(200);
    expect(await open(token)).toBe(DOSSIER_NOT_FOUND);

    const unknown = await athlete({ date_of_birth: null });
    const refused = await call('PUT', '/api/dossier', unknown.access_token, { published: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: DOSSIER_MESSAGES.consentNeededNoBirthDate });

    const noProfile = await signIn(app, `zonderprofiel${counter++}@example.nl`);
    const empty = await call('PUT', '/api/dossier', noProfile.access_token, { published: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: DOSSIER_MESSAGES.noProfile });
  });

  it('counts the consent her parent gave in the wizard: Noor (15) publishes without recording it again, and no one else borrows it', async () => {
    const { session: noor, consentAt } = await noorAfterTheWizard();
    const before = dossierResponseSchema.parse((await call('GET', '/api/dossier', noor.access_token)).json());
    expect(before.dossier).toMatchObject({
      consent_required: true,
      parent_consent: null,
      onboarding_consent: {
        parent_name: 'Marieke Bakker',
        parent_email: 'marieke.bakker@example.nl',
        given_at: new Date(consentAt).toISOString(),
      },
    });
    const token = tokenOf(await newLink(noor));
    expect((await put(noor, { published: true })).dossier).toMatchObject({ published: true, parent_consent: null });
    expect(await opened(token)).toMatchObject({ name: 'Noor Bakker' });
    // The wizard's consent stays on record when the dossier's own goes.
    await put(noor, { parent_consent: { parent_email: 'vader@example.nl', given_on: '2026-11-01' } });
    expect((await put(noor, { parent_consent: null })).dossier.published).toBe(true);
    expect(await opened(token)).toMatchObject({ name: 'Noor Bakker' });

    // Another girl of 15, without a wizard consent of her own: Noor's is not hers.
    const other = await athlete({ date_of_birth: bornYearsAgo(16, 1) });
    const hers = dossierResponseSchema.parse((await call('GET', '/api/dossier', other.access_token)).json());
    expect(hers.dossier.onboarding_consent).toBeNull();
    const refused = await call('PUT', '/api/dossier', other.access_token, { published: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: DOSSIER_MESSAGES.consentNeeded });
  });

  it("keeps a minor's height and weight off the page until she switches them on; an adult's show by default", async () => {
    const { session: noor } = await noorAfterTheWizard();
    const published = await put(noor, { published: true });
    expect(published.dossier.public_fields.measurements).toBe(false);
    const token = tokenOf(await newLink(noor));
    expect(await opened(token)).toMatchObject({ height: null, weight: null });
    expect(JSON.stringify(await opened(token))).not.toMatch(/"kg"|"lb"/);
    // Her own choice counts, and stays.
    expect((await put(noor, { public_fields: { measurements: true } })).dossier.public_fields.measurements).toBe(true);
    expect(await opened(token)).toMatchObject({ height: { cm: 172 }, weight: { kg: 63 } });
    expect((await put(noor, { about_en: 'Central midfielder.' })).dossier.public_fields.measurements).toBe(true);

    const switchOf = async (session: TestSession) =>
      dossierResponseSchema.parse((await call('GET', '/api/dossier', session.access_token)).json()).dossier
        .public_fields.measurements;
    // 18 tomorrow is 17 today; without a date of birth the age is unknown, so kept back too.
    expect(await switchOf(await athlete({ date_of_birth: bornYearsAgo(18, 1) }))).toBe(false);
    expect(await switchOf(await athlete({ date_of_birth: null }))).toBe(false);
    const adult = await athlete({ date_of_birth: bornYearsAgo(18) });
    expect(await switchOf(adult)).toBe(true);
    await put(adult, { published: true });
    expect(await opened(tokenOf(await newLink(adult)))).toMatchObject({
      height: FLEUR_PUBLIC_FACTS.height,
      weight: FLEUR_PUBLIC_FACTS.weight,
    });
  });

  it("shows the athlete's own photo by a signed link, once it is made public, and refuses any other file", async () => {
    const upload = async (session: TestSession, kind: 'image' | 'document', content: Buffer, type: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/upload/${kind}`,
        headers: multipartHeaders(session.access_token),
        payload: multipartBody({}, [{ field: kind, filename: `bestand.${kind}`, type, content }]),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().file.id as string;
    };
    const session = await athlete();
    const other = await athlete();
    const photo = await upload(session, 'image', PNG_1X1, 'image/png');
    const document = await upload(session, 'document', PDF, 'application/pdf');
    const notMine = await upload(other, 'image', PNG_1X1, 'image/png');
    for (const id of [document, notMine]) {
      const refused = await call('PUT', '/api/dossier', session.access_token, { photo_upload_id: id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(DOSSIER_MESSAGES.photo);
    }
    const chosen = await put(session, { photo_upload_id: photo, published: true });
    // Chosen but not yet public: the page has no photo.
    expect(chosen.preview.photo_url).toBeNull();
    const token = tokenOf(await newLink(session));
    expect((await opened(token)).photo_url).toBeNull();
    await put(session, { public_fields: { photo: true } });
    const url = (await opened(token)).photo_url ?? '';
    expect(url).toMatch(new RegExp(`/api/upload/file/${photo}/content\\?exp=\\d+&sig=`));
    const image = await app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    // Deleting the file takes it off the page.
    const removed = await call('DELETE', `/api/upload/file/${photo}`, session.access_token);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await opened(token)).photo_url).toBeNull();
    expect((await call('GET', '/api/dossier', session.access_token)).json().dossier.photo_upload_id).toBeNull();
  });

  it('keeps what a save leaves out', async () => {
    const session = await athlete();
    await put(session, { about_en: 'About me.', public_fields: { photo: true } });
    const next = await put(session, { public_fields: { club: false } });
    expect(next.dossier.about_en).toBe('About me.');
    expect(next.dossier.public_fields).toMatchObject({ photo: true, club: false, name: true });
    const cleared = await put(session, { about_en: null, athlete_email: 'fleur.recruit@example.nl' });
    expect(cleared.dossier).toMatchObject({ about_en: null, athlete_email: 'fleur.recruit@example.nl' });
  });

  it('exports the dossier, its links and views, and deletes them with the account', async () => {
    const session = await athlete();
    await put(session, { published: true, about_en: 'Goalkeeper.', key_stats_en: '11 clean sheets in 20 games' });
    const link = await newLink(session, { label: 'Coach Garcia' });
    await opened(tokenOf(link), { visitMarker: 'garcia' });
    const keep = await athlete();
    await put(keep, { published: true });
    const kept = await newLink(keep);

    const { json, data } = await exportAccount(app, session.access_token);
    expect(data.dossier.dossier).toMatchObject({
      userId: session.user.id,
      aboutEn: 'Goalkeeper.',
      keyStatsEn: '11 clean sheets in 20 games',
      published: true,
    });
    expect(data.dossier.links).toEqual([expect.objectContaining({ id: link.id, label: 'Coach Garcia' })]);
    expect(data.dossier.views).toEqual([expect.objectContaining({ linkId: link.id })]);
    expect(data.toelichting).toContain('"dossier"');
    expect(json).not.toContain(tokenOf(link));
    expect(json).not.toMatch(/token_?hash|visit_?hash/i);

    await deleteAccount(app, session.access_token);
    for (const table of ['public.dossiers', 'public.dossier_links', 'public.dossier_views']) {
      expect(await count(app, table, sql`user_id = ${session.user.id}`), table).toBe(0);
    }
    expect(await open(tokenOf(link))).toBe(DOSSIER_NOT_FOUND);
    expect((await call('GET', '/api/dossier', session.access_token)).statusCode).toBe(403);
    // The other athlete's dossier is untouched.
    expect(await opened(tokenOf(kept))).toMatchObject({ name: 'Fleur de Vries' });
  });
});
