/**
 * Matching and the coach read the NCAA core GPA estimate once the athlete has a transcript (issue 37):
 * the matches' academic facts name it, a transcript change that moves it makes the matches stale,
 * and the coach answers with it.
 */
import { EVALUATION_CASES } from '@talentbrug/domain/academics/evaluation';
import { matchesResponseSchema } from '@talentbrug/domain/contracts/matches';
import { formatGpa } from '@talentbrug/domain/format';
import { FLEUR } from '@talentbrug/domain/testing/athletes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';

const caseOf = (name: string) => {
  const found = EVALUATION_CASES.find((evaluation) => evaluation.name.startsWith(name));
  if (!found) throw new Error(`${name} is in the evaluation set`);
  return found;
};
const daan = caseOf('Daan');
const emma = caseOf('Emma');

/** Fleur, a women's hockey player in the hoofdklasse with a typed GPA of 3,5; no SAT and no budget. */
const HOCKEY = { ...FLEUR.profile, sat_score: null, budget_eur_min: null };

describe('matching and the coach with a transcript', () => {
  let app: FastifyInstance;
  let counter = 0;
  const call = (method: ApiMethod, url: string, token: string, payload?: unknown) =>
    callApi(app, method, url, token, payload);
  const matches = async (token: string, method: 'GET' | 'POST' = 'GET') => {
    const response = await call(method, method === 'GET' ? '/api/matches' : '/api/matches/generate', token);
    expect(response.statusCode, response.body).toBe(200);
    return matchesResponseSchema.parse(response.json());
  };
  /** Every academic fact line of the matches: 'Jouw GPA 3,50 (geschat) is ...'. */
  const academicFacts = (listed: Awaited<ReturnType<typeof matches>>) =>
    listed.matches.flatMap((match) =>
      match.score_parts.filter((part) => part.key === 'academic').flatMap((part) => part.facts),
    );
  const save = async (token: string, transcript: unknown) =>
    expect((await call('PUT', '/api/academics/transcript', token, transcript)).statusCode).toBe(200);

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
  });
  afterAll(() => app.close());

  it('scores with the core GPA estimate in place of the typed GPA, and a transcript that moves it makes the matches stale', async () => {
    const token = (await signIn(app, `match-cijfers${counter++}@example.nl`)).access_token;
    expect((await call('POST', '/api/profiles', token, HOCKEY)).statusCode).toBe(201);
    const typed = await matches(token, 'POST');
    expect(typed.matches.length).toBeGreaterThan(0);
    expect(academicFacts(typed).join('\n')).toContain(`Jouw GPA ${formatGpa(3.5)}`);

    await save(token, daan.transcript);
    expect((await matches(token)).stale).toBe(true);
    const estimated = await matches(token, 'POST');
    expect(estimated.stale).toBe(false);
    const facts = academicFacts(estimated).join('\n');
    expect(facts).toContain(`Jouw GPA ${formatGpa(daan.coreGpa.value)}`);
    expect(facts).not.toContain(`Jouw GPA ${formatGpa(3.5)}`);

    // The same transcript again moves nothing; another one with another core GPA does.
    await save(token, daan.transcript);
    expect((await matches(token)).stale).toBe(false);
    await save(token, emma.transcript);
    expect((await matches(token)).stale).toBe(true);

    // The profile itself keeps what the athlete typed.
    const profile = (await call('GET', '/api/profiles/me', token)).json().profile;
    expect(profile.academic_gpa).toBe(3.5);
  });

  it('lets the coach answer with the core GPA estimate', async () => {
    const token = (await signIn(app, `coach-cijfers${counter++}@example.nl`)).access_token;
    expect((await call('POST', '/api/profiles', token, HOCKEY)).statusCode).toBe(201);
    await save(token, daan.transcript);
    const response = await call('POST', '/api/ai/chat', token, {
      message: 'Haal ik met mijn GPA de eisen van Division I?',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = JSON.stringify(response.json());
    expect(answer).toContain(formatGpa(daan.coreGpa.value));
    expect(answer).not.toContain(formatGpa(3.5));
  });
});
