import { TERMS_VERSION } from '@talentbrug/domain/constants';
import {
  MATCH_NOT_FOUND,
  type Match,
  matchesResponseSchema,
  matchUpdatedSchema,
  shareResponseSchema,
  shareWithdrawnSchema,
} from '@talentbrug/domain/contracts/matches';
import { exampleUnder16OnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { bornYearsAgo, FLEUR } from '@talentbrug/domain/testing/athletes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows } from '../../testing/test-app.ts';
import { readDatasetFile } from './dataset-file.ts';
import { DEFAULT_LIMIT } from './engine/engine.ts';
import { createMatchesRepository } from './matches-repository.ts';
import { CONFIRM_EMAIL_FIRST, SHARE_CONSENT_MESSAGES } from './matches-service.ts';

let app: FastifyInstance;
let counter = 0;
const athlete = async () => (await signIn(app, `match${counter++}@example.nl`)).access_token;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: unknown,
  remoteAddress?: string,
) =>
  app.inject({
    method,
    url,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const generate = async (token: string) => {
  const response = await call('POST', '/api/matches/generate', token);
  expect(response.statusCode).toBe(200);
  return matchesResponseSchema.parse(response.json());
};
const list = async (token: string) => matchesResponseSchema.parse((await call('GET', '/api/matches', token)).json());

/** Fleur, a hockey player (dames) in the hoofdklasse with a good GPA: D1 field hockey territory. */
const HOCKEY = FLEUR.profile;

async function withProfile(profile: Record<string, unknown>) {
  const token = await athlete();
  const created = await call('POST', '/api/profiles', token, profile);
  expect(created.statusCode).toBe(201);
  return token;
}

beforeAll(async () => {
  app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
});
afterAll(() => app.close());

describe('the institution dataset at start', () => {
  it('is loaded once per version: a second load of the same version changes nothing', async () => {
    const repository = createMatchesRepository(app.database.db);
    const file = readDatasetFile();
    expect(await repository.datasetVersion()).toBe(file.version);
    expect(await repository.loadDataset(file.version, file.rows)).toBe(false);
    expect((await repository.allInstitutions()).length).toBe(file.rows().length);
  });

  it('replaces the table when a newer version comes', async () => {
    const repository = createMatchesRepository(app.database.db);
    const file = readDatasetFile();
    const fewer = () => file.rows().slice(0, 10);
    expect(await repository.loadDataset('0000000000000000', fewer)).toBe(true);
    expect((await repository.allInstitutions()).length).toBe(10);
    expect(await repository.loadDataset(file.version, file.rows)).toBe(true);
    expect((await repository.allInstitutions()).length).toBe(file.rows().length);
  });
});

describe('/api/matches', () => {
  it('needs a token', async () => {
    expect((await call('GET', '/api/matches', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/matches/generate', null)).statusCode).toBe(401);
  });

  it('starts empty, and says in Dutch what the profile lacks before it can generate', async () => {
    const token = await withProfile({ first_name: 'Sem', sport: 'Voetbal' });
    const empty = await call('GET', '/api/matches', token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ matches: [], generated_at: null, stale: false, shares: [] });

    const refused = await call('POST', '/api/matches/generate', token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      'Vul eerst je team (heren of dames), je huidige niveau en je gemiddelde cijfer (GPA) in op je profiel.',
    );
  });

  it('answers 404 with the onboarding notice when there is no profile at all', async () => {
    const response = await call('POST', '/api/matches/generate', await athlete());
    expect(response.statusCode).toBe(404);
  });

  it('generates explainable matches from the profile, and lists them', async () => {
    const token = await withProfile(HOCKEY);
    const generated = await call('POST', '/api/matches/generate', token);
    expect(generated.statusCode).toBe(200);
    const body = matchesResponseSchema.parse(generated.json());
    expect(body.matches.length).toBeGreaterThan(5);
    expect(body.generated_at).not.toBeNull();
    const [best] = body.matches;
    expect(best?.rank).toBe(1);
    expect(best?.status).toBe('new');
    expect(best?.favourite).toBe(false);
    expect(best?.score_parts.length).toBeGreaterThan(0);
    expect(body.matches.map((match) => match.match_score)).toEqual(
      [...body.matches.map((match) => match.match_score)].sort((a, b) => b - a),
    );
    // Nothing invented: the spec's placeholder figures never appear as facts.
    expect(JSON.stringify(body)).not.toMatch(/\$30,000\/year|Head Coach/);

    const listed = matchesResponseSchema.parse((await call('GET', '/api/matches', token)).json());
    expect(listed).toEqual({ matches: body.matches, generated_at: body.generated_at, stale: false, shares: [] });
    // Nobody picked a university here: no match is marked as the athlete's own choice.
    expect(body.matches.some((match) => match.chosen)).toBe(false);
  });

  it('says plainly when the sport has no college programme for the team, and invents no matches', async () => {
    const token = await withProfile({ ...HOCKEY, team: 'heren' });
    const response = await call('POST', '/api/matches/generate', token);
    expect(response.statusCode).toBe(200);
    const body = matchesResponseSchema.parse(response.json());
    expect(body.matches).toEqual([]);
    expect(body.notice).toMatch(/hockey/i);
  });

  it('keeps favourite and status through a regeneration, in one transaction', async () => {
    const token = await withProfile(HOCKEY);
    const first = matchesResponseSchema.parse((await call('POST', '/api/matches/generate', token)).json());
    const target = first.matches[2];
    if (!target) throw new Error('too few matches');

    const favourite = await call('PATCH', `/api/matches/${target.id}`, token, { favourite: true });
    expect(favourite.statusCode).toBe(200);
    expect(matchUpdatedSchema.parse(favourite.json()).match).toMatchObject({ id: target.id, favourite: true });
    const status = await call('PATCH', `/api/matches/${target.id}`, token, { status: 'contacted' });
    expect(status.json().match).toMatchObject({ favourite: true, status: 'contacted' });

    const again = matchesResponseSchema.parse((await call('POST', '/api/matches/generate', token)).json());
    const kept = again.matches.find((match) => match.institution_id === target.institution_id);
    expect(kept).toMatchObject({ id: target.id, favourite: true, status: 'contacted' });
    expect(again.matches.length).toBe(first.matches.length);
    expect(again.matches.filter((match) => match.favourite)).toHaveLength(1);
  });

  it("refuses a bad update, and answers 404 for another athlete's match", async () => {
    const owner = await withProfile(HOCKEY);
    const [match] = matchesResponseSchema.parse((await call('POST', '/api/matches/generate', owner)).json()).matches;
    if (!match) throw new Error('no match');

    expect((await call('PATCH', `/api/matches/${match.id}`, owner, {})).statusCode).toBe(400);
    expect((await call('PATCH', `/api/matches/${match.id}`, owner, { status: 'gewonnen' })).statusCode).toBe(400);

    const stranger = await withProfile(HOCKEY);
    const stolen = await call('PATCH', `/api/matches/${match.id}`, stranger, { favourite: true });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: MATCH_NOT_FOUND });
    expect((await call('PATCH', '/api/matches/not-a-uuid', stranger, { favourite: true })).statusCode).toBe(404);
    // The owner's row is untouched.
    const mine = matchesResponseSchema.parse((await call('GET', '/api/matches', owner)).json());
    expect(mine.matches.find((m) => m.id === match.id)?.favourite).toBe(false);
    // And the stranger's own list never shows it.
    const theirs = matchesResponseSchema.parse((await call('GET', '/api/matches', stranger)).json());
    expect(theirs.matches.some((m) => m.id === match.id)).toBe(false);
  });
});

/**
 * Institution ids of the committed dataset. For HOCKEY: Stanford plays women's field hockey in D1 but
 * ranks far below the best 30; North Carolina is among them; UCLA has no field hockey; the Air Force
 * Academy is never a match (a nomination and a service obligation).
 */
const STANFORD = '243744';
const UCLA = '110662';
const AIR_FORCE = '128328';

const pick = (body: { matches: Match[] }, institutionId: string) =>
  body.matches.find((match) => match.institution_id === institutionId);

describe('the university the athlete picked on the landing', () => {
  it('is always in the matches with its own place and chances, marked as their choice', async () => {
    const token = await withProfile({ ...HOCKEY, university_of_interest: STANFORD });
    const body = await generate(token);
    const stanford = pick(body, STANFORD);
    expect(stanford).toMatchObject({ chosen: true, school_name: 'Stanford University', sport: 'Hockey' });
    expect(stanford?.ruled_out).toBeUndefined();
    // Outside the best matches, at its real place, with a real score and its explanation.
    expect(stanford?.rank).toBeGreaterThan(DEFAULT_LIMIT);
    expect(stanford?.match_score).toBeGreaterThan(0);
    expect(stanford?.score_parts.length).toBeGreaterThan(0);
    expect(stanford?.rationale).toMatch(/Division I/);
    expect(body.matches).toHaveLength(DEFAULT_LIMIT + 1);
    expect(body.matches.filter((match) => match.chosen)).toHaveLength(1);
    // Listed the same way afterwards.
    expect(pick(await list(token), STANFORD)).toEqual(stanford);
  });

  it('is marked in place when it is one of the best matches anyway', async () => {
    // A school among the best for this athlete anyway, whichever the engine ranks there today.
    const best = (await generate(await withProfile(HOCKEY))).matches[4]?.institution_id as string;
    const token = await withProfile({ ...HOCKEY, university_of_interest: best });
    const body = await generate(token);
    expect(body.matches).toHaveLength(DEFAULT_LIMIT);
    expect(pick(body, best)).toMatchObject({ chosen: true, rank: 5 });
  });

  it('says in Dutch why it is no match when the school has no team for the sport', async () => {
    const token = await withProfile({ ...HOCKEY, university_of_interest: UCLA });
    const body = await generate(token);
    const ucla = pick(body, UCLA);
    expect(ucla).toMatchObject({
      chosen: true,
      match_score: 0,
      ruled_out: 'University of California, Los Angeles heeft volgens de sportgegevens geen team voor hockey (dames).',
      aid_estimate: null,
    });
    // After every real match.
    expect(ucla?.rank).toBe(Math.max(...body.matches.map((match) => match.rank)));
    expect(body.matches.filter((match) => match.match_score > 0)).toHaveLength(DEFAULT_LIMIT);
  });

  it('is shown, ruled out, beside the notice when the sport has no programme for the team', async () => {
    const token = await withProfile({ ...HOCKEY, team: 'heren', university_of_interest: STANFORD });
    const body = await generate(token);
    expect(body.notice).toMatch(/Heren-veldhockey/);
    expect(body.matches).toHaveLength(1);
    expect(body.matches[0]).toMatchObject({ chosen: true, match_score: 0, institution_id: STANFORD });
    expect(body.matches[0]?.ruled_out).toBe(body.notice);
  });

  it('explains a school that is never a match', async () => {
    const token = await withProfile({ ...HOCKEY, university_of_interest: AIR_FORCE });
    expect(pick(await generate(token), AIR_FORCE)?.ruled_out).toMatch(/militaire academie/);
  });

  it('is ignored when the dataset does not know the id', async () => {
    const token = await withProfile({ ...HOCKEY, university_of_interest: '999999' });
    const body = await generate(token);
    expect(body.matches).toHaveLength(DEFAULT_LIMIT);
    expect(body.matches.some((match) => match.chosen)).toBe(false);
  });

  it('refuses what cannot be an institution id', async () => {
    const token = await athlete();
    const response = await call('POST', '/api/profiles', token, { ...HOCKEY, university_of_interest: 'Stanford' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ university_of_interest: 'Kies een universiteit uit de lijst.' });
  });
});

describe('sharing the profile with one university', () => {
  const shareUrl = (match: Match) => `/api/matches/${match.id}/share`;
  const events = async (type: string, institutionId: string, userToken: string) => {
    const me = (await call('GET', '/api/me', userToken)).json() as { id: string };
    return queryRows<{ payload: Record<string, unknown> }>(
      app,
      sql`select payload from outbox where type = ${type} and payload->>'user_id' = ${me.id} and payload->'university'->>'id' = ${institutionId} order by created_at`,
    );
  };
  const shareRows = (institutionId: string) =>
    queryRows<{ terms_version: string; consent_ip: string; include_documents: boolean; withdrawn_at: Date | null }>(
      app,
      sql`select terms_version, consent_ip, include_documents, withdrawn_at from university_shares where institution_id = ${institutionId} order by consented_at`,
    );

  /** Fleur at 17: old enough to share without a parent (a profile without a date of birth cannot tell). */
  const SHARER = { ...HOCKEY, date_of_birth: bornYearsAgo(17) };

  async function athleteWithMatches() {
    const token = await withProfile(SHARER);
    const body = await generate(token);
    const match = body.matches[0];
    if (!match) throw new Error('no match');
    return { token, match };
  }

  it('needs a token', async () => {
    const { match } = await athleteWithMatches();
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await call(method, shareUrl(match), null, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Niet ingelogd');
    }
  });

  it('records the consent with its time, terms version and address, and tells the talent managers once', async () => {
    const { token, match } = await athleteWithMatches();
    const before = Date.now();
    const first = await call('POST', shareUrl(match), token, {}, '203.0.113.9');
    expect(first.statusCode).toBe(201);
    const { share } = shareResponseSchema.parse(first.json());
    expect(share).toMatchObject({
      institution_id: match.institution_id,
      terms_version: TERMS_VERSION,
      include_documents: false,
      withdrawn_at: null,
    });
    expect(Date.parse(share.consented_at)).toBeGreaterThanOrEqual(before - 1000);

    // Sharing again keeps the first record and writes no second event.
    const again = await call('POST', shareUrl(match), token, { include_documents: true });
    expect(again.statusCode).toBe(200);
    expect(shareResponseSchema.parse(again.json()).share).toEqual(share);

    const [event, ...more] = await events('athlete.shared_with_university', match.institution_id, token);
    expect(more).toHaveLength(0);
    expect(event?.payload).toMatchObject({
      university: { id: match.institution_id, name: match.school_name },
      terms_version: TERMS_VERSION,
      consented_at: share.consented_at,
      shared: { profile: true, video_links: true, documents: false },
      profile: { first_name: 'Fleur', sport: 'Hockey' },
    });
    const rows = (await shareRows(match.institution_id)).filter((row) => row.consent_ip === '203.0.113.9');
    expect(rows).toEqual([
      { terms_version: TERMS_VERSION, consent_ip: '203.0.113.9', include_documents: false, withdrawn_at: null },
    ]);

    // The list says what is shared, and the school stays in the matches.
    expect((await list(token)).shares).toEqual([share]);
  });

  it('shares the transcript and motivation letter only when the athlete says so', async () => {
    const { token, match } = await athleteWithMatches();
    const response = await call('POST', shareUrl(match), token, { include_documents: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().share.include_documents).toBe(true);
    const [event] = await events('athlete.shared_with_university', match.institution_id, token);
    expect(event?.payload).toMatchObject({ shared: { documents: true } });
  });

  it('withdraws: records the time, tells the talent managers, and a new share is a new consent', async () => {
    const { token, match } = await athleteWithMatches();
    await call('POST', shareUrl(match), token, {});

    const withdrawn = await call('DELETE', shareUrl(match), token);
    expect(withdrawn.statusCode).toBe(200);
    const { share } = shareWithdrawnSchema.parse(withdrawn.json());
    expect(share?.withdrawn_at).not.toBeNull();
    expect((await list(token)).shares).toEqual([]);
    const [event, ...more] = await events('athlete.share_withdrawn', match.institution_id, token);
    expect(more).toHaveLength(0);
    expect(event?.payload).toMatchObject({ withdrawn_at: share?.withdrawn_at });

    // Withdrawing twice changes nothing and tells no one again.
    const twice = await call('DELETE', shareUrl(match), token);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ share: null });
    expect(await events('athlete.share_withdrawn', match.institution_id, token)).toHaveLength(1);

    const renewed = await call('POST', shareUrl(match), token, {});
    expect(renewed.statusCode).toBe(201);
    expect(await events('athlete.shared_with_university', match.institution_id, token)).toHaveLength(2);
  });

  it('waits for a confirmed e-mail address: nothing reaches the talent managers before', async () => {
    const { supabasePublishableKey: apikey } = (await app.inject('/app-config.json')).json();
    // Signed up just now: a session at once, the address not yet confirmed.
    const signup = await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { apikey, 'content-type': 'application/json' },
      payload: { email: `onbevestigd${counter++}@example.nl`, password: 'Hockey-2025' },
    });
    const token = (signup.json() as { access_token: string }).access_token;
    expect((await call('POST', '/api/profiles', token, SHARER)).statusCode).toBe(201);
    const [match] = (await generate(token)).matches;
    if (!match) throw new Error('no match');
    const refused = await call('POST', shareUrl(match), token, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: CONFIRM_EMAIL_FIRST });
    expect((await list(token)).shares).toEqual([]);
    expect(await events('athlete.shared_with_university', match.institution_id, token)).toHaveLength(0);
  });

  describe('under 16, only with the consent of a parent on record', () => {
    async function firstMatch(token: string): Promise<Match> {
      const [match] = (await generate(token)).matches;
      if (!match) throw new Error('no match');
      return match;
    }

    it('refuses a girl of 15 without it: 403 in Dutch saying what to do, nothing recorded, no one told', async () => {
      // 16 tomorrow: 15 today. Her profile made on /profile, no wizard and no dossier consent.
      const token = await withProfile({ ...HOCKEY, date_of_birth: bornYearsAgo(16, 1) });
      const match = await firstMatch(token);
      const refused = await call('POST', shareUrl(match), token, { include_documents: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: SHARE_CONSENT_MESSAGES.under16 });
      expect(SHARE_CONSENT_MESSAGES.under16).toMatch(
        /^Je bent jonger dan 16: vraag eerst je ouder of voogd om toestemming/,
      );
      expect((await list(token)).shares).toEqual([]);
      expect(await events('athlete.shared_with_university', match.institution_id, token)).toHaveLength(0);

      const unknown = await withProfile({ ...HOCKEY, date_of_birth: null });
      const noDate = await call('POST', shareUrl(await firstMatch(unknown)), unknown, {});
      expect(noDate.statusCode).toBe(403);
      expect(noDate.json()).toEqual({ error: SHARE_CONSENT_MESSAGES.noBirthDate });

      // The consent recorded on the dossier counts, as it does for publishing the dossier.
      const recorded = await call('PUT', '/api/dossier', token, {
        parent_consent: { parent_email: 'moeder@example.nl', given_on: '2026-11-01' },
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      expect((await call('POST', shareUrl(match), token, {})).statusCode).toBe(201);
    });

    it('shares for Noor (15), whose mother consented in the wizard; another girl of 15 does not borrow it', async () => {
      const token = await athlete();
      const submitted = await app.inject({
        method: 'POST',
        url: '/api/onboarding/submit',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify(toSubmitBody(exampleUnder16OnboardingData())),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const match = await firstMatch(token);
      const shared = await call('POST', shareUrl(match), token, {});
      expect(shared.statusCode, shared.body).toBe(201);
      expect((await list(token)).shares).toHaveLength(1);
      expect(await events('athlete.shared_with_university', match.institution_id, token)).toHaveLength(1);

      const other = await withProfile({ ...HOCKEY, date_of_birth: bornYearsAgo(15) });
      const refused = await call('POST', shareUrl(await firstMatch(other)), other, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: SHARE_CONSENT_MESSAGES.under16 });
    });

    it('shares for an athlete of 16 today as before', async () => {
      const token = await withProfile({ ...HOCKEY, date_of_birth: bornYearsAgo(16) });
      expect((await call('POST', shareUrl(await firstMatch(token)), token, {})).statusCode).toBe(201);
    });
  });

  it("answers 404 for another athlete's match and touches nothing of theirs", async () => {
    const owner = await athleteWithMatches();
    const stranger = await withProfile(HOCKEY);
    const stolen = await call('POST', shareUrl(owner.match), stranger, {});
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ error: MATCH_NOT_FOUND });
    expect((await call('DELETE', shareUrl(owner.match), stranger)).statusCode).toBe(404);
    expect((await call('POST', '/api/matches/not-a-uuid/share', stranger, {})).statusCode).toBe(404);
    expect((await list(stranger)).shares).toEqual([]);
    expect(await events('athlete.shared_with_university', owner.match.institution_id, stranger)).toHaveLength(0);

    await call('POST', shareUrl(owner.match), owner.token, {});
    expect((await call('DELETE', shareUrl(owner.match), stranger)).statusCode).toBe(404);
    expect((await list(owner.token)).shares).toHaveLength(1);
  });

  it('refuses a body it does not know, in Dutch', async () => {
    const { token, match } = await athleteWithMatches();
    const response = await call('POST', shareUrl(match), token, { include_documents: 'ja' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      include_documents: 'Kies of je je cijferlijst en motivatiebrief meestuurt.',
    });
    expect((await call('POST', shareUrl(match), token, { grades: true })).statusCode).toBe(400);
    expect((await list(token)).shares).toEqual([]);
  });

  it('keeps a school the athlete shares with in the matches, also when it is far from the best', async () => {
    const token = await withProfile({ ...SHARER, university_of_interest: STANFORD });
    const stanford = pick(await generate(token), STANFORD);
    if (!stanford) throw new Error('no Stanford');
    expect((await call('POST', `/api/matches/${stanford.id}/share`, token, {})).statusCode).toBe(201);
    // No longer the athlete's pick: the share alone keeps it, with its row and its place.
    expect((await call('PATCH', '/api/profiles/me', token, { university_of_interest: null })).statusCode).toBe(200);
    const again = await generate(token);
    const kept = pick(again, STANFORD);
    expect(kept).toMatchObject({ id: stanford.id, rank: stanford.rank, match_score: stanford.match_score });
    expect(kept?.chosen).toBeUndefined();
    expect(again.shares.map((share) => share.institution_id)).toEqual([STANFORD]);
  });
});
