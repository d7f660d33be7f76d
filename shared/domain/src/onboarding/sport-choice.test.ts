import { describe, expect, it } from 'vitest';
import { createOnboardingSubmitBodySchema } from '../contracts/onboarding.ts';
import { COMPETITION_LEVELS } from '../profile/options.ts';
import { levelSteps } from '../sport-levels.ts';
import { type OnboardingData, setValue } from './data.ts';
import { exampleOnboardingData } from './example.ts';
import { toSubmitBody } from './payload.ts';
import { GENERIC_LEVEL_OPTIONS, LEVEL_CODES, levelLabel, levelOptions } from './sport-choice.ts';
import { shownOptions, stepById } from './steps.ts';
import { answerField, validateAll, validateStep } from './validation.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const schema = createOnboardingSubmitBodySchema(() => NOW);
const body = (data: OnboardingData) => JSON.parse(JSON.stringify(toSubmitBody(data, { now: NOW })));

const withSport = (primarySport: string, team: string, level = '') => {
  const data = exampleOnboardingData();
  return { ...data, sport: { ...data.sport, primarySport, team, level } };
};
const values = (data: OnboardingData) => levelOptions(data).map((option) => option.value);
const levelField = () => stepById('sport').fields.find((field) => field.path === 'sport.level');

describe('the level options', () => {
  it("offer the sport's own ladder once sport and team are known, the generic ladder otherwise", () => {
    // Hockey in hockey's own words: the hoofdklasse is the top league, and football's levels are not offered.
    const hockey = levelOptions(withSport('Hockey', 'dames')).map((o) => o.label);
    expect(hockey[1]).toBe('Hoofdklasse (senioren) of hoogste jeugdklasse (O18/O16)');
    expect(hockey.join(' ')).not.toMatch(/Eredivisie|divisie/);
    expect(levelOptions(withSport('Voetbal', 'heren')).map((o) => o.label)).toContain(
      'Eredivisie of Keuken Kampioen Divisie (senioren)',
    );
    // The ladder itself, top down, is pinned in sport-levels.test.ts.
    expect(values(withSport('Hockey', 'dames'))).toEqual(levelSteps('field-hockey', 'dames').map((step) => step.code));
    expect(values(withSport('Tennis', 'heren'))).toContain('rating-3');
    expect(levelOptions(withSport('Voetbal', 'dames')).map((o) => o.label)).toContain(
      'Topklasse (hoogste amateurniveau)',
    );
    // One ladder for both teams: offered as soon as the sport is known.
    expect(values(withSport('Hockey', ''))).toEqual(values(withSport('Hockey', 'heren')));
    // Two ladders: the generic one until the team is known.
    expect(levelOptions(withSport('Voetbal', ''))).toBe(GENERIC_LEVEL_OPTIONS);
    expect(levelOptions(withSport('Padel', 'dames'))).toBe(GENERIC_LEVEL_OPTIONS);
    expect(values(withSport('', ''))).toEqual([
      'nationale-selectie',
      'nationale-top',
      'nationaal',
      'bovenregionaal',
      'regionaal',
      'club',
    ]);
  });

  it('accept in a submission every ladder code and every old wizard code, and nothing else', () => {
    for (const code of ['promotieklasse', 'rating-3', 'hcp-plus-2', 'nk-finale', 'nationale-top']) {
      expect(LEVEL_CODES).toContain(code);
    }
    for (const { value } of COMPETITION_LEVELS) expect(LEVEL_CODES).toContain(value);
    expect(new Set(LEVEL_CODES).size).toBe(LEVEL_CODES.length);
    expect(LEVEL_CODES).not.toContain('wereldklasse');
  });

  it("label the chosen level as the sport's ladder does", () => {
    const data = withSport('Hockey', 'dames', 'promotieklasse');
    expect(levelLabel(data)).toBe('Promotieklasse of subtopklasse jeugd');
    expect(levelLabel(withSport('Tennis', 'dames', 'eredivisie'))).toBe(
      'Eredivisie of Eerste divisie (hoogste landelijke niveau)',
    );
  });
});

describe('a level that no longer fits', () => {
  it("is emptied when another sport's ladder has the code for another level: hockey's hoofdklasse is not football's", () => {
    const hockey = withSport('Hockey', 'heren', 'hoofdklasse');
    const { data, cleared } = answerField(hockey, 'sport.primarySport', 'Voetbal');
    expect(data.sport.level).toBe('');
    expect(cleared.map((field) => field.path)).toEqual(['sport.level']);
    // The same level under another team's name, or a national selection in any sport, stays.
    expect(answerField(withSport('Hockey', 'dames', 'hoofdklasse'), 'sport.team', 'heren').data.sport.level).toBe(
      'hoofdklasse',
    );
    expect(answerField(withSport('Voetbal', '', 'nationale-selectie'), 'sport.team', 'heren').data.sport.level).toBe(
      'nationale-selectie',
    );
  });

  it('is emptied when a new sport takes it off the ladder', () => {
    const before = withSport('Hockey', 'dames', 'promotieklasse');
    const { data, cleared } = answerField(before, 'sport.primarySport', 'Tennis');
    expect(data.sport.primarySport).toBe('Tennis');
    expect(data.sport.level).toBe('');
    expect(cleared.map((field) => field.path)).toEqual(['sport.level']);
  });

  it('is emptied when the team changes the ladder (women’s football has a topklasse, men’s does not)', () => {
    const { data, cleared } = answerField(withSport('Voetbal', 'dames', 'topklasse'), 'sport.team', 'heren');
    expect(data.sport.level).toBe('');
    expect(cleared).toHaveLength(1);
  });

  it('stays when the new ladder has it, when it is an old wizard code, or when another answer changes', () => {
    expect(answerField(withSport('Tennis', 'dames', 'rating-3'), 'sport.team', 'heren').data.sport.level).toBe(
      'rating-3',
    );
    expect(answerField(withSport('Hockey', 'dames', 'eredivisie'), 'sport.primarySport', 'Golf').cleared).toEqual([]);
    expect(answerField(withSport('Hockey', 'dames', 'promotieklasse'), 'sport.club', 'HDM').cleared).toEqual([]);
  });
});

describe('an old draft', () => {
  // Saved before the ladders: a tennis player who picked the football-named 'Eredivisie' line.
  const old = withSport('Tennis', 'dames', 'eredivisie');

  it('is still valid in the wizard and on the server', () => {
    expect(validateAll(old, NOW)).toEqual({});
    expect(schema.safeParse(body(old)).success).toBe(true);
  });

  it('keeps showing the old choice', () => {
    const field = levelField();
    if (!field) throw new Error('no level field');
    expect(shownOptions(field, old, 'eredivisie')[0]).toEqual({
      value: 'eredivisie',
      label: 'Eredivisie of Eerste divisie (hoogste landelijke niveau)',
    });
  });
});

describe('the rules for a ladder code', () => {
  it('accept a step of the chosen sport and team, on the server too', () => {
    const data = withSport('Hockey', 'dames', 'promotieklasse');
    expect(validateStep(stepById('sport'), data)).toEqual({});
    expect(schema.safeParse(body(data)).success).toBe(true);
  });

  it("refuse another sport's step, with the field's message at its path", () => {
    const data = withSport('Tennis', 'dames', 'promotieklasse');
    expect(validateStep(stepById('sport'), data)).toEqual({ 'sport.level': 'Kies een van de opties uit de lijst.' });
    const result = schema.safeParse(body(data));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('data.sport.level');
    expect(schema.safeParse(body(setValue(data, 'sport.level', 'wereldklasse'))).success).toBe(false);
  });
});

describe('a sport without a college team for the team chosen, or outside the catalogue', () => {
  it('does not block the rules (the wizard says what it means: mfe-onboarding copy/sport-notes.ts)', () => {
    expect(validateAll(withSport('Hockey', 'heren', 'hoofdklasse'), NOW)).toEqual({});
    expect(validateAll(withSport('Padel', 'heren', 'nationale-top'), NOW)).toEqual({});
  });
});
