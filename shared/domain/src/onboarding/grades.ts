/**
 * Dutch grades (1-10) to a US GPA (0-4), after the conversion table of a Dutch university
 * college (reference/domain-facts.md). Always an estimate: the NCAA Eligibility Center and
 * InCred compute the official figure, and the texts say so.
 */
import { gradePoints, UNIVERSITY_COLLEGE } from '../academics/conversion.ts';
import { formatGpa, formatGrade, formatNumber } from '../format.ts';

/** The GPA estimate of a Dutch average grade: the academics module's default table, compared at one decimal as on a report. */
export function dutchGradeToGpa(grade: number): number {
  return gradePoints(UNIVERSITY_COLLEGE, grade);
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
  return UNIVERSITY_COLLEGE.bands
    .filter((band) => band.min >= lowest)
    .map((band, index) => `${formatGrade(band.min)}${index === 0 ? ' of hoger' : ''} = ${formatGpa(band.points)}`)
    .join('; ');
}

/** The Dutch hint shown under the field and in the coach's reply. */
export function gradeHint(value: number): string | null {
  if (!isDutchGrade(value)) return null;
  const gpa = formatGpa(dutchGradeToGpa(value));
  const grade = formatNumber(Math.round(value * 10) / 10);
  return `Een ${grade} is ongeveer een GPA van ${gpa}. Dat is een schatting: het NCAA Eligibility Center berekent de officiële GPA.`;
}
