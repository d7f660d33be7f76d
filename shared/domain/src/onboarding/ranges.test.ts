import { describe, expect, it } from 'vitest';
import { createOnboardingSubmitBodySchema } from '../contracts/onboarding.ts';
import { profileWriteSchema } from '../contracts/profile.ts';
import { rangeMessage } from '../format.ts';
import { RANGES } from '../profile/ranges.ts';
import { setValue } from './data.ts';
import { exampleOnboardingData } from './example.ts';
import { matchingFactsOf } from './matching-facts.ts';
import { toSubmitBody } from './payload.ts';
import { validateAll } from './validation.ts';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const schema = createOnboardingSubmitBodySchema(() => NOW);
/** A height and a weight name their unit ('1,81' is a height in metres); other numbers say their bounds. */
const OUT_OF_RANGE: Partial<Record<string, string>> = {
  'sport.heightCm': 'Vul je lengte in centimeters in, tussen 100 en 250.',
  'sport.weightKg': 'Vul je gewicht in kilo’s in, tussen 30 en 200.',
};

describe('one range per number, wherever it is checked', () => {
  it.each([
    ['sport.heightCm', 'height_cm', RANGES.heightCm],
    ['sport.weightKg', 'weight_kg', RANGES.weightKg],
    ['preferences.budget', 'budget_eur_min', RANGES.budgetEur],
  ] as const)('%s: the wizard, the submit schema and the profile agree on the bounds', (path, column, range) => {
    const message = OUT_OF_RANGE[path] ?? rangeMessage(range.min, range.max);
    for (const [value, ok] of [
      [range.min, true],
      [range.max, true],
      [range.min - 1, false],
      [range.max + 1, false],
    ] as const) {
      const data = setValue(exampleOnboardingData(), path, String(value));
      expect(validateAll(data, NOW)[path] ?? null).toBe(ok ? null : message);
      expect(schema.safeParse(JSON.parse(JSON.stringify(toSubmitBody(data, { now: NOW })))).success).toBe(ok);
      expect(profileWriteSchema.safeParse({ [column]: value }).success).toBe(ok);
    }
  });

  it('the matching facts read SAT, ACT and the diploma year within the same bounds', () => {
    const facts = (path: 'academics.satScore' | 'academics.actScore' | 'academics.graduationYear', value: number) =>
      matchingFactsOf(setValue(exampleOnboardingData(), path, String(value)));
    expect(facts('academics.satScore', RANGES.satScore.max).sat_score).toBe(RANGES.satScore.max);
    expect(facts('academics.satScore', RANGES.satScore.max + 1).sat_score).toBeNull();
    expect(facts('academics.actScore', RANGES.actScore.min - 1).act_score).toBeNull();
    expect(facts('academics.graduationYear', RANGES.graduationYear.max).graduation_year).toBe(
      RANGES.graduationYear.max,
    );
    expect(profileWriteSchema.safeParse({ sat_score: RANGES.satScore.max + 1 }).success).toBe(false);
    expect(profileWriteSchema.safeParse({ graduation_year: RANGES.graduationYear.min - 1 }).success).toBe(false);
  });
});
