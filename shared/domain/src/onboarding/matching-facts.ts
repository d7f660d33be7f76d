import type { OnboardingData } from './data.ts';
import { parseNumber } from './numbers.ts';

/** A whole number within the field's own range, or null: an out-of-range answer is not a fact. */
function within(input: string, min: number, max: number): number | null {
  const value = parseNumber(input);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * The matching facts the wizard asks that the submit payload (spec) has no field for: test
 * scores, the diploma year and the kind of scholarship. The profile gets them from here.
 */
export function matchingFactsOf(data: OnboardingData) {
  return {
    sat_score: within(data.academics.satScore, 400, 1600),
    act_score: within(data.academics.actScore, 1, 36),
    graduation_year: within(data.academics.graduationYear, 2000, 2040),
    scholarship_type: data.preferences.scholarshipType.trim() || null,
  };
}
