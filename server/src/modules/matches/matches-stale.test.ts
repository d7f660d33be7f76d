/**
 * GET /api/matches says whether the matches are older than the profile (`stale`): a change of a
 * fact the engine reads flips it, a change it does not read leaves it, regenerating clears it, and
 * so does nothing but a regeneration after the institution dataset changed. Matches generated
 * before the fingerprint was stored are judged by the profile's and the dataset's times.
 */

import { matchesResponseSchema } from '@talentbrug/domain/contracts/matches';
import { type Profile, profileResponseSchema } from '@talentbrug/domain/contracts/profile';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { FLEUR } from '@talentbrug/domain/testing/athletes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp, queryRows } from '../../testing/test-app.ts';
import { athleteFactsOf } from './athlete-facts.ts';
import { readDatasetFile } from './dataset-file.ts';
import { createMatchesRepository } from './matches-repository.ts';

let app: FastifyInstance;
let counter = 0;

const call = (method: ApiMethod, url: string, token: string, payload?: unknown, key?: string) =>
  callApi(app, method, url, token, payload, key ? { 'idempotency-key': key } : {});

const listed = async (token: string) => {
  const response = await call('GET', '/api/matches', token);
  expect(response.statusCode).toBe(200);
  return matchesResponseSchema.parse(response.json());
};
const stale = async (token: string) => (await listed(token)).stale;
const generate = async (token: string) => {
  const response = await call('POST', '/api/matches/generate', token);
  expect(response.statusCode).toBe(200);
  return matchesResponseSchema.parse(response.json());
};
const patch = async (token: string, change: Record<string, unknown>): Promise<Profile> => {
  const response = await call('PATCH', '/api/profiles/me', token, change);
  expect(response.statusCode, response.body).toBe(200);
  return profileResponseSchema.parse(response.json()).profile;
};

/** Fleur, a women's hockey player in the hoofdklasse with every fact matching reads, and two states. */
const HOCKEY = { ...FLEUR.profile, last_name: 'de Vries', preferred_states: ['NC', 'VA'] };

/** An athlete with freshly generated matches. */
async function withMatches(profile: Record<string, unknown> = HOCKEY) {
  const session = await signIn(app, `stale${counter++}@example.nl`);
  const token = session.access_token;
  expect((await call('POST', '/api/profiles', token, profile)).statusCode).toBe(201);
  const generated = await generate(token);
  expect(generated.matches.length).toBeGreaterThan(0);
  expect(generated.stale).toBe(false);
  expect(await stale(token)).toBe(false);
  return { token, userId: session.user.id };
}

/** Whether matching reads the profile's division wish yet (another change maps it into the facts). */
const divisionsRead = (() => {
  const read = athleteFactsOf({
    ...(HOCKEY as unknown as Profile),
    preferred_divisions: ['d1'],
    preferred_school_size: null,
    act_score: null,
    scholarship_type: null,
    study_interest: null,
  } as Profile);
  return 'facts' in read && read.facts.preferredDivisions.length > 0;
})();

beforeAll(async () => {
  app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
});
afterAll(() => app.close());

describe('stale after a change of a fact the engine reads', () => {
  it.each([
    ['sport', { sport: 'Voetbal' }],
    ['level', { competition_level: 'eerste-klasse' }],
    ['GPA', { academic_gpa: 3.1 }],
    ['SAT', { sat_score: 1400 }],
    ['English test', { english_test: 'ielts', english_score: 7 }],
    ['English score', { english_score: 80 }],
    ['budget', { budget_eur_min: 30000 }],
    ['budget cleared', { budget_eur_min: null }],
    ['preferred states', { preferred_states: ['CA'] }],
  ])('%s: true until the matches are generated again', async (_fact, change) => {
    const { token } = await withMatches();
    await patch(token, change);
    const after = await listed(token);
    expect(after.stale).toBe(true);
    // The matches themselves stay as they were until the athlete regenerates.
    expect(after.matches.length).toBeGreaterThan(0);

    const regenerated = await generate(token);
    expect(regenerated.stale).toBe(false);
    expect(await stale(token)).toBe(false);
  });

  it.runIf(divisionsRead)('preferred divisions: true until the matches are generated again', async () => {
    const { token } = await withMatches();
    await patch(token, { preferred_divisions: ['d2'] });
    expect(await stale(token)).toBe(true);
    expect((await generate(token)).stale).toBe(false);
    expect(await stale(token)).toBe(false);
  });

  it('a fact taken away that matching needs: the old matches are stale and stay listed', async () => {
    const { token } = await withMatches();
    await patch(token, { academic_gpa: null });
    const after = await listed(token);
    expect(after.stale).toBe(true);
    expect(after.matches.length).toBeGreaterThan(0);
  });
});

describe('not stale after a change the engine does not read', () => {
  it('achievements, club, position, height: the profile changed, the matches did not age', async () => {
    const { token } = await withMatches();
    const before = (await listed(token)).generated_at as string;
    const changed = await patch(token, {
      achievements: 'NK-finale U18 met Bloemendaal',
      current_team: 'HC Bloemendaal',
      position: 'Middenveld',
      height_cm: 172,
    });
    expect(Date.parse(changed.updated_at)).toBeGreaterThan(Date.parse(before));
    expect(await stale(token)).toBe(false);
  });

  it('the same states in another order, or the same value saved again', async () => {
    const { token } = await withMatches();
    await patch(token, { preferred_states: ['VA', 'NC'] });
    await patch(token, { english_test: 'toefl', english_score: 95, academic_gpa: 3.5 });
    expect(await stale(token)).toBe(false);
  });

  it('the phone number, changed by sending the onboarding again', async () => {
    const session = await signIn(app, `stale${counter++}@example.nl`);
    const token = session.access_token;
    const data = exampleOnboardingData();
    const submit = async (phone: string) => {
      const body = toSubmitBody(data);
      const response = await call(
        'POST',
        '/api/onboarding/submit',
        token,
        { ...body, personal: { ...body.personal, phone } },
        `stale-phone-${counter++}`,
      );
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    await submit('06 12345678');
    expect((await generate(token)).matches.length).toBeGreaterThan(0);
    await submit('06 87654321');
    expect(await stale(token)).toBe(false);
  });

  it('no matches are never stale', async () => {
    const session = await signIn(app, `stale${counter++}@example.nl`);
    expect((await call('POST', '/api/profiles', session.access_token, HOCKEY)).statusCode).toBe(201);
    await patch(session.access_token, { academic_gpa: 3.0 });
    expect(await listed(session.access_token)).toMatchObject({ matches: [], stale: false });
  });
});

describe('regenerating', () => {
  it('keeps favourites and statuses, and the list is current again', async () => {
    const { token } = await withMatches();
    const [first] = (await listed(token)).matches;
    if (!first) throw new Error('a match');
    expect(
      (await call('PATCH', `/api/matches/${first.id}`, token, { favourite: true, status: 'contacted' })).statusCode,
    ).toBe(200);
    await patch(token, { budget_eur_min: 16000 });
    expect(await stale(token)).toBe(true);
    const again = await generate(token);
    expect(again.stale).toBe(false);
    expect(again.matches.find((match) => match.institution_id === first.institution_id)).toMatchObject({
      id: first.id,
      favourite: true,
      status: 'contacted',
    });
  });
});

describe('matches generated before the fingerprint was stored', () => {
  /** As a row written before migration 0014 reads. */
  async function forgetFingerprint(userId: string) {
    await queryRows(
      app,
      sql`update matches set facts_fingerprint = null, dataset_version = null where user_id = ${userId}`,
    );
  }

  it('are current while the profile has not been saved since', async () => {
    const { token, userId } = await withMatches();
    await forgetFingerprint(userId);
    expect(await stale(token)).toBe(false);
  });

  it('are stale once the profile was saved after them, whatever changed: a fact may have', async () => {
    const { token, userId } = await withMatches();
    await forgetFingerprint(userId);
    await patch(token, { achievements: 'Jeugdinternational' });
    expect(await stale(token)).toBe(true);
    // Regenerating stores the fingerprint, and from then on only a fact counts.
    expect((await generate(token)).stale).toBe(false);
    await patch(token, { achievements: 'Jeugdinternational, NK-goud' });
    expect(await stale(token)).toBe(false);
  });
});

describe('matches computed by an earlier engine', () => {
  it('are stale until generated again, though neither the facts nor the dataset changed', async () => {
    const { token, userId } = await withMatches();
    expect(await stale(token)).toBe(false);
    // As a row reads that was computed before ENGINE_VERSION was stored (or by another version).
    await queryRows(
      app,
      sql`update matches set dataset_version = split_part(dataset_version, '+engine-', 1) where user_id = ${userId}`,
    );
    expect(await stale(token)).toBe(true);
    expect((await generate(token)).stale).toBe(false);
    expect(await stale(token)).toBe(false);
  });
});

// Last: it loads another dataset version into this file's own database.
describe('a new institution dataset', () => {
  it('makes every generation stale until it is generated again', async () => {
    const { token } = await withMatches();
    const repository = createMatchesRepository(app.database.db);
    const file = readDatasetFile();
    try {
      expect(await repository.loadDataset(`${file.version}-next`, file.rows)).toBe(true);
      expect(await stale(token)).toBe(true);
      expect((await generate(token)).stale).toBe(false);
      expect(await stale(token)).toBe(false);
    } finally {
      await repository.loadDataset(file.version, file.rows);
    }
    expect(await stale(token)).toBe(true);
  });
});
