import { ACADEMICS_MESSAGES, eligibilityResponseSchema, transcriptResponseSchema } from '@talentbrug/domain/academics';
import { EVALUATION_CASES } from '@talentbrug/domain/academics/evaluation';
import { diplomaTrackInEnglish } from '@talentbrug/domain/academics-english';
import { DELETE_CONFIRMATION } from '@talentbrug/domain/contracts/account';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';

const lisa = EVALUATION_CASES.find((evaluation) => evaluation.name.startsWith('Lisa'));
const fleur = EVALUATION_CASES.find((evaluation) => evaluation.name.startsWith('Fleur'));

describe('the athlete’s Dutch transcript and its NCAA reading', () => {
  let app: FastifyInstance;
  let counter = 0;
  const athlete = async () => (await signIn(app, `cijfers${counter++}@example.nl`)).access_token;
  const call = (method: ApiMethod, url: string, token: string | null, payload?: unknown) =>
    callApi(app, method, url, token, payload);

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
  });
  afterAll(() => app.close());

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/academics/transcript'],
      ['PUT', '/api/academics/transcript'],
      ['GET', '/api/academics/eligibility'],
    ] as const) {
      const response = await call(method, url, null, method === 'PUT' ? lisa?.transcript : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('has no transcript before the first save, and says so in Dutch on the reading', async () => {
    const token = await athlete();
    const transcript = await call('GET', '/api/academics/transcript', token);
    expect(transcript.statusCode).toBe(200);
    expect(transcript.json()).toEqual({ transcript: null });
    const eligibility = await call('GET', '/api/academics/eligibility', token);
    expect(eligibility.statusCode).toBe(404);
    expect(eligibility.json()).toEqual({ error: ACADEMICS_MESSAGES.noTranscript });
  });

  it('stores the transcript, gives it back, and reads it in NCAA terms as the evaluation set expects', async () => {
    if (!lisa) throw new Error('Lisa is in the evaluation set');
    const token = await athlete();
    const saved = await call('PUT', '/api/academics/transcript', token, lisa.transcript);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = transcriptResponseSchema.parse(saved.json());
    expect(body.transcript).toMatchObject({ track: 'havo', profile: 'cm', subjects: lisa.transcript.subjects });
    expect(saved.headers['cache-control']).toBe('no-store');

    const read = await call('GET', '/api/academics/transcript', token);
    expect(read.json()).toEqual(saved.json());

    const eligibility = await call('GET', '/api/academics/eligibility', token);
    expect(eligibility.statusCode).toBe(200);
    const answer = eligibilityResponseSchema.parse(eligibility.json());
    expect(answer).toMatchObject({
      track: 'havo',
      core_units: lisa.coreUnits.value,
      core_units_required: 16,
      core_gpa: lisa.coreGpa.value,
      core_gpa_range: { low: lisa.range.value[0], high: lisa.range.value[1] },
      table: { id: 'university-college', source: { checked: '2026-11' } },
    });
    expect(answer.missing.d1.map((item) => item.code)).toEqual(lisa.missingD1.value);
    expect(answer.missing.d2.map((item) => item.code)).toEqual(lisa.missingD2.value);
  });

  it('replaces the transcript whole on the next save', async () => {
    if (!lisa || !fleur) throw new Error('Lisa and Fleur are in the evaluation set');
    const token = await athlete();
    expect((await call('PUT', '/api/academics/transcript', token, lisa.transcript)).statusCode).toBe(200);
    const first = (await call('GET', '/api/academics/transcript', token)).json().transcript.updated_at;
    expect((await call('PUT', '/api/academics/transcript', token, fleur.transcript)).statusCode).toBe(200);
    const read = (await call('GET', '/api/academics/transcript', token)).json();
    expect(read.transcript).toMatchObject({ track: 'vwo', profile: 'ng', subjects: fleur.transcript.subjects });
    expect(new Date(read.transcript.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(first).getTime());
    const answer = (await call('GET', '/api/academics/eligibility', token)).json();
    expect(answer.core_units).toBe(fleur.coreUnits.value);
    expect(answer.core_gpa).toBe(fleur.coreGpa.value);
  });

  it('refuses bad input with Dutch messages per field and keeps what was stored', async () => {
    if (!lisa) throw new Error('Lisa is in the evaluation set');
    const token = await athlete();
    expect((await call('PUT', '/api/academics/transcript', token, lisa.transcript)).statusCode).toBe(200);
    const cases: [unknown, string, string][] = [
      [{ track: 'atheneum', subjects: [] }, 'track', ACADEMICS_MESSAGES.track],
      [
        { track: 'havo', subjects: [{ subject: 'nederlands', grades: [{ year: 6, grade: 7 }] }] },
        'subjects.0.grades.0.year',
        ACADEMICS_MESSAGES.yearNotInTrack,
      ],
      [
        { track: 'vwo', subjects: [{ subject: 'nederlands', grades: [{ year: 4, grade: 11 }] }] },
        'subjects.0.grades.0.grade',
        ACADEMICS_MESSAGES.grade,
      ],
      [{ track: 'mavo', profile: 'em', subjects: [] }, 'profile', ACADEMICS_MESSAGES.profileNotForTrack],
      [
        { track: 'vwo', subjects: [{ subject: 'gym', grades: [{ year: 4, grade: 7 }] }] },
        'subjects.0.subject',
        ACADEMICS_MESSAGES.subject,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('PUT', '/api/academics/transcript', token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: 'Ongeldige invoer', fields: { [field]: message } });
    }
    const notJson = await app.inject({
      method: 'PUT',
      url: '/api/academics/transcript',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"track": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: expect.any(String) });
    expect((await call('GET', '/api/academics/transcript', token)).json().transcript.track).toBe('havo');
  });

  it('shows each athlete only their own transcript', async () => {
    if (!lisa) throw new Error('Lisa is in the evaluation set');
    const owner = await athlete();
    const other = await athlete();
    expect((await call('PUT', '/api/academics/transcript', owner, lisa.transcript)).statusCode).toBe(200);
    expect((await call('GET', '/api/academics/transcript', other)).json()).toEqual({ transcript: null });
    expect((await call('GET', '/api/academics/eligibility', other)).statusCode).toBe(404);
  });

  it('gives the dossier its core GPA estimate once there is a transcript, the Dutch average before', async () => {
    if (!lisa) throw new Error('Lisa is in the evaluation set');
    const token = await athlete();
    const profile = await app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ first_name: 'Lisa', sport: 'Volleybal', academic_grade: 7.5 }),
    });
    expect(profile.statusCode, profile.body).toBe(201);
    const before = (await call('GET', '/api/academics/transcript', token)).json();
    expect(before).toEqual({ transcript: null });
    const preview = async () => {
      const response = await call('GET', '/api/dossier', token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().preview.academics;
    };
    expect(await preview()).toMatchObject({ gpa_basis: 'converted_dutch_average', diploma_track: null });
    expect((await call('PUT', '/api/academics/transcript', token, lisa.transcript)).statusCode).toBe(200);
    // The track of the grades goes with their estimate, in English for the coach.
    const { track, profile: cluster } = lisa.transcript;
    expect(await preview()).toMatchObject({
      gpa: lisa.coreGpa.value,
      gpa_basis: 'ncaa_core_gpa_estimate',
      gpa_range: [...lisa.range.value],
      gpa_table: expect.stringContaining('university college'),
      diploma_track: diplomaTrackInEnglish(track, cluster ?? null),
    });
    expect((await preview()).diploma_track).toMatch(/^(VWO|HAVO|MAVO|MBO)[ :/]/);
  });

  it('goes with the account, and a deleted account cannot write one again', async () => {
    if (!lisa) throw new Error('Lisa is in the evaluation set');
    const session = await signIn(app, `cijfers-weg${counter++}@example.nl`);
    const token = session.access_token;
    expect((await call('PUT', '/api/academics/transcript', token, lisa.transcript)).statusCode).toBe(200);
    const deleted = await call('DELETE', '/api/account', token, { confirmation: DELETE_CONFIRMATION });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('PUT', '/api/academics/transcript', token, lisa.transcript)).statusCode).toBe(403);
    expect((await call('GET', '/api/academics/transcript', token)).statusCode).toBe(403);
  });
});
