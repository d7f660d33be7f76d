import { ApiError } from '@talentbrug/api-client/api';
import { exampleProfile } from '@talentbrug/api-client/testing/profile-uploads-api';
import { DIVISION_MESSAGE, type PreferredDivision } from '@talentbrug/domain/contracts/profile';
import { offeredStartTerms } from '@talentbrug/domain/onboarding/start-terms';
import { PERSON_MESSAGES } from '@talentbrug/domain/person';
import { RANGES } from '@talentbrug/domain/profile/ranges';
import { describe, expect, it } from 'vitest';
import {
  buildProfileWrite,
  FORM_MESSAGES,
  type ProfileFormValues,
  parseGpa,
  serverFieldErrors,
  toFormValues,
} from './profile-form.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const initial = toFormValues(exampleProfile());
const edit = (changes: Partial<ProfileFormValues>, from = initial) =>
  buildProfileWrite({ ...from, ...changes }, from, NOW);

describe('toFormValues', () => {
  it('puts every field in the form as text, numbers the Dutch way', () => {
    expect(initial).toMatchObject({
      first_name: 'Sem',
      height_cm: '182',
      academic_gpa: '3,3',
      budget_eur_min: '15000',
      english_test: 'toefl',
      english_score: '100',
      target_start_month: '8',
      act_score: '',
      video_link: '',
      preferred_states: ['CA', 'NC'],
      preferred_divisions: [],
    });
  });

  it("selects the sport's own level for a code the onboarding stored", () => {
    const values = toFormValues(exampleProfile({ sport: 'Voetbal', competition_level: 'hoofdklasse' }));
    expect(values.competition_level).not.toBe('');
  });
});

describe('buildProfileWrite', () => {
  it('sends nothing when nothing changed', () => {
    expect(edit({})).toEqual({ body: {}, errors: {} });
  });

  it('sends only what changed, height and weight as integers and the GPA in tenths', () => {
    expect(edit({ height_cm: ' 185 ', weight_kg: '78', academic_gpa: '3.5', first_name: 'Semmy' })).toEqual({
      body: { height_cm: 185, weight_kg: 78, academic_gpa: 3.5, first_name: 'Semmy' },
      errors: {},
    });
    expect(edit({ academic_gpa: '3,7' }).body).toEqual({ academic_gpa: 3.7 });
  });

  it('refuses to empty a name, the sport or the team, with the wizard’s words under the field', () => {
    expect(edit({ first_name: '', last_name: ' ', sport: '', team: '' })).toEqual({
      body: { first_name: null, last_name: null, sport: null, team: null },
      errors: {
        first_name: 'Vul je voornaam in.',
        last_name: 'Vul je achternaam in.',
        sport: 'Kies je sport.',
        team: 'Kies of je bij de heren of bij de dames speelt.',
      },
    });
  });

  it('omits empty values, and clears with null what the athlete emptied', () => {
    const result = edit({ act_score: '', study_interest: '', sat_score: '', nationality: '   ' });
    expect(result.errors).toEqual({});
    expect(result.body).toEqual({ sat_score: null, study_interest: null, nationality: null });
    expect('act_score' in result.body).toBe(false);
  });

  it('refuses a height that is not a whole number or out of range, in Dutch', () => {
    expect(edit({ height_cm: '182,5' }).errors).toEqual({ height_cm: FORM_MESSAGES.whole });
    expect(edit({ height_cm: '1,82' }).errors).toEqual({ height_cm: FORM_MESSAGES.whole });
    expect(edit({ height_cm: '82' }).errors).toEqual({ height_cm: 'Vul een waarde in tussen 100 en 250.' });
    expect(edit({ weight_kg: 'zeventig' }).errors).toEqual({ weight_kg: 'Gebruik een numerieke waarde.' });
  });

  it('takes a GPA in steps of 0.1, or a Dutch average grade as its GPA', () => {
    expect(parseGpa('3,4')).toEqual({ value: 3.4 });
    expect(parseGpa('4')).toEqual({ value: 4 });
    expect(parseGpa('3,45')).toEqual({ error: FORM_MESSAGES.gpaStep });
    expect(parseGpa('7,4')).toEqual({ value: 3.3 });
    expect(parseGpa('11')).toEqual({ error: FORM_MESSAGES.gpa });
    expect(parseGpa('-1')).toEqual({ error: FORM_MESSAGES.gpa });
    expect(edit({ academic_gpa: '3,45' }).errors).toEqual({ academic_gpa: 'Gebruik één decimaal, bijvoorbeeld 3,4.' });
    // The Dutch average travels along as typed, so the profile can show both.
    expect(edit({ academic_gpa: '7,4' }).body).toEqual({ academic_gpa: 3.3, academic_grade: 7.4 });
    expect(edit({ academic_gpa: '3,4' }).body).toEqual({ academic_gpa: 3.4 });
  });

  it('shows a stored Dutch average in the GPA field as it was typed', () => {
    const typed = toFormValues(exampleProfile({ academic_gpa: 3.3, academic_grade: 7.4 }));
    expect(typed.academic_gpa).toBe('7,4');
    expect(edit({ first_name: 'Sam' }, typed).body).toEqual({ first_name: 'Sam' });
  });

  it('does not hold a stored value against the new rules when it is left alone', () => {
    const legacy = toFormValues(exampleProfile({ academic_gpa: 3.67 }));
    expect(legacy.academic_gpa).toBe('3,67');
    expect(edit({ first_name: 'Sam' }, legacy)).toEqual({ body: { first_name: 'Sam' }, errors: {} });
  });

  it('checks the scores on their own scales', () => {
    expect(edit({ sat_score: '1650' }).errors).toEqual({ sat_score: 'Vul een waarde in tussen 400 en 1600.' });
    expect(edit({ act_score: '37' }).errors).toEqual({ act_score: 'Vul een waarde in tussen 1 en 36.' });
    expect(edit({ sat_score: '1450', act_score: '31' }).body).toEqual({ sat_score: 1450, act_score: 31 });
  });

  it('sends the English test and score together, the score checked on that test', () => {
    expect(edit({ english_score: '105' }).body).toEqual({ english_test: 'toefl', english_score: 105 });
    expect(edit({ english_test: 'ielts' }).errors).toEqual({
      english_score: 'Een IELTS-score ligt tussen 0 en 9, in halve punten.',
    });
    expect(edit({ english_test: 'ielts', english_score: '6,5' }).body).toEqual({
      english_test: 'ielts',
      english_score: 6.5,
    });
    expect(edit({ english_test: 'ielts', english_score: '6,3' }).errors.english_score).toContain('in halve punten');
    expect(edit({ english_test: '' }).errors).toEqual({ english_test: FORM_MESSAGES.englishTestNeeded });
    expect(edit({ english_test: '', english_score: '' }).body).toEqual({ english_test: null, english_score: null });
  });

  it('checks the date of birth, the web link and long texts', () => {
    expect(edit({ date_of_birth: '2008-02-30' }).errors).toEqual({ date_of_birth: FORM_MESSAGES.date });
    expect(edit({ date_of_birth: '2026-12-01' }).errors).toEqual({ date_of_birth: FORM_MESSAGES.future });
    expect(edit({ date_of_birth: '2008-06-01' }).body).toEqual({ date_of_birth: '2008-06-01' });
    // The wizard's range: an athlete of 12 to 30 on the Dutch calendar day.
    expect(edit({ date_of_birth: '2014-11-24' }).errors).toEqual({});
    expect(edit({ date_of_birth: '2014-11-25' }).errors).toEqual({ date_of_birth: PERSON_MESSAGES.birthOutOfRange });
    expect(edit({ date_of_birth: '1995-11-25' }).errors).toEqual({});
    expect(edit({ date_of_birth: '1995-11-24' }).errors).toEqual({ date_of_birth: PERSON_MESSAGES.birthOutOfRange });
    // A link as the wizard takes it: without https://, which is added when it is saved.
    expect(edit({ video_link: 'youtube.com/watch?v=dQw4w9WgXcQ' })).toEqual({
      body: { video_link: 'https://youtube.com/watch?v=dQw4w9WgXcQ' },
      errors: {},
    });
    expect(edit({ video_link: 'mijn video' }).errors).toEqual({
      video_link: 'Voer een geldige link in, bijvoorbeeld youtube.com/watch?v=… of vimeo.com/123456789.',
    });
    expect(edit({ video_link: 'javascript:alert(1)' }).errors).toEqual({
      video_link: FORM_MESSAGES.url,
    });
    expect(edit({ video_link: 'https://youtu.be/abc' }).body).toEqual({
      video_link: 'https://youtu.be/abc',
    });
    expect(edit({ first_name: 'x'.repeat(61) }).errors).toEqual({ first_name: 'Gebruik maximaal 60 tekens.' });
    expect(edit({ first_name: 'x'.repeat(60) }).errors).toEqual({});
    expect(edit({ achievements: 'x'.repeat(5001) }).errors).toEqual({ achievements: 'Gebruik maximaal 5000 tekens.' });
  });

  it('lets the server schema have the last word, in Dutch', () => {
    expect(edit({ first_name: 'Sem\u0000' }).errors).toEqual({ first_name: 'Deze tekst bevat een ongeldig teken.' });
    expect(edit({ preferred_school_size: 'reusachtig' }).errors).toEqual({
      preferred_school_size: 'Kies klein, middel of groot.',
    });
  });

  it('sends the preferred states when the set changed, and an empty list to clear them', () => {
    expect(edit({ preferred_states: ['NC', 'CA'] }).body).toEqual({});
    expect(edit({ preferred_states: ['CA', 'NC', 'TX'] }).body).toEqual({ preferred_states: ['CA', 'NC', 'TX'] });
    expect(edit({ preferred_states: [] }).body).toEqual({ preferred_states: [] });
  });

  it('sends the college levels when the choice changed, [] to clear them, and refuses one the list lacks', () => {
    const wishing = toFormValues(exampleProfile({ preferred_divisions: ['d2', 'naia'] }));
    expect(wishing.preferred_divisions).toEqual(['d2', 'naia']);
    expect(edit({ preferred_divisions: ['naia', 'd2'] }, wishing).body).toEqual({});
    expect(edit({ preferred_divisions: ['d2', 'd3', 'naia'] }, wishing).body).toEqual({
      preferred_divisions: ['d2', 'd3', 'naia'],
    });
    expect(edit({ preferred_divisions: [] }, wishing).body).toEqual({ preferred_divisions: [] });
    expect(edit({ preferred_divisions: ['d4' as PreferredDivision] }).errors).toEqual({
      preferred_divisions: DIVISION_MESSAGE,
    });
  });

  it('reads the month and year of the start as whole numbers', () => {
    expect(edit({ target_start_month: '1', target_start_year: '2028' }).body).toEqual({
      target_start_month: 1,
      target_start_year: 2028,
    });
    expect(edit({ budget_eur_min: '20.000' }).body).toEqual({ budget_eur_min: 20000 });
  });
});

describe('the start in the editor', () => {
  it('takes every term the onboarding offers, for any diploma year, and an emptied start as unknown', () => {
    for (let diploma = RANGES.graduationYear.min; diploma <= RANGES.graduationYear.max; diploma++) {
      for (const term of offeredStartTerms(NOW, diploma)) {
        const values = { target_start_month: String(term.month), target_start_year: String(term.year) };
        expect(edit(values).errors).toEqual({});
      }
    }
    // Noor, VWO 4, starts after her diploma in 2029.
    expect(edit({ target_start_month: '8', target_start_year: '2029' }).body).toEqual({ target_start_year: 2029 });
    expect(edit({ target_start_month: '', target_start_year: '' }).body).toEqual({
      target_start_month: null,
      target_start_year: null,
    });
  });
});

describe('serverFieldErrors', () => {
  it("takes the server's 400 fields, by field", () => {
    const error = new ApiError('Ongeldige invoer', 400, {
      error: 'Ongeldige invoer',
      fields: {
        height_cm: 'Te klein',
        'preferred_states.2': 'Kies een staat uit de lijst.',
        'preferred_divisions.0': DIVISION_MESSAGE,
        _root: 'x',
        other: 'y',
      },
    });
    expect(serverFieldErrors(error)).toEqual({
      height_cm: 'Te klein',
      preferred_states: 'Kies een staat uit de lijst.',
      preferred_divisions: DIVISION_MESSAGE,
    });
    expect(serverFieldErrors(new ApiError('Kapot', 500, { error: 'Kapot' }))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
