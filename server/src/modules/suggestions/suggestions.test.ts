import { matchesResponseSchema } from '@talentbrug/domain/contracts/matches';
import { suggestionsResponseSchema } from '@talentbrug/domain/contracts/suggestions';
import { FLEUR } from '@talentbrug/domain/testing/athletes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createMatchesRepository } from '../matches/index.ts';
import { createProfilesRepository } from '../profiles/profiles-repository.ts';
import { createSuggestionsService } from './suggestions-service.ts';

let app: FastifyInstance;
let counter = 0;
const athlete = async () => {
  const session = await signIn(app, `tips${counter++}@example.nl`);
  return { token: session.access_token, id: session.user.id };
};
const call = (method: ApiMethod, url: string, token: string | null, payload?: unknown) =>
  callApi(app, method, url, token, payload);

async function suggestions(token: string) {
  const response = await call('GET', '/api/ai/suggestions', token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return suggestionsResponseSchema.parse(response.json()).suggestions;
}
const titlesOf = async (token: string) => (await suggestions(token)).map((s) => s.title);

/** Fleur, ready to match (as in the matches tests), with every gap filled but the video and the start. */
const HOCKEY = { ...FLEUR.profile, preferred_states: ['NC', 'MA'] };

async function withProfile(profile: Record<string, unknown>) {
  const caller = await athlete();
  expect((await call('POST', '/api/profiles', caller.token, profile)).statusCode).toBe(201);
  return caller;
}

async function generate(token: string) {
  const response = await call('POST', '/api/matches/generate', token);
  expect(response.statusCode).toBe(200);
  return matchesResponseSchema.parse(response.json()).matches;
}

beforeAll(async () => {
  app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
});
afterAll(() => app.close());

describe('GET /api/ai/suggestions', () => {
  it('needs a valid token', async () => {
    const none = await call('GET', '/api/ai/suggestions', null);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Niet ingelogd' });
    expect((await call('GET', '/api/ai/suggestions', 'not-a-token')).statusCode).toBe(401);
  });

  it('without a profile: one suggestion, the onboarding', async () => {
    const { token } = await athlete();
    expect(await suggestions(token)).toEqual([
      {
        title: 'Vul eerst de onboarding in',
        description: expect.stringContaining('Zonder profiel kunnen we geen scholen voor je zoeken.'),
      },
    ]);
  });

  it('a fresh profile: what matching still needs comes first, five suggestions at most', async () => {
    const { token } = await withProfile({ first_name: 'Sem', sport: 'Voetbal' });
    const list = await suggestions(token);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list[0]).toEqual({
      title: 'Maak je profiel klaar om te matchen',
      description:
        'We missen nog je team (heren of dames), je huidige niveau en je gemiddelde cijfer (GPA). Vul dit aan op je profiel, dan kunnen we scholen voor je zoeken.',
    });
    expect(list.map((s) => s.title)).toContain('Zet je highlightvideo op je profiel');
  });

  it('a profile ready to match: generate; after generating: choose favourites at the best schools', async () => {
    const { token } = await withProfile(HOCKEY);
    expect(await titlesOf(token)).toContain('Genereer je eerste matches');

    const matches = await generate(token);
    const [first, second, third] = matches;
    const after = await suggestions(token);
    expect(after.map((s) => s.title)).not.toContain('Genereer je eerste matches');
    const favourites = after.find((s) => s.title === 'Kies je favoriete scholen');
    expect(favourites?.description).toContain(`Je hebt ${matches.length} matches.`);
    for (const match of [first, second, third]) {
      expect(favourites?.description).toContain(`${match?.school_name} (${match?.match_score}%)`);
    }
  });

  it('with a favourite: contact its coach; with a status further along: the next step', async () => {
    const { token } = await withProfile(HOCKEY);
    const [, second] = await generate(token);
    if (!second) throw new Error('expected matches');
    expect((await call('PATCH', `/api/matches/${second.id}`, token, { favourite: true })).statusCode).toBe(200);
    const titles = await titlesOf(token);
    expect(titles).toContain(`Neem contact op met ${second.school_name}`);
    expect(titles).not.toContain('Kies je favoriete scholen');

    expect((await call('PATCH', `/api/matches/${second.id}`, token, { status: 'offer' })).statusCode).toBe(200);
    expect((await titlesOf(token))[0]).toBe(`Bekijk het aanbod van ${second.school_name} goed`);
  });

  it("shows only the caller's own state", async () => {
    const busy = await withProfile(HOCKEY);
    const [best] = await generate(busy.token);
    await call('PATCH', `/api/matches/${best?.id}`, busy.token, { favourite: true, status: 'interested' });
    const fresh = await withProfile(HOCKEY);

    const theirs = JSON.stringify(await suggestions(fresh.token));
    expect(theirs).toContain('Genereer je eerste matches');
    expect(theirs).not.toContain(String(best?.school_name));
    expect(JSON.stringify(await suggestions(busy.token))).toContain(`Neem contact op met ${best?.school_name}`);
  });
});

describe("the tip to regenerate follows the matches' own 'stale'", () => {
  it('comes after a change matching reads (the English score), not after one it does not (the position)', async () => {
    const { token } = await withProfile(HOCKEY);
    await generate(token);
    expect(await titlesOf(token)).not.toContain('Vernieuw je matches');

    expect((await call('PATCH', '/api/profiles/me', token, { position: 'Middenveld' })).statusCode).toBe(200);
    expect(await titlesOf(token)).not.toContain('Vernieuw je matches');

    expect((await call('PATCH', '/api/profiles/me', token, { english_score: 104 })).statusCode).toBe(200);
    expect(await titlesOf(token)).toContain('Vernieuw je matches');
    await generate(token);
    expect(await titlesOf(token)).not.toContain('Vernieuw je matches');
  });

  it("after TOEFL 95 on the profile: 'Vernieuw je matches' first, and no tip quotes the missing score (issue 33, item 5)", async () => {
    // A family's tour: a women's rower, budget €12.000, matches generated before her English test.
    const rower = {
      first_name: 'Eva',
      sport: 'Roeien',
      team: 'dames',
      competition_level: 'wedstrijdroeier',
      academic_gpa: 3.3,
      budget_eur_min: 12000,
      preferred_states: ['MA'],
    };
    const { token } = await withProfile(rower);
    const [best] = await generate(token);
    const before = await suggestions(token);
    const tip = before.find((s) => s.title === `Vergroot je kans bij ${best?.school_name}`);
    expect(tip?.description).toContain('Engelse taaltoets: nog geen score');

    const saved = await call('PATCH', '/api/profiles/me', token, { english_test: 'toefl', english_score: 95 });
    expect(saved.statusCode).toBe(200);
    const after = await suggestions(token);
    expect(after[0]?.title).toBe('Vernieuw je matches');
    expect(JSON.stringify(after)).not.toContain('Engelse taaltoets');

    await generate(token);
    const renewed = await suggestions(token);
    expect(renewed.map((s) => s.title)).not.toContain('Vernieuw je matches');
    expect(JSON.stringify(renewed)).not.toContain('Engelse taaltoets: nog geen score');
  });
});

describe('the suggestions service on a fixed clock', () => {
  const serviceAt = (iso: string, uploads?: { countFiles(userId: string, type?: string): Promise<number> }) =>
    createSuggestionsService({
      profiles: createProfilesRepository(app.database.db),
      matches: createMatchesRepository(app.database.db),
      now: () => new Date(iso),
      ...(uploads ? { uploads } : {}),
    });

  it('follows the recruiting calendar of the athlete’s start, the same on the same day', async () => {
    const { id } = await withProfile({ ...HOCKEY, target_start_year: 2028, target_start_month: 8 });
    const titles = async (iso: string) => (await serviceAt(iso).forAthlete(id)).suggestions.map((s) => s.title);

    expect(await titles('2026-05-20T09:00:00Z')).toContain('Vanaf 15 juni 2026 mogen coaches je benaderen');
    // 15 June begins at midnight in Amsterdam (22:00 UTC the day before).
    expect(await titles('2026-06-14T22:30:00Z')).toContain('Coaches mogen nu contact met je opnemen');
    expect(await titles('2027-11-01T12:00:00Z')).toContain('Meld je op tijd aan bij je scholen');
    expect(await titles('2028-05-01T12:00:00Z')).toContain('Begin op tijd aan je studentenvisum');

    const once = await serviceAt('2027-11-01T12:00:00Z').forAthlete(id);
    const again = await serviceAt('2027-11-01T18:00:00Z').forAthlete(id);
    expect(again).toEqual(once);
  });

  it('counts an uploaded highlight video when the uploads can be counted', async () => {
    const { id } = await withProfile(HOCKEY);
    const asked: [string, string | undefined][] = [];
    const uploads = {
      countFiles: async (userId: string, type?: string) => {
        asked.push([userId, type]);
        return 1;
      },
    };
    const video = 'Zet je highlightvideo op je profiel';
    const without = await serviceAt('2026-05-20T09:00:00Z').forAthlete(id);
    expect(without.suggestions.map((s) => s.title)).toContain(video);
    const withUpload = await serviceAt('2026-05-20T09:00:00Z', uploads).forAthlete(id);
    expect(withUpload.suggestions.map((s) => s.title)).not.toContain(video);
    expect(asked).toEqual([[id, 'highlight']]);
  });
});
