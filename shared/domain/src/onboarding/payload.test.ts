import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../constants.ts';
import { onboardingSubmitBodySchema } from '../contracts/onboarding.ts';
import { SHARING_CONSENT_VERSION } from './consent.ts';
import {
  CONSENT_IP_NONE,
  CONSENT_IP_PLACEHOLDER,
  createGuardianConsent,
  createOnboardingData,
  createSharingConsent,
  normalizeOnboardingData,
  type OnboardingData,
  setConsent,
  setValue,
} from './data.ts';
import { exampleOnboardingData, exampleStartTerm } from './example.ts';
import { dutchGradeToGpa, gpaFromInput } from './grades.ts';
import { parseNumber } from './numbers.ts';
import {
  onboardingProfileScore,
  profileOverview,
  splitLanguages,
  targetStart,
  toSubmitBody,
  toSubmitPayload,
  toSummary,
} from './payload.ts';
import { profileScore, profileScoreMessage } from './profile-score.ts';
import { parseStartTerm } from './start-terms.ts';
import { normalizeAnswers } from './validation.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');

/** Any partial model: each section may be missing, each value any string or junk. */
const anyData = fc
  .dictionary(
    fc.constantFrom('personal', 'sport', 'academics', 'preferences', 'media', 'consent', 'other'),
    fc.dictionary(
      fc.string({ maxLength: 12 }),
      fc.oneof(fc.string(), fc.boolean(), fc.integer(), fc.double(), fc.constant(null)),
    ),
  )
  .map((raw) => {
    // Also use the real keys, so the values reach the mapping and not only the defaults.
    const data = normalizeOnboardingData(raw);
    return data;
  });

const realKeyData = fc
  .record({
    firstName: fc.string(),
    heightCm: fc.string(),
    gpa: fc.oneof(fc.string(), fc.double().map(String)),
    languages: fc.array(fc.oneof(fc.string(), fc.constantFrom('', ' ', ' Engels ', ',')), { maxLength: 8 }),
    budget: fc.string(),
    currentSchool: fc.string(),
    accepted: fc.boolean(),
  })
  .map(({ firstName, heightCm, gpa, languages, budget, currentSchool, accepted }) => {
    let data: OnboardingData = createOnboardingData();
    data = setValue(data, 'personal.firstName', firstName);
    data = setValue(data, 'sport.heightCm', heightCm);
    data = setValue(data, 'academics.gpa', gpa);
    data = setValue(data, 'academics.languages', languages.join(','));
    data = setValue(data, 'preferences.budget', budget);
    data = setValue(data, 'academics.currentSchool', currentSchool);
    return setConsent(data, accepted, NOW);
  });

describe('the submit payload', () => {
  it('maps the example to the spec payload', () => {
    const payload = toSubmitPayload(exampleOnboardingData(), { now: NOW });
    const term = parseStartTerm(exampleStartTerm());
    expect(payload).toEqual({
      personal: {
        first_name: 'Lisa',
        last_name: 'de Vries',
        date_of_birth: '2008-03-12',
        nationality: 'Nederlandse',
        email: 'lisa.devries@example.nl',
        phone: '06 12345678',
      },
      sport: {
        sport: 'Hockey',
        position: 'Middenveld',
        team: 'dames',
        competition_level: 'hoofdklasse',
        height_cm: 172,
        weight_kg: 63,
        current_team: 'HC Bloemendaal MO18-1',
        achievements: 'Landskampioen MO18 (2025), selectie Oranje U18',
      },
      academics: {
        education_level: 'VWO 6, Stedelijk Gymnasium Haarlem',
        academic_gpa: 3.3,
        languages: ['Nederlands', 'Engels', 'Duits'],
      },
      preferences: {
        preferred_states: [],
        preferred_school_type: 'hoofdklasse',
        study_interest: 'Kinesiology',
        budget_eur_min: 12000,
        budget_eur_max: undefined,
        // The chosen term: August of its year.
        target_start_month: 8,
        target_start_year: term?.year,
        additional_notes: 'Sterk hockeyprogramma en een goede opleiding in bewegingswetenschappen',
      },
      media: { highlight_video_url: 'https://www.youtube.com/watch?v=abc123' },
      consent: {
        accepted: true,
        ip: CONSENT_IP_PLACEHOLDER,
        terms_version: TERMS_VERSION,
        accepted_at: '2026-11-20T10:00:00.000Z',
        sharing: { accepted: true, accepted_at: '2026-11-20T10:00:00.000Z', version: SHARING_CONSENT_VERSION },
        // Lisa is 18: no parent's consent is asked or sent.
        guardian: null,
      },
    });
    // Not part of the payload (spec): key stats, graduation year, SAT/ACT, other media, term, country.
    const flat = JSON.stringify(payload);
    for (const left of ['11 goals', '2027-', exampleStartTerm(), 'Verenigde Staten', 'Partial', 'Ik wil mijn sport']) {
      expect(flat).not.toContain(left);
    }
  });

  it("defaults the education level to 'High School' and leaves absent numbers null", () => {
    const payload = toSubmitPayload(createOnboardingData(), { now: NOW });
    expect(payload.academics).toEqual({ education_level: 'High School', academic_gpa: null, languages: [] });
    expect(payload.sport.height_cm).toBeNull();
    expect(payload.preferences.budget_eur_min).toBeNull();
    expect(payload.media.highlight_video_url).toBeNull();
    expect(payload.consent).toMatchObject({ accepted: false, accepted_at: null });
  });

  it('property: any partial data maps without throwing, to a body that survives JSON', () => {
    fc.assert(
      fc.property(fc.oneof(anyData, realKeyData), fc.date({ noInvalidDate: true }), (data, now) => {
        const body = toSubmitBody(data, { now });
        expect(JSON.parse(JSON.stringify(body)).data).toEqual(normalizeAnswers(data));
      }),
    );
  });

  it('property: languages are trimmed and empty entries dropped, order kept', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (parts) => {
        const languages = toSubmitPayload(setValue(createOnboardingData(), 'academics.languages', parts.join(',')))
          .academics.languages;
        const expected = parts
          .join(',')
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean);
        expect(languages).toEqual(expected);
        for (const language of languages) {
          expect(language).toBe(language.trim());
          expect(language).not.toBe('');
        }
      }),
    );
    expect(splitLanguages(' Nederlands ,,Engels, , Frans ')).toEqual(['Nederlands', 'Engels', 'Frans']);
  });

  it('takes the start month and year from the chosen term', () => {
    const start = (term: string) =>
      toSubmitPayload(setValue(createOnboardingData(), 'preferences.startTerm', term), { now: NOW }).preferences;
    expect(start('Spring 2028')).toMatchObject({ target_start_month: 1, target_start_year: 2028 });
    expect(start('Fall 2027')).toMatchObject({ target_start_month: 8, target_start_year: 2027 });
  });

  it("never makes 'Nog onbekend' a date: the profile keeps the start unknown", () => {
    const start = (term: string) =>
      toSubmitPayload(
        setValue(setValue(createOnboardingData(), 'academics.graduationYear', '2029'), 'preferences.startTerm', term),
        { now: NOW },
      ).preferences;
    // Noor graduates in 2029: next year's August (2027) was a made-up start that reached coaches.
    expect(start('Nog onbekend')).toMatchObject({ target_start_month: null, target_start_year: null });
    expect(start('')).toMatchObject({ target_start_month: null, target_start_year: null });
    expect(targetStart('Nog onbekend')).toBeNull();
    const body = toSubmitBody(setValue(exampleOnboardingData(), 'preferences.startTerm', 'Nog onbekend'), { now: NOW });
    expect(onboardingSubmitBodySchema.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
  });

  it('writes a video link typed without https:// out in full, in the payload and the stored answers', () => {
    const data = setValue(exampleOnboardingData(), 'media.highlightVideo', ' youtube.com/watch?v=abc123 ');
    const body = toSubmitBody(data, { now: NOW });
    expect(body.media.highlight_video_url).toBe('https://youtube.com/watch?v=abc123');
    expect(body.data.media.highlightVideo).toBe('https://youtube.com/watch?v=abc123');
    expect(onboardingSubmitBodySchema.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
  });

  it('property: without a chosen term the start stays unknown, whatever the day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        anyData,
        (now, data) => {
          const { preferences } = toSubmitPayload(data, { now });
          const chosen = parseStartTerm(data.preferences.startTerm);
          expect(preferences.target_start_year).toBe(chosen?.year ?? null);
          expect(preferences.target_start_month).toBe(chosen?.month ?? null);
          expect(preferences.preferred_states).toEqual([]);
        },
      ),
    );
  });

  it('converts a Dutch grade to a GPA estimate and keeps a GPA as typed', () => {
    expect(dutchGradeToGpa(8.6)).toBe(4.0);
    expect(dutchGradeToGpa(7.7)).toBe(3.7);
    expect(dutchGradeToGpa(7.35)).toBe(3.3);
    expect(dutchGradeToGpa(7.0)).toBe(3.0);
    expect(dutchGradeToGpa(6.5)).toBe(2.3);
    expect(dutchGradeToGpa(5.9)).toBe(1.7);
    expect(dutchGradeToGpa(4.9)).toBe(0);
    expect(gpaFromInput(parseNumber('3,45'))).toBe(3.45);
    expect(gpaFromInput(parseNumber('7,2'))).toBe(3.0);
    expect(gpaFromInput(Number.NaN)).toBeNull();
    expect(gpaFromInput(11)).toBeNull();
  });

  it('a complete example passes the server schema; an incomplete one names each bad field', () => {
    const body = JSON.parse(JSON.stringify(toSubmitBody(exampleOnboardingData(), { now: NOW })));
    expect(onboardingSubmitBodySchema.safeParse(body).success).toBe(true);

    const bad = setValue(setValue(exampleOnboardingData(), 'personal.email', 'lisa@'), 'personal.firstName', ' ');
    const result = onboardingSubmitBodySchema.safeParse(JSON.parse(JSON.stringify(toSubmitBody(bad, { now: NOW }))));
    expect(result.success).toBe(false);
    const fields = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      'personal.email': 'Voer een geldig e-mailadres in.',
      'data.personal.email': 'Voer een geldig e-mailadres in.',
      'personal.first_name': 'Vul je voornaam in.',
      'data.personal.firstName': 'Vul je voornaam in.',
    });
  });

  it("refuses a phone number no one can be reached on, such as '06-1234', with the wizard's message", () => {
    const data = setValue(exampleOnboardingData(), 'personal.phone', '06-1234');
    const result = onboardingSubmitBodySchema.safeParse(JSON.parse(JSON.stringify(toSubmitBody(data, { now: NOW }))));
    const fields = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    const message = 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678 of +32 470 12 34 56.';
    expect(fields).toEqual({ 'personal.phone': message, 'data.personal.phone': message });
  });

  it('takes what matching does not need as optional: no video, no letter, no transcript, no priorities', () => {
    let data = exampleOnboardingData();
    for (const path of ['media.highlightVideo', 'media.motivationLetter', 'preferences.priorities'] as const) {
      data = setValue(data, path, '');
    }
    const body = JSON.parse(JSON.stringify(toSubmitBody(data, { now: NOW })));
    expect(body.media.highlight_video_url).toBeNull();
    expect(onboardingSubmitBodySchema.safeParse(body).success).toBe(true);
  });

  it('the server schema refuses a javascript: link and consent that was not given', () => {
    const body = JSON.parse(JSON.stringify(toSubmitBody(exampleOnboardingData(), { now: NOW })));
    body.media.highlight_video_url = 'javascript:alert(1)';
    body.consent.accepted = false;
    const result = onboardingSubmitBodySchema.safeParse(body);
    const paths = (result.error?.issues ?? []).map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['media.highlight_video_url', 'consent.accepted']));
  });
});

describe('the summary, the overview and the profile score', () => {
  it('summarises the example', () => {
    expect(toSummary(exampleOnboardingData())).toEqual({
      name: 'Lisa de Vries',
      sport: 'Hockey (Middenveld)',
      start_term: exampleStartTerm(),
      target_country: 'Verenigde Staten',
      completion_percentage: 100,
      profile_score: 100,
      missing_fields: [],
      coach: 'Sanne',
      terms_version: TERMS_VERSION,
    });
  });

  it("shows 'Nog invullen', 'Nog kiezen' and 'positie onbekend' where values are missing", () => {
    let data = createOnboardingData();
    data = setValue(setValue(data, 'preferences.startTerm', ''), 'preferences.targetCountry', '');
    expect(profileOverview(data).map((row) => [row.label, row.value])).toEqual([
      ['Naam', 'Nog invullen'],
      ['Sport', 'Nog invullen'],
      ['Start', 'Nog kiezen'],
      ['Voorkeursland', 'Nog kiezen'],
    ]);
    data = setValue(data, 'sport.primarySport', 'Tennis');
    expect(profileOverview(data)[1]?.value).toBe('Tennis (positie onbekend)');
  });

  it('scores 20 points per fact, with the spec messages', () => {
    expect(onboardingProfileScore(createOnboardingData())).toBe(0);
    expect(onboardingProfileScore(setValue(createOnboardingData(), 'personal.firstName', 'Lisa'))).toBe(20);
    expect(onboardingProfileScore(exampleOnboardingData())).toBe(100);
    expect(profileScore({ first_name: 'A', sport: 'B', education_level: ' ', academic_gpa: 0 })).toBe(60);
    expect(profileScoreMessage(0)).toBe('Start met het invullen van je profiel!');
    expect(profileScoreMessage(60)).toBe('Je profiel scoort 60% - bijna klaar voor matching!');
    expect(profileScoreMessage(100)).toBe('Je profiel is compleet - klaar voor matching! 🎉');
  });
});

describe('consent and stored drafts', () => {
  it('ticking consent sets the ISO time; unticking clears it and marks the ip n/a', () => {
    const at = new Date('2026-11-24T09:30:15.123Z');
    const ticked = setConsent(createOnboardingData(), true, at);
    expect(ticked.consent).toEqual({
      accepted: true,
      timestamp: '2026-11-24T09:30:15.123Z',
      ipAddress: CONSENT_IP_PLACEHOLDER,
      termsVersion: TERMS_VERSION,
      sharing: createSharingConsent(),
      guardian: createGuardianConsent(),
    });
    // Unticking clears the tick, its time and the ip (n/a), and keeps the rest: the terms' version, sharing, guardian.
    const unticked = setConsent(ticked, false, at);
    expect(unticked.consent).toEqual({ ...ticked.consent, accepted: false, timestamp: '', ipAddress: CONSENT_IP_NONE });
    expect(unticked.personal).toBe(ticked.personal);
  });

  it('normalises a stored draft: known strings kept, junk replaced by defaults, old consent dropped', () => {
    const data = normalizeOnboardingData({
      personal: { firstName: 'Lisa', email: 42, hacker: '<script>' },
      sport: { heightCm: 172, weightKg: { $gt: '' } },
      consent: { accepted: true, timestamp: '2024-01-01T00:00:00Z', termsVersion: '2024-01' },
      extra: { x: 1 },
    });
    expect(data.personal.firstName).toBe('Lisa');
    expect(data.personal.email).toBe('42');
    expect(data.sport.heightCm).toBe('172');
    expect(data.sport.weightKg).toBe('');
    expect(data.consent).toEqual(createOnboardingData().consent);
    expect(Object.keys(data)).toEqual(Object.keys(createOnboardingData()));
    expect(normalizeOnboardingData('kapot')).toEqual(createOnboardingData());
  });
});
