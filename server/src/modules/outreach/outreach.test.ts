import { CONTACT_RULES, contactCalendarResponseSchema } from '@talentbrug/domain/contact-calendar';
import { type Match, matchesResponseSchema } from '@talentbrug/domain/contracts/matches';
import { dossierLinksResponseSchema, dossierResponseSchema, type PublicDossier } from '@talentbrug/domain/dossier';
import { conferenceAfterArticle } from '@talentbrug/domain/institutions';
import {
  type Draft,
  draftResponseSchema,
  MAILTO_MAX,
  OUTREACH_MESSAGES,
  type OutreachEntry,
  outreachEntryResponseSchema,
  outreachResponseSchema,
  SENT_MAX,
} from '@talentbrug/domain/outreach';
import { bornYearsAgo, FLEUR_DOSSIER } from '@talentbrug/domain/testing/athletes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { TEST_SERVICE_KEY, type TestSession } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { deleteAccount, exportAccount } from '../account/testing/account-rights.ts';
import { count } from '../account/testing/athlete-data.ts';
import { KEY_STATS_MORE } from './draft.ts';
import { athleteWithMatches } from './testing/athletes.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * Two athletes of different sports, names and numbers, so one's facts in the other's draft would show.
 * Each has the wizard's Dutch key stats on the profile (never for a coach) and English ones in the
 * dossier (englishKeyStats), with other figures, so a Dutch one in a draft would show.
 */
const FLEUR = {
  ...FLEUR_DOSSIER.profile,
  key_stats: 'Basisspeler in alle 22 wedstrijden van seizoen 2024-2025, 3 doelpunten uit strafcorners',
};
const SEM = {
  first_name: 'Sem',
  last_name: 'Bakker',
  date_of_birth: bornYearsAgo(18),
  sport: 'Voetbal',
  team: 'heren',
  competition_level: 'derde-divisie',
  position: 'Spits',
  height_cm: 185,
  weight_kg: 78,
  current_team: 'VV Katwijk O19',
  key_stats: '9 doelpunten en 4 assists in 16 wedstrijden (O19 Divisie 1, seizoen 2024-2025)',
  graduation_year: 2026,
  academic_gpa: 3.1,
  english_test: 'ielts',
  english_score: 6.5,
  budget_eur_min: 20000,
};

describe('outreach to coaches', () => {
  let app: FastifyInstance;
  let counter = 0;

  const call = (method: ApiMethod, url: string, token: string, payload?: unknown) =>
    callApi(app, method, url, token, payload);

  interface Athlete {
    session: TestSession;
    token: string;
    profile: typeof FLEUR | typeof SEM;
    matches: Match[];
    preview: PublicDossier;
  }

  async function athlete(profile: typeof FLEUR | typeof SEM): Promise<Athlete> {
    const { session, token, matches } = await athleteWithMatches(app, `outreach${counter++}@example.nl`, profile);
    const dossier = await call('PUT', '/api/dossier', token, {
      published: true,
      // Fleur is 17: her height and weight are quoted once she shows them on her dossier herself.
      public_fields: { measurements: true },
      position_en: englishPosition(profile),
      key_stats_en: englishKeyStats(profile).join('\n'),
    });
    expect(dossier.statusCode, dossier.body).toBe(200);
    return { session, token, profile, matches, preview: dossierResponseSchema.parse(dossier.json()).preview };
  }

  const englishPosition = (profile: typeof FLEUR | typeof SEM) => (profile === FLEUR ? 'Defender' : 'Striker');
  /** The dossier's English key stats: Sem's four lines are more than a draft quotes. */
  const englishKeyStats = (profile: typeof FLEUR | typeof SEM) =>
    profile === FLEUR
      ? ['Started all 23 matches of the 2025-26 season', 'Penalty corners: first runner, 5 goals']
      : [
          '2025-26, U19 Divisie 1: 11 goals and 14 assists in 20 matches',
          'Top scorer of VV Katwijk O19',
          'Two-footed, 11.9 s over 100 m',
          'KNVB West regional selection (U17)',
        ];
  /** Words of the profile's Dutch key stats that no English draft has. */
  const DUTCH_KEY_STATS = /doelpunt|wedstrijd|seizoen|basisspeler|strafcorner/i;

  async function draft(who: Athlete, match: Match, kind: Draft['kind']): Promise<Draft> {
    const response = await call('POST', '/api/outreach/drafts', who.token, { match_id: match.id, kind });
    expect(response.statusCode, response.body).toBe(200);
    return draftResponseSchema.parse(response.json()).draft;
  }

  async function list(who: Athlete): Promise<OutreachEntry[]> {
    const response = await call('GET', '/api/outreach', who.token);
    expect(response.statusCode, response.body).toBe(200);
    return outreachResponseSchema.parse(response.json()).entries;
  }

  async function patch(who: Athlete, institutionId: string, body: unknown): Promise<OutreachEntry> {
    const response = await call('PATCH', `/api/outreach/${institutionId}`, who.token, body);
    expect(response.statusCode, response.body).toBe(200);
    return outreachEntryResponseSchema.parse(response.json()).entry;
  }

  /** Every number a draft may contain: those in the athlete's data, the school's and the dossier's view. */
  function numbersInData(who: Athlete, match: Match, extra: string[] = []): Set<string> {
    // The profile's key stats are Dutch and never reach a coach: their figures are no data of a draft.
    const { key_stats: _dutch, ...profile } = who.profile;
    const data = JSON.stringify({ profile, match, preview: who.preview });
    const numbers = new Set(data.match(/\d+(?:\.\d+)?/g) ?? []);
    const rate = match.institution.admission_rate;
    if (rate !== null) numbers.add(String(Math.round(rate * 100)));
    // The GPA as the dossier writes it, with two decimals.
    const gpa = who.preview.academics?.gpa;
    if (gpa != null) numbers.add(gpa.toFixed(2));
    for (const value of extra) numbers.add(value);
    return numbers;
  }

  const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const tokenOf = (url: string | null) => (url ?? '').split('/r/')[1] ?? '';

  let fleur: Athlete;
  let sem: Athlete;

  // An app and two athletes with matches and a dossier: past the 30 s default on a loaded 2-core machine.
  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
    fleur = await athlete(FLEUR);
    sem = await athlete(SEM);
  }, 120_000);
  afterAll(() => app.close());

  it('says when the position went in as the profile has it, in Dutch, until the dossier has an English one', async () => {
    // 'Schaduwspits' is no term the dossier translates (englishPosition, shared/domain positions.ts).
    const shadow = { ...SEM, position: 'Schaduwspits' };
    const { token, matches } = await athleteWithMatches(app, `outreach${counter++}@example.nl`, shadow);
    expect((await call('PUT', '/api/dossier', token, { published: true })).statusCode).toBe(200);
    const match = matches[0];
    if (!match) throw new Error('no match');
    const ask = async () => {
      const response = await call('POST', '/api/outreach/drafts', token, { match_id: match.id, kind: 'first' });
      expect(response.statusCode, response.body).toBe(200);
      return draftResponseSchema.parse(response.json()).draft;
    };
    const dutch = await ask();
    expect(dutch.position_in_dutch).toBe(true);
    expect(dutch.subject).toContain('Schaduwspits');
    expect((await call('PUT', '/api/dossier', token, { position_en: 'Second striker' })).statusCode).toBe(200);
    const english = await ask();
    expect(english.position_in_dutch).toBe(false);
    expect(english.subject).toContain('Second striker');
  });

  it("writes a common Dutch position in the coach's English when the dossier has none of its own", async () => {
    // Sem's profile says 'Spits'; the mail and the dossier a coach opens say 'Striker'.
    const { token, matches } = await athleteWithMatches(app, `outreach${counter++}@example.nl`, SEM);
    expect((await call('PUT', '/api/dossier', token, { published: true })).statusCode).toBe(200);
    const response = await call('POST', '/api/outreach/drafts', token, { match_id: matches[0]?.id, kind: 'first' });
    expect(response.statusCode, response.body).toBe(200);
    const { draft } = draftResponseSchema.parse(response.json());
    expect(draft.position_in_dutch).toBe(false);
    expect(draft.subject).toContain('Striker');
    expect(draft.subject).not.toContain('Spits');
    const opened = await app.dossiers.openPublicDossier(tokenOf(draft.dossier_url), { userAgent: null });
    expect(opened.position).toBe('Striker');
  });

  it("writes a rower's draft in rowing's words, and no sport's words when her dossier keeps the sport back", async () => {
    // A family's tour: 'a Women's Rowing player', 'I would like to play for your program'.
    const eva = {
      first_name: 'Eva',
      last_name: 'Jansen',
      date_of_birth: bornYearsAgo(18),
      sport: 'Roeien',
      team: 'dames',
      competition_level: 'wedstrijdroeier',
      graduation_year: 2027,
      academic_gpa: 3.3,
      budget_eur_min: 12000,
    };
    const { token, matches } = await athleteWithMatches(app, `outreach${counter++}@example.nl`, eva);
    expect((await call('PUT', '/api/dossier', token, { published: true })).statusCode).toBe(200);
    const ask = async (kind: Draft['kind']) => {
      const response = await call('POST', '/api/outreach/drafts', token, { match_id: matches[0]?.id, kind });
      expect(response.statusCode, response.body).toBe(200);
      return draftResponseSchema.parse(response.json()).draft;
    };
    const first = await ask('first');
    expect(first.body).toContain('My name is Eva Jansen, a rower, graduating in 2027.');
    expect(first.body).toMatch(/I would like to row for (your program|.+)\./);
    expect(first.body).toContain('whether I could join your team');
    expect(first.body).not.toMatch(/\bplay(er)?\b|roster/);
    const schedule = await ask('schedule');
    expect(schedule.subject).toBe('Eva Jansen - 2027 - Upcoming races');
    expect(schedule.body).toContain('would like to see me row (live or on video)');

    const hidden = await call('PUT', '/api/dossier', token, { public_fields: { sport: false } });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const kept = await ask('first');
    expect(kept.body).toContain('My name is Eva Jansen, graduating in 2027.');
    // (The level line, public on its own switch, still says what she rows.)
    expect(kept.body).not.toMatch(/a rower|row for|Rowing/);
    expect(kept.body).toMatch(/I would like to compete for (your program|.+)\./);
  });

  it('quotes the key stats when and only when the dossier shows them: switched on and filled in; never the Dutch', async () => {
    const eva = {
      first_name: 'Eva',
      last_name: 'Jansen',
      date_of_birth: bornYearsAgo(18),
      sport: 'Roeien',
      team: 'dames',
      competition_level: 'wedstrijdroeier',
      graduation_year: 2027,
      academic_gpa: 3.3,
      budget_eur_min: 12000,
      // The wizard's Dutch, on the profile only.
      key_stats: '2k ergo 7:24,9 (november 2024); NK junioren: 4e in de dames-acht',
    };
    const english = [
      '2k ergo: 7:18.4 (March 2026)',
      '6k ergo: 23:40.1',
      "Dutch junior championships 2025: 2nd in the women's eight",
    ];
    const { token, matches } = await athleteWithMatches(app, `outreach${counter++}@example.nl`, eva);
    const match = matches[0];
    if (!match) throw new Error('no match');
    const put = async (body: object) => {
      const response = await call('PUT', '/api/dossier', token, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    const ask = async (kind: Draft['kind']) => {
      const response = await call('POST', '/api/outreach/drafts', token, { match_id: match.id, kind });
      expect(response.statusCode, response.body).toBe(200);
      return draftResponseSchema.parse(response.json()).draft;
    };
    /** The drafts of every kind, each with what the coach sees when opening its link. */
    const drafts = async () =>
      Promise.all(
        (['first', 'follow_up', 'schedule'] as const).map(async (kind) => {
          const draft = await ask(kind);
          const page = await app.dossiers.openPublicDossier(tokenOf(draft.dossier_url), { userAgent: null });
          return { kind, draft, page };
        }),
      );
    const noWordOfThem = /Key stats|ergo|7:18|7:24|23:40|championships|eight|NK junioren|acht/i;

    // Published, without English key stats: only the Dutch on the profile, which no coach reads.
    await put({ published: true });
    for (const { kind, draft, page } of await drafts()) {
      expect(page.key_stats ?? null, kind).toBeNull();
      expect(draft.body, kind).not.toMatch(noWordOfThem);
    }

    // Written in English, switched on (the default): quoted in the first e-mail and the follow-up.
    await put({ key_stats_en: english.join('\n') });
    for (const { kind, draft, page } of await drafts()) {
      expect(page.key_stats).toBe(english.join('\n'));
      if (kind === 'schedule') expect(draft.body).not.toContain('Key stats');
      else expect(draft.body, kind).toContain(['Key stats:', ...english.map((line) => `- ${line}`)].join('\n'));
      expect(draft.body).not.toMatch(/7:24|NK junioren|acht/);
    }

    // Switched off: the dossier shows them no more, and no draft says a word of them.
    await put({ public_fields: { key_stats: false } });
    for (const { kind, draft, page } of await drafts()) {
      expect(page.key_stats ?? null, kind).toBeNull();
      expect(draft.body, kind).not.toMatch(noWordOfThem);
    }

    // Switched on again but emptied: nothing to show, nothing to quote.
    await put({ public_fields: { key_stats: true }, key_stats_en: '' });
    for (const { kind, draft, page } of await drafts()) {
      expect(page.key_stats ?? null, kind).toBeNull();
      expect(draft.body, kind).not.toMatch(noWordOfThem);
    }
  });

  it('writes each kind of draft for two athletes and three schools from facts only, with the school’s own dossier link', async () => {
    for (const [who, other] of [
      [fleur, sem],
      [sem, fleur],
    ] as const) {
      const name = `${who.profile.first_name} ${who.profile.last_name}`;
      const otherName = `${other.profile.first_name} ${other.profile.last_name}`;
      for (const match of who.matches.slice(0, 3)) {
        for (const kind of ['first', 'follow_up', 'schedule'] as const) {
          const made = await draft(who, match, kind);
          const base = `${name} - ${who.profile.graduation_year} - ${englishPosition(who.profile)}`;
          expect(made.subject).toBe(kind === 'schedule' ? `${base} - Upcoming matches` : base);
          expect(made.body).toContain(name);
          expect(made.body).toContain(match.school_name);
          expect(made.position_in_dutch).toBe(false);
          const gpa = who.preview.academics?.gpa;
          if (gpa != null) expect(made.body).toContain(`- GPA: ${gpa.toFixed(2)}`);
          expect(made.body).toContain(String(who.preview.english_test?.score));
          expect(made.body).toContain(`${who.preview.height?.text} (${who.profile.height_cm} cm)`);
          expect(wordsOf(made.body), made.body).toBeLessThanOrEqual(200);
          // The key stats as the dossier shows them (Sem's first three, and where the rest is), in
          // the first e-mail and the follow-up; never the profile's Dutch.
          const stats = englishKeyStats(who.profile);
          if (kind === 'schedule') expect(made.body).not.toContain('Key stats');
          else {
            expect(who.preview.key_stats).toBe(stats.join('\n'));
            expect(made.body).toContain(['Key stats:', ...stats.slice(0, 3).map((line) => `- ${line}`)].join('\n'));
            if (stats.length > 3) expect(made.body).toContain(KEY_STATS_MORE);
          }
          expect(made.body).not.toMatch(DUTCH_KEY_STATS);
          expect(made.body).not.toContain(who.profile.key_stats);
          // No fact of the other athlete.
          for (const theirs of [
            otherName,
            other.profile.current_team,
            englishPosition(other.profile),
            ...englishKeyStats(other.profile),
          ]) {
            expect(made.body).not.toContain(theirs);
          }
          // Every number is in the data (the link's token aside).
          const allowed = numbersInData(who, match);
          const numbers = made.body.replace(made.dossier_url ?? '', '').match(/\d+(?:\.\d+)?/g) ?? [];
          for (const number of numbers) expect(allowed, `${number} in ${made.body}`).toContain(number);
          // The one programme fact comes from the school's data.
          const conference = match.teamStats.conference ?? match.institution.conference;
          if (kind === 'first' && conference)
            expect(made.body).toContain(`is a member of the ${conferenceAfterArticle(conference)}`);
          expect(made.body).not.toMatch(/\bthe the\b/i);
          expect(made.staff_url).toBe(match.institution.athletics_url);

          // The link is this athlete's dossier, made for this school.
          expect(made.dossier_url).toMatch(/\/r\/[A-Za-z0-9_-]{32}$/);
          expect(made.body).toContain(made.dossier_url);
          const opened = await app.dossiers.openPublicDossier(tokenOf(made.dossier_url), { userAgent: null });
          expect(opened.name).toBe(name);

          // mailto: well formed, encoded and within what mail clients take; the web links carry the whole text.
          expect(made.mailto.length).toBeLessThanOrEqual(MAILTO_MAX);
          expect(made.mailto).toMatch(/^mailto:\?subject=[^&?\s]+&body=[^&?\s]+$/);
          const mailto = new URL(made.mailto);
          expect(mailto.searchParams.get('subject')).toBe(made.subject);
          const mailBody = decodeURIComponent(made.mailto.split('&body=')[1] ?? '');
          expect(mailBody).toContain('\r\n');
          expect(made.body.replace(/\n/g, '\r\n').startsWith(mailBody.slice(0, 40))).toBe(true);
          const gmail = new URL(made.gmail_url);
          expect(gmail.searchParams.get('su')).toBe(made.subject);
          expect(gmail.searchParams.get('body')).toBe(made.body);
          expect(new URL(made.outlook_url).searchParams.get('subject')).toBe(made.subject);
        }
      }
    }
    // Each draft made a link carrying the school's id, labelled with the school and the draft's kind:
    // three links for one school, told apart in the dossier's list.
    const links = dossierLinksResponseSchema.parse((await call('GET', '/api/dossier/links', fleur.token)).json()).links;
    const first = fleur.matches[0];
    expect(
      links
        .filter((link) => link.institution_id === first?.institution_id)
        .map((link) => link.label)
        .toSorted(),
    ).toEqual(
      ['Eerste e-mail', 'Follow-up', 'Wedstrijdschema'].map((kind) => `${first?.school_name} · ${kind}`).toSorted(),
    );
  });

  it('answers 404 for another athlete’s match and an unknown one, 400 for an unknown kind', async () => {
    const theirs = sem.matches[0];
    if (!theirs) throw new Error('no match');
    const refused = await call('POST', '/api/outreach/drafts', fleur.token, { match_id: theirs.id, kind: 'first' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: OUTREACH_MESSAGES.matchNotFound });
    const unknown = await call('POST', '/api/outreach/drafts', fleur.token, {
      match_id: '6f1c8d3e-2b4a-4c5d-9e7f-0a1b2c3d4e5f',
      kind: 'first',
    });
    expect(unknown.statusCode).toBe(404);
    const kind = await call('POST', '/api/outreach/drafts', fleur.token, { match_id: theirs.id, kind: 'spam' });
    expect(kind.statusCode).toBe(400);
  });

  it('records the e-mail sent, each status change dated, the reply and the coach’s address, on this athlete’s entry only', async () => {
    const match = fleur.matches[1];
    if (!match) throw new Error('no match');
    const before = Date.now();
    const sent = await patch(fleur, match.institution_id, { sent: true });
    expect(sent).toMatchObject({ status: 'contacted', sent_count: 1, replied_at: null, match_id: match.id });
    expect(sent.sent).toEqual([{ kind: 'first', at: expect.any(String) }]);
    expect(sent.status_history).toEqual([{ status: 'contacted', at: sent.sent[0]?.at }]);
    expect(Date.parse(sent.last_contacted_at ?? '')).toBeGreaterThanOrEqual(before);
    expect(sent.next_step.step).toBe('wait');

    const withAddress = await patch(fleur, match.institution_id, { coach_email: 'coach.smith@example.edu' });
    expect(withAddress.coach_email).toBe('coach.smith@example.edu');
    const addressed = await draft(fleur, match, 'follow_up');
    expect(addressed.to).toBe('coach.smith@example.edu');
    expect(addressed.mailto.startsWith('mailto:coach.smith%40example.edu?subject=')).toBe(true);

    const replied = await patch(fleur, match.institution_id, { status: 'replied' });
    expect(replied.status_history.map((change) => change.status)).toEqual(['contacted', 'replied']);
    for (const change of replied.status_history) expect(Date.parse(change.at)).toBeGreaterThanOrEqual(before);
    expect(replied.replied_at).toBe(replied.status_history[1]?.at);
    expect(replied.next_step).toEqual({ step: 'none', due_at: null });

    // The match shows the nearest of its own statuses.
    const listed = matchesResponseSchema.parse((await call('GET', '/api/matches', fleur.token)).json());
    expect(listed.matches.find((item) => item.id === match.id)?.status).toBe('contacted');

    // Another athlete cannot see or change it; a school that is no match of theirs is a 404.
    const theirIds = new Set(sem.matches.map((item) => item.institution_id));
    const notTheirs = fleur.matches.find((item) => !theirIds.has(item.institution_id));
    if (notTheirs) {
      await patch(fleur, notTheirs.institution_id, { coach_email: 'coach.jones@example.edu' });
      const refused = await call('PATCH', `/api/outreach/${notTheirs.institution_id}`, sem.token, {
        status: 'declined',
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: OUTREACH_MESSAGES.entryNotFound });
      const semEntries = await list(sem);
      expect(JSON.stringify(semEntries)).not.toContain('coach.jones@example.edu');
      expect(JSON.stringify(semEntries)).not.toContain('coach.smith@example.edu');
    }
    expect((await call('PATCH', '/api/outreach/not-an-id', fleur.token, { status: 'offer' })).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/outreach/${match.institution_id}`, fleur.token, { sent: false })).statusCode,
    ).toBe(400);
  });

  it('keeps one history: a status set on the matches page is recorded and dated here too', async () => {
    const match = sem.matches[1];
    if (!match) throw new Error('no match');
    const setOnMatch = async (status: string) => {
      const response = await call('PATCH', `/api/matches/${match.id}`, sem.token, { status });
      expect(response.statusCode, response.body).toBe(200);
      return (await list(sem)).find((entry) => entry.institution_id === match.institution_id);
    };
    expect((await setOnMatch('interested'))?.status_history.map((change) => change.status)).toEqual(['interested']);
    await patch(sem, match.institution_id, { status: 'replied' });
    // 'contacted' is how the match shows a reply: no step back.
    expect(await setOnMatch('contacted')).toMatchObject({ status: 'replied' });
    const offer = await setOnMatch('offer');
    expect(offer?.status_history.map((change) => change.status)).toEqual(['interested', 'replied', 'offer']);
    expect(offer?.replied_at).toBe(offer?.status_history[1]?.at);
  });

  it('lists every school with its dossier views, and the follow-up once ten days pass without a reply', async () => {
    const match = fleur.matches[2];
    if (!match) throw new Error('no match');
    const made = await draft(fleur, match, 'first');
    await app.dossiers.openPublicDossier(tokenOf(made.dossier_url), { userAgent: PHONE, visitMarker: 'coach' });
    await patch(fleur, match.institution_id, { sent: true });
    // The e-mail was sent eleven days ago: the clock of the rule is the request's, the date is moved.
    const elevenDaysAgo = new Date(Date.now() - 11 * 24 * 60 * 60 * 1000).toISOString();
    await app.database.db.execute(
      sql`update outreach_entries set sent = ${JSON.stringify([{ kind: 'first', at: elevenDaysAgo }])}::jsonb where institution_id = ${match.institution_id} and user_id = ${fleur.session.user.id}`,
    );
    const entries = await list(fleur);
    expect(entries.map((entry) => entry.institution_id)).toEqual(fleur.matches.map((item) => item.institution_id));
    const entry = entries.find((item) => item.institution_id === match.institution_id);
    expect(entry?.dossier.views).toBe(1);
    expect(entry?.dossier.links).toBeGreaterThanOrEqual(2);
    expect(entry?.next_step.step).toBe('follow_up');
    const untouched = entries.find((item) => item.status_history.length === 0);
    expect(untouched).toMatchObject({ status: 'new', sent_count: 0, next_step: { step: 'none' } });

    // The follow-up names the day of the first e-mail; once sent, the rule waits ten days again.
    const followUp = await draft(fleur, match, 'follow_up');
    expect(followUp.body).toMatch(/I wrote to you on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    const after = await patch(fleur, match.institution_id, { sent: true });
    expect(after.sent.map((mail) => mail.kind)).toEqual(['first', 'follow_up']);
    expect(after.next_step.step).toBe('wait');
  });

  it('coach Sanne answers ‘wie moet ik mailen?’ from this athlete’s follow-ups, favourites, statuses and calendar', async () => {
    const own = await athlete(FLEUR);
    const [written, , , favourite] = own.matches;
    if (!written || !favourite) throw new Error('Fleur needs four matches');
    const marked = await call('PATCH', `/api/matches/${favourite.id}`, own.token, { favourite: true });
    expect(marked.statusCode, marked.body).toBe(200);
    await patch(own, written.institution_id, { sent: true });
    const elevenDaysAgo = new Date(Date.now() - 11 * 24 * 60 * 60 * 1000).toISOString();
    await app.database.db.execute(
      sql`update outreach_entries set sent = ${JSON.stringify([{ kind: 'first', at: elevenDaysAgo }])}::jsonb where institution_id = ${written.institution_id} and user_id = ${own.session.user.id}`,
    );
    const asked = await call('POST', '/api/ai/chat', own.token, { message: 'Wie moet ik mailen?' });
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = (asked.json() as { message: string }).message;
    expect(answer).toContain(`Eerst een follow-up naar ${written.school_name}`);
    const list = answer.slice(answer.indexOf('uit je matches'));
    expect(list.split('\n')[1]).toBe(`- ${favourite.school_name} (favoriet)`);
    expect(list).not.toContain(`- ${written.school_name}`);
    expect(answer).toContain('Je hebt nu één school gemaild');
    expect(answer).toMatch(/Coaches in D1 hockey mogen je vanaf 15 juni/);
    // Another athlete's schools are never suggested (those both share aside).
    const mine = new Set(own.matches.map((match) => match.school_name));
    for (const match of sem.matches.filter((item) => !mine.has(item.school_name)))
      expect(answer).not.toContain(match.school_name);
  });

  it('gives the contact calendar of the athlete’s sport and year, and a calendar file a calendar library reads back', async () => {
    const response = await call('GET', '/api/outreach/calendar', fleur.token);
    expect(response.statusCode, response.body).toBe(200);
    const { calendar } = contactCalendarResponseSchema.parse(response.json());
    // Hockey (women), diploma 2027, no transcript: the 4th class ends in 2025, as the US sophomore year.
    expect(calendar.fourth_class_ends).toBe(2025);
    expect(calendar.dates.map((date) => [date.rule_id, date.date])).toEqual([
      ['ncaa-d1-contact', '2025-06-15'],
      ['ncaa-d2-contact', '2025-06-15'],
      ['ncaa-d1-official-visits', '2025-08-01'],
    ]);

    // A HAVO pupil without a transcript: the class on the profile says the track, one year before the diploma.
    const havo = await athleteWithMatches(app, `outreach${counter++}@example.nl`, {
      ...SEM,
      education_level: 'HAVO 5',
      graduation_year: 2027,
    });
    const ofHavo = await call('GET', '/api/outreach/calendar', havo.token);
    expect(ofHavo.statusCode, ofHavo.body).toBe(200);
    const havoCalendar = contactCalendarResponseSchema.parse(ofHavo.json()).calendar;
    expect(havoCalendar.fourth_class_ends).toBe(2026);
    expect(havoCalendar.dates.find((date) => date.rule_id === 'ncaa-d1-contact')?.date).toBe('2026-06-15');

    const file = await call('GET', '/api/outreach/calendar.ics', fleur.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    for (const line of file.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const parsed = new ICAL.Component(ICAL.parse(file.body));
    const events = parsed.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    for (const date of calendar.dates) {
      const event = events.find((item) => item.uid === `${date.rule_id}-${date.date}@talentbrug`);
      expect(event?.startDate.toString()).toBe(date.date);
      expect(event?.startDate.isDate).toBe(true);
      expect(event?.summary).toContain(date.text);
      const source = CONTACT_RULES.find((rule) => rule.id === date.rule_id)?.source;
      expect(event?.description).toContain(`Bron: ${source?.title}`);
    }
    // The same file at the signed address a calendar app subscribes to, without a token; an altered address is a 404.
    const subscribeUrl = calendar.subscribe_url ?? '';
    expect(subscribeUrl).toMatch(
      /^http:\/\/localhost:\d+\/api\/outreach\/calendar\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/,
    );
    const path = new URL(subscribeUrl).pathname;
    const subscribed = await app.inject({ method: 'GET', url: path });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(subscribed.body.replace(/DTSTAMP:\w+/g, '')).toBe(file.body.replace(/DTSTAMP:\w+/g, ''));
    const signature = path.split('.')[1] ?? '';
    for (const wrong of [
      path.replace(fleur.session.user.id, sem.session.user.id),
      path.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
      '/api/outreach/calendar/nothing.ics',
    ]) {
      const refused = await app.inject({ method: 'GET', url: wrong });
      expect(refused.statusCode, wrong).toBe(404);
      expect(refused.json()).toEqual({ error: OUTREACH_MESSAGES.calendarNotFound });
    }

    // The school that got its follow-up has its assistant reminder, on the day the rule names.
    const entries = await list(fleur);
    const waiting = entries.find((entry) => entry.next_step.step === 'wait' && entry.sent_count === 2);
    const reminder = events.find((item) => item.uid === `assistant-${waiting?.institution_id}@talentbrug`);
    expect(reminder?.summary).toBe(`Schrijf een assistent-coach van ${waiting?.school_name}`);
    expect(reminder?.startDate.toString()).toBe(
      new Date(waiting?.next_step.due_at ?? '').toLocaleDateString('en-CA', { timeZone: 'Europe/Amsterdam' }),
    );
  });

  it('keeps an entry bounded: at most SENT_MAX e-mails recorded per school', async () => {
    const match = sem.matches[2];
    if (!match) throw new Error('no match');
    for (let sent = 0; sent < SENT_MAX; sent++)
      await patch(sem, match.institution_id, { sent: true, sent_kind: 'schedule' });
    const refused = await call('PATCH', `/api/outreach/${match.institution_id}`, sem.token, { sent: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: OUTREACH_MESSAGES.tooManySent });
    const entry = (await list(sem)).find((item) => item.institution_id === match.institution_id);
    expect(entry?.sent_count).toBe(SENT_MAX);
  });

  it('exports the entries with the typed address, and deletes them with the account', async () => {
    const leaving = await athlete(SEM);
    const match = leaving.matches[0];
    if (!match) throw new Error('no match');
    await patch(leaving, match.institution_id, { sent: true, coach_email: 'coach.lee@example.edu' });

    const { data } = await exportAccount(app, leaving.token);
    expect(data.outreach).toEqual([
      expect.objectContaining({ institutionId: match.institution_id, coachEmail: 'coach.lee@example.edu' }),
    ]);
    expect(data.toelichting).toContain('"outreach"');

    await deleteAccount(app, leaving.token);
    expect(await count(app, 'public.outreach_entries', sql`user_id = ${leaving.session.user.id}`)).toBe(0);
    expect((await call('GET', '/api/outreach', leaving.token)).statusCode).toBe(403);
    // The others' entries stay.
    expect((await list(fleur)).some((entry) => entry.sent_count > 0)).toBe(true);
  });
});
