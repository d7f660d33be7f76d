/**
 * The plausible range of each number the onboarding and the profile ask, in one place: the
 * wizard's fields, the submit schema, the profile's write schema and the matching facts all
 * read them here, so '1,80' as a height in metres is refused everywhere alike.
 */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

export const RANGES = {
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 30, max: 200 },
  /** What the athlete may type: a Dutch average (to 10) or a GPA (to 4); see ./grades.ts. */
  gradeInput: { min: 0, max: 10 },
  /** A US GPA, as stored. */
  gpa: { min: 0, max: 4 },
  satScore: { min: 400, max: 1600 },
  actScore: { min: 1, max: 36 },
  graduationYear: { min: 2000, max: 2040 },
  budgetEur: { min: 0, max: 200_000 },
  targetStartYear: { min: 2024, max: 2040 },
  targetStartMonth: { min: 1, max: 12 },
} as const satisfies Record<string, NumberRange>;

/**
 * The most characters of a long free answer: the wizard's textareas and the profile fields that keep
 * one (achievements, key stats), so the profile takes whatever the wizard took.
 */
export const LONG_TEXT_MAX = 5000;

/** Whether a number lies within a range, both ends included. */
export function inRange(value: number, { min, max }: NumberRange): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}
