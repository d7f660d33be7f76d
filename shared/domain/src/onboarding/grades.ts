/**
 * Dutch grades (1-10) to a US GPA (0-4), after the conversion table of a Dutch university
 * college (reference/domain-facts.md). Always an estimate: the NCAA Eligibility Center and
 * InCred compute the official figure, and the texts say so.
 */
import { formatGpa, formatGrade, formatNumber } from '../format.ts';

const GRADE_TO_GPA: ReadonlyArray<readonly [minimumGrade: number, gpa: number]> = [
  [8.0, 4.0],
  [7.7, 3.7],
  [7.4, 3.3],
  [7.0, 3.0],
  [6.7, 2.7],
  [6.4, 2.3],
  [6.0, 2.0],
  [5.6, 1.7],
  [5.4, 1.3],
  [5.0, 1.0],
];

/** The GPA estimate of a Dutch average grade; grades are compared at one decimal, as on a report. */
export function dutchGradeToGpa(grade: number): number {
  const rounded = Math.round(grade * 10) / 10;
  for (const [minimum, gpa] of GRADE_TO_GPA) if (rounded >= minimum) return gpa;
  return 0;
}

/**
 * The field accepts either scale: up to 4 it is read as a GPA, above 4 (to 10) as a Dutch
 * grade, since a Dutch average below 4 does not lead to a diploma.
 */
export function isDutchGrade(value: number): boolean {
  return value > 4 && value <= 10;
}

/** The GPA to store for what the athlete typed, or null when it is neither scale. */
export function gpaFromInput(value: number): number | null {
  if (!Number.isFinite(value) || value < 0 || value > 10) return null;
  return isDutchGrade(value) ? dutchGradeToGpa(value) : Math.round(value * 100) / 100;
}

/** The table in words, for the field's helper: '8,0 of hoger = 4,0; 7,7 = 3,7; ...; 6,0 = 2,0'. */
export function conversionText(lowest = 6.0): string {
  return GRADE_TO_GPA.filter(([grade]) => grade >= lowest)
    .map(([grade, gpa], index) => `${formatGrade(grade)}${index === 0 ? ' of hoger' : ''} = ${formatGpa(gpa)}`)
    .join('; ');
}

/** The Dutch hint shown under the field and in the coach's reply. */
export function gradeHint(value: number): string | null {
  if (!isDutchGrade(value)) return null;
  const gpa = formatGpa(dutchGradeToGpa(value));
  const grade = formatNumber(Math.round(value * 10) / 10);
  return `Een ${grade} is ongeveer een GPA van ${gpa}. Dat is een schatting: het NCAA Eligibility Center berekent de officiële GPA.`;
}
