import { describe, expect, it } from 'vitest';
import { createOnboardingSubmitBodySchema } from '../contracts/onboarding.ts';
import { DIVISION_HINTS } from '../profile/division-hints.ts';
import { DIVISION_LABELS, PREFERRED_DIVISIONS } from '../profile/divisions.ts';
import { COLLEGE_LEVEL_LABELS, COLLEGE_LEVELS, type CollegeLevel } from '../sports.ts';
import { createOnboardingData, normalizeOnboardingData, setValue } from './data.ts';
import { exampleOnboardingData } from './example.ts';
import { toSubmitBody } from './payload.ts';
import { stepById } from './steps.ts';
import { MESSAGES, missingRequired, validateStep } from './validation.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const preferences = stepById('preferences');
const withDivisions = (choices: string) => setValue(exampleOnboardingData(), 'preferences.divisions', choices);

describe('the college levels an athlete wishes', () => {
  it('names each level as the matches do, and explains each', () => {
    // d1 is the engine's ncaa-d1, naia its naia (athleteFactsOf maps them).
    const levels = PREFERRED_DIVISIONS.map((division) => (division.startsWith('d') ? `ncaa-${division}` : division));
    expect(levels).toEqual([...COLLEGE_LEVELS]);
    PREFERRED_DIVISIONS.forEach((division, index) => {
      expect(DIVISION_LABELS[division]).toBe(COLLEGE_LEVEL_LABELS[COLLEGE_LEVELS[index] as CollegeLevel]);
      expect(DIVISION_HINTS[division].length).toBeGreaterThan(20);
    });
  });

  it('are asked in the preferences step as five optional choices, each explained', () => {
    const field = preferences.fields.find((candidate) => candidate.path === 'preferences.divisions');
    expect(field).toMatchObject({ type: 'checkboxes', required: false });
    expect(field?.options?.map((option) => option.label)).toEqual([
      'NCAA Division I',
      'NCAA Division II',
      'NCAA Division III',
      'NAIA',
      'NJCAA (junior college)',
    ]);
    expect(field?.options?.every((option) => (option.hint ?? '').length > 20)).toBe(true);
  });

  it('need no answer, and refuse a level the list does not offer', () => {
    expect(validateStep(preferences, withDivisions(''), NOW)).toEqual({});
    expect(validateStep(preferences, withDivisions('d2,naia'), NOW)).toEqual({});
    expect(validateStep(preferences, withDivisions('d2,d4'), NOW)).toEqual({
      'preferences.divisions': MESSAGES.choose,
    });
    expect(missingRequired(withDivisions(''), NOW)).toEqual([]);
  });

  it('are kept in a draft in the list order, without unknown codes', () => {
    expect(createOnboardingData().preferences.divisions).toBe('');
    expect(normalizeOnboardingData({ preferences: { divisions: 'naia,d1,naia' } }).preferences.divisions).toBe(
      'd1,naia',
    );
    expect(normalizeOnboardingData({ preferences: { divisions: 'd9,<b>' } }).preferences.divisions).toBe('');
    expect(normalizeOnboardingData({ preferences: { divisions: ['d1'] } }).preferences.divisions).toBe('');
  });

  it('reach the server in the answers; a wizard from before sends none, and a bad level is refused in Dutch', () => {
    const schema = createOnboardingSubmitBodySchema(() => NOW);
    const body = JSON.parse(JSON.stringify(toSubmitBody(withDivisions('d2,naia'), { now: NOW })));
    expect(schema.parse(body).data.preferences.divisions).toBe('d2,naia');
    delete body.data.preferences.divisions;
    expect(schema.parse(body).data.preferences.divisions).toBe('');
    body.data.preferences.divisions = 'd1,ivy';
    expect(
      schema.safeParse(body).error?.issues.map(({ path, message }) => ({ path: path.join('.'), message })),
    ).toEqual([{ path: 'data.preferences.divisions', message: MESSAGES.choose }]);
  });
});
