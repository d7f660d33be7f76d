import { DIVISION_MESSAGE } from '@talentbrug/domain/contracts/profile';
import type { OnboardingData } from '@talentbrug/domain/onboarding/data';
import { exampleOnboardingData } from '@talentbrug/domain/onboarding/example';
import { toSubmitBody } from '@talentbrug/domain/onboarding/payload';
import { tooLongMessage } from '@talentbrug/domain/person';
import { LONG_TEXT_MAX } from '@talentbrug/domain/profile/ranges';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiMethod, callApi } from '../../testing/api.ts';
import { signIn, TEST_SERVICE_KEY } from '../../testing/sign-in.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { NO_PROFILE } from './profiles-service.ts';

describe('the caller’s own profile', () => {
  let app: FastifyInstance;
  let counter = 0;
  const athlete = async () => (await signIn(app, `profiel${counter++}@example.nl`)).access_token;
  const call = (method: ApiMethod, url: string, token: string | null, payload?: unknown) =>
    callApi(app, method, url, token, payload);
  /** POST /api/onboarding/submit with the wizard's answers, as the wizard sends them. */
  const submitOnboarding = (token: string, data: OnboardingData) =>
    app.inject({
      method: 'POST',
      url: '/api/onboarding/submit',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(toSubmitBody(data)),
    });

  beforeAll(async () => {
    app = await buildTestApp({ AUTH_SERVICE_KEY: TEST_SERVICE_KEY });
  });
  afterAll(() => app.close());

  it('answers 404 with the spec notice before there is a profile', async () => {
    const response = await call('GET', '/api/profiles/me', await athlete());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NO_PROFILE });
  });

  it('creates a profile once, then updates it', async () => {
    const token = await athlete();
    // Each answer holds what was written, over what was there.
    const lotte = { first_name: 'Lotte', sport: 'Hockey', height_cm: 172 };
    const created = await call('POST', '/api/profiles', token, lotte);
    expect(created.statusCode).toBe(201);
    expect(created.json().profile).toMatchObject({ ...lotte, position: null });
    expect((await call('POST', '/api/profiles', token, { first_name: 'Lotte' })).statusCode).toBe(409);

    const update = { position: 'Middenveld', academic_gpa: 3.4, height_cm: null };
    const updated = await call('PATCH', '/api/profiles/me', token, update);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().profile).toMatchObject({ first_name: 'Lotte', ...update });
    expect((await call('GET', '/api/profiles/me', token)).json().profile.position).toBe('Middenveld');
  });

  it('keeps the university the athlete picked, and clears it on request', async () => {
    const token = await athlete();
    const created = await call('POST', '/api/profiles', token, {
      first_name: 'Fleur',
      university_of_interest: '243744',
    });
    expect(created.json().profile.university_of_interest).toBe('243744');
    const cleared = await call('PATCH', '/api/profiles/me', token, { university_of_interest: null });
    expect(cleared.json().profile).toMatchObject({ first_name: 'Fleur', university_of_interest: null });
  });

  it('takes the university from the onboarding, and matching shows it', async () => {
    const token = await athlete();
    const data = exampleOnboardingData();
    data.preferences.universityOfInterest = '243744';
    const submitted = await submitOnboarding(token, data);
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().profile.university_of_interest).toBe('243744');
    expect((await call('GET', '/api/profiles/me', token)).json().profile.university_of_interest).toBe('243744');
    const generated = await call('POST', '/api/matches/generate', token);
    const chosen = generated.json().matches.filter((match: { chosen?: boolean }) => match.chosen);
    expect(chosen.map((match: { school_name: string }) => match.school_name)).toEqual(['Stanford University']);
  });

  it('keeps the college levels the athlete wishes: each once, in order, until changed or cleared', async () => {
    const token = await athlete();
    const created = await call('POST', '/api/profiles', token, { first_name: 'Daan' });
    expect(created.json().profile.preferred_divisions).toEqual([]);

    const chosen = await call('PATCH', '/api/profiles/me', token, { preferred_divisions: ['naia', 'd2', 'naia'] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().profile.preferred_divisions).toEqual(['d2', 'naia']);
    // A write about something else leaves the wish alone.
    await call('PATCH', '/api/profiles/me', token, { position: 'Spits' });
    expect((await call('GET', '/api/profiles/me', token)).json().profile).toMatchObject({
      position: 'Spits',
      preferred_divisions: ['d2', 'naia'],
    });

    const cleared = await call('PATCH', '/api/profiles/me', token, { preferred_divisions: [] });
    expect(cleared.json().profile.preferred_divisions).toEqual([]);
  });

  it.each([
    [['d1', 'ivy-league'], 'preferred_divisions.1', DIVISION_MESSAGE],
    [['NCAA Division I'], 'preferred_divisions.0', DIVISION_MESSAGE],
  ])('refuses the levels %j with a Dutch 400 and keeps the wish as it was', async (divisions, field, message) => {
    const token = await athlete();
    await call('POST', '/api/profiles', token, { first_name: 'Daan', preferred_divisions: ['d3'] });
    const response = await call('PATCH', '/api/profiles/me', token, { preferred_divisions: divisions });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Ongeldige invoer', fields: { [field]: message } });
    expect((await call('GET', '/api/profiles/me', token)).json().profile.preferred_divisions).toEqual(['d3']);
  });

  it('refuses a level that is not a list, and null, with a 400 in Dutch', async () => {
    const token = await athlete();
    await call('POST', '/api/profiles', token, { first_name: 'Daan' });
    for (const divisions of ['d1', null]) {
      const response = await call('PATCH', '/api/profiles/me', token, { preferred_divisions: divisions });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Ongeldige invoer');
      expect(response.json()).toEqual({ error: 'Ongeldige invoer', fields: { preferred_divisions: DIVISION_MESSAGE } });
    }
  });

  it('takes the levels ticked in the onboarding into the profile', async () => {
    const token = await athlete();
    const data = exampleOnboardingData();
    data.preferences.divisions = 'd3,d2';
    const submitted = await submitOnboarding(token, data);
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().profile.preferred_divisions).toEqual(['d2', 'd3']);
    expect((await call('GET', '/api/profiles/me', token)).json().profile.preferred_divisions).toEqual(['d2', 'd3']);
  });

  describe("'Belangrijkste statistieken' (key_stats)", () => {
    const ROWER = '2k ergo 7:18,4, 6k 23:40';

    it('keeps what the wizard asked for on the profile: the submit stores it, GET returns it', async () => {
      const token = await athlete();
      const data = exampleOnboardingData();
      data.sport.keyStats = `  ${ROWER}\n`;
      const submitted = await submitOnboarding(token, data);
      expect(submitted.statusCode).toBe(201);
      expect(submitted.json().profile.key_stats).toBe(ROWER);
      expect((await call('GET', '/api/profiles/me', token)).json().profile.key_stats).toBe(ROWER);
    });

    it('is changed by PATCH, and cleared by an empty value or null; other writes leave it alone', async () => {
      const token = await athlete();
      await call('POST', '/api/profiles', token, { first_name: 'Roos', key_stats: ROWER });
      const changed = await call('PATCH', '/api/profiles/me', token, { key_stats: '2k ergo 7:12,9\n6k 23:21' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().profile.key_stats).toBe('2k ergo 7:12,9\n6k 23:21');
      await call('PATCH', '/api/profiles/me', token, { position: 'Slag' });
      expect((await call('GET', '/api/profiles/me', token)).json().profile.key_stats).toBe('2k ergo 7:12,9\n6k 23:21');

      const emptied = await call('PATCH', '/api/profiles/me', token, { key_stats: '   ' });
      expect(emptied.statusCode).toBe(200);
      expect((await call('GET', '/api/profiles/me', token)).json().profile.key_stats).toBeNull();
      await call('PATCH', '/api/profiles/me', token, { key_stats: ROWER });
      const cleared = await call('PATCH', '/api/profiles/me', token, { key_stats: null });
      expect(cleared.json().profile.key_stats).toBeNull();
    });

    it(`takes the wizard's ${LONG_TEXT_MAX} characters and refuses one more with a Dutch 400, keeping what was there`, async () => {
      const token = await athlete();
      await call('POST', '/api/profiles', token, { first_name: 'Roos', key_stats: ROWER });
      const tooLong = await call('PATCH', '/api/profiles/me', token, { key_stats: 'x'.repeat(LONG_TEXT_MAX + 1) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toEqual({
        error: 'Ongeldige invoer',
        fields: { key_stats: tooLongMessage(LONG_TEXT_MAX) },
      });
      expect((await call('GET', '/api/profiles/me', token)).json().profile.key_stats).toBe(ROWER);
      const longest = await call('PATCH', '/api/profiles/me', token, { key_stats: 'x'.repeat(LONG_TEXT_MAX) });
      expect(longest.statusCode).toBe(200);
      expect(longest.json().profile.key_stats).toHaveLength(LONG_TEXT_MAX);
    });

    it("is the athlete's own: another athlete neither reads nor changes it", async () => {
      const roos = await athlete();
      const sem = await athlete();
      await submitOnboarding(roos, {
        ...exampleOnboardingData(),
        sport: { ...exampleOnboardingData().sport, keyStats: ROWER },
      });
      // Without a profile of their own, the other athlete hears so and nothing of Roos.
      const before = await call('GET', '/api/profiles/me', sem);
      expect(before.statusCode).toBe(404);
      expect(before.body).not.toContain('ergo');
      await call('POST', '/api/profiles', sem, { first_name: 'Sem', key_stats: '11 goals in 20 wedstrijden' });
      expect((await call('GET', '/api/profiles/me', sem)).json().profile.key_stats).toBe('11 goals in 20 wedstrijden');
      await call('PATCH', '/api/profiles/me', sem, { key_stats: null });
      expect((await call('GET', '/api/profiles/me', roos)).json().profile.key_stats).toBe(ROWER);
    });
  });

  it('keeps the Dutch average typed in the onboarding beside its GPA estimate', async () => {
    const token = await athlete();
    const submitted = await submitOnboarding(token, exampleOnboardingData());
    expect(submitted.json().profile).toMatchObject({ academic_grade: 7.4, academic_gpa: 3.3 });
    // A grade decides the GPA; a GPA on its own is no grade's estimate any more.
    const graded = await call('PATCH', '/api/profiles/me', token, { academic_grade: 8 });
    expect(graded.json().profile).toMatchObject({ academic_grade: 8, academic_gpa: 4 });
    const gpa = await call('PATCH', '/api/profiles/me', token, { academic_gpa: 3.5 });
    expect(gpa.json().profile).toMatchObject({ academic_grade: null, academic_gpa: 3.5 });
    expect((await call('PATCH', '/api/profiles/me', token, { academic_grade: 3.5 })).statusCode).toBe(400);
  });

  it.each([
    [{ university_of_interest: 'Stanford University' }, 'university_of_interest'],
    [{ height_cm: 'lang' }, 'height_cm'],
    [{ academic_gpa: 9 }, 'academic_gpa'],
    [{ highlight_video_url: 'javascript:alert(1)' }, 'highlight_video_url'],
    [{ date_of_birth: '31-12-2008' }, 'date_of_birth'],
    [{ user_id: '00000000-0000-4000-8000-000000000000' }, '_root'],
  ])('refuses %j with a 400 naming the field', async (payload, field) => {
    const response = await call('POST', '/api/profiles', await athlete(), payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  it.each([
    [{ first_name: null }, 'first_name', 'Vul je voornaam in.'],
    [{ first_name: '' }, 'first_name', 'Vul je voornaam in.'],
    [{ last_name: '   ' }, 'last_name', 'Vul je achternaam in.'],
    [{ sport: null }, 'sport', 'Kies je sport.'],
    [{ team: null }, 'team', 'Kies of je bij de heren of bij de dames speelt.'],
    [{ first_name: 'L'.repeat(61) }, 'first_name', 'Gebruik maximaal 60 tekens.'],
    [{ date_of_birth: '2030-06-01' }, 'date_of_birth', 'Je geboortedatum kan niet in de toekomst liggen.'],
  ])('refuses the update %j with a Dutch 400 and leaves the profile as it was', async (payload, field, message) => {
    const token = await athlete();
    const before = (
      await call('POST', '/api/profiles', token, {
        first_name: 'Sanne',
        last_name: 'van den Berg',
        sport: 'Hockey',
        team: 'dames',
        date_of_birth: '2008-03-14',
      })
    ).json().profile;
    const response = await call('PATCH', '/api/profiles/me', token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Ongeldige invoer', fields: { [field]: message } });
    expect((await call('GET', '/api/profiles/me', token)).json().profile).toEqual(before);
  });

  it('takes a name of 60 characters', async () => {
    const token = await athlete();
    await call('POST', '/api/profiles', token, { first_name: 'Sanne' });
    const response = await call('PATCH', '/api/profiles/me', token, { last_name: 'B'.repeat(60) });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.last_name).toBe('B'.repeat(60));
  });

  it('needs a token for every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/profiles/me'],
      ['POST', '/api/profiles'],
      ['PATCH', '/api/profiles/me'],
    ] as const) {
      const response = await call(method, url, null, {});
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBeTruthy();
    }
  });
});
