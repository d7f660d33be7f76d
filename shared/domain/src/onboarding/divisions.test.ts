import { describe, expect, it } from 'vitest';
import { COLLEGE_LEVEL_LABELS, COLLEGE_LEVELS, type CollegeLevel } from '../sports.ts';
import { createOnboardingData, normalizeOnboardingData, setValue } from './data.ts';
import { DIVISION_HINTS } from './division-hints.ts';
import { DIVISION_LABELS, PREFERRED_DIVISIONS } from './divisions.ts';
import { exampleOnboardingData } from './example.ts';
import { toSubmitBody } from './payload.ts';
import { createOnboardingSubmitBodySchema } from './schemas.ts';
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
    expect(field).toMatchObject({ label: 'Welke niveaus spreken je aan?', type: 'checkboxes', required: false });
    expect(field?.options?.map((option) => option.label)).toEqual([
      'NCAA Division I',
      'NCAA Division II',
      'NCAA Division III',
      'NAIA',
      'NJCAA (junior college)',
    ]);
    expect(field?.options?.every((option) => (option.hint ?? '').length > 20)).toBe(true);
    expect(field?.helper).toContain('Vink je niets aan, dan kijkt de matching naar alle niveaus.');
  });

  it('need no answer, and refuse a level the list does not offer', () => {
    expect(validateStep(preferences, withDivisions(''), NOW)).toEqual({});
    expect(validateStep(preferences, withDivisions('d2,naia'), NOW)).toEqual({});
    expect(validateStep(preferences, withDivisions('d2,d4'), NOW)).toEqual({
      'preferences.divisions': MESSAGES.choose,
    });
    expect(missingRequired(withDivisions(''), NOW)).toEqual([]);
  });

  it('are said back in the step summary and by Sanne', () => {
    const summary = preferences.summary(withDivisions('naia,d2'));
    expect(summary.user).toContain('niveau: NCAA Division II of NAIA');
    expect(summary.coach).toContain('Ik geef NCAA Division II en NAIA voorrang in je matches.');
    const three = preferences.summary(withDivisions('njcaa,d1,d3'));
    expect(three.user).toContain('niveau: NCAA Division I, NCAA Division III of NJCAA (junior college)');
    expect(preferences.summary(withDivisions('')).user).not.toContain('niveau');
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
