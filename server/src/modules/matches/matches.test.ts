import { matchesResponseSchema, matchUpdatedSchema } from '@talentbrug/domain/matches';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { readDatasetFile } from './dataset-file.ts';
import { createMatchesRepository } from './matches-repository.ts';

let app: FastifyInstance;
let counter = 0;
const athlete = async () => (await signIn(app, `match${counter++}@example.nl`)).access_token;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** A hockey player (dames) in the hoofdklasse with a good GPA: D1 field hockey territory. */
const HOCKEY = {
  first_name: 'Fleur',
  sport: 'Hockey',
  team: 'dames',
  competition_level: 'hoofdklasse',
  academic_gpa: 3.5,
  sat_score: 1250,
  english_test: 'toefl',
  english_score: 95,
  budget_eur_min: 15000,
};

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
    expect(empty.json()).toEqual({ matches: [], generated_at: null });

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
    expect(listed).toEqual({ matches: body.matches, generated_at: body.generated_at });
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
    expect(stolen.json()).toEqual({ error: 'Deze match bestaat niet (meer).' });
    expect((await call('PATCH', '/api/matches/not-a-uuid', stranger, { favourite: true })).statusCode).toBe(404);
    // The owner's row is untouched.
    const mine = matchesResponseSchema.parse((await call('GET', '/api/matches', owner)).json());
    expect(mine.matches.find((m) => m.id === match.id)?.favourite).toBe(false);
    // And the stranger's own list never shows it.
    const theirs = matchesResponseSchema.parse((await call('GET', '/api/matches', stranger)).json());
    expect(theirs.matches.some((m) => m.id === match.id)).toBe(false);
  });
});
