/** Studie en toelating: the athlete's GPA and test against what the school usually admits. */

import { formatGpa, formatPercent, formatScore } from '@talentbrug/domain/format';
import type { Institution } from '@talentbrug/domain/institutions';
import { SCORE_PART_LABELS } from '@talentbrug/domain/matches';
import type { PreparedAthlete } from '../filters.ts';
import { clampScore, type ScorePartDef } from './part.ts';

/**
 * The GPA a school of this selectivity usually sees, by admission rate (a Talentbrug estimate from the
 * admission rate, not a published figure; the texts say 'gebruikelijk'): 5% -> 3,9, 20% -> 3,7,
 * 50% -> 3,3, 80% -> 2,9, 100% -> 2,6, linear between.
 */
const GPA_BY_ADMISSION: ReadonlyArray<readonly [rate: number, gpa: number]> = [
  [0.05, 3.9],
  [0.2, 3.7],
  [0.5, 3.3],
  [0.8, 2.9],
  [1, 2.6],
];

/** Without an admission rate: by average SAT (950 -> 2,8 ... 1500 -> 3,9). */
const GPA_BY_SAT: ReadonlyArray<readonly [sat: number, gpa: number]> = [
  [950, 2.8],
  [1100, 3.2],
  [1300, 3.6],
  [1500, 3.9],
];

function interpolate(table: ReadonlyArray<readonly [number, number]>, x: number): number {
  let previous: readonly [number, number] | undefined;
  for (const point of table) {
    if (x <= point[0]) {
      if (!previous) return point[1];
      return previous[1] + ((point[1] - previous[1]) * (x - previous[0])) / (point[0] - previous[0]);
    }
    previous = point;
  }
  return previous ? previous[1] : 0;
}

/** Selectivity unknown: the common ground of US four-year admissions. */
const USUAL_GPA_UNKNOWN = 3.0;
/** A junior college without an admission rate: open admission with a diploma. */
const USUAL_GPA_JUNIOR_COLLEGE = 2.3;

/** The usual GPA for the school, or null when neither its admission rate nor its SAT is known. */
export function usualGpa(institution: Institution): number | null {
  if (institution.admission_rate !== null) return interpolate(GPA_BY_ADMISSION, institution.admission_rate);
  if (institution.level === 'njcaa') return USUAL_GPA_JUNIOR_COLLEGE;
  if (institution.sat_avg !== null) return interpolate(GPA_BY_SAT, institution.sat_avg);
  return null;
}

/**
 * Inside the academic part only: the GPA's and the test's shares where both count. The part's own
 * weight in the match score is `academic.weight` below.
 */
export const GPA_AND_TEST_SHARES = { gpa: 0.6, test: 0.4 } as const;

/**
 * 75 at the usual, rising 50 points per GPA point below it (0 at 1,5 under) and bending towards 100
 * above it (91 at half a point over, 97 at a full point), never reaching it: a higher GPA never
 * scores lower, and two schools where the athlete is well over the usual still differ.
 */
export function gpaScore(athleteGpa: number, usual: number): number {
  return clampScore(aboveUsual(athleteGpa - usual, 50));
}

/** 75 at 0, `slope` points per unit below, and 100 - 25·e^(-slope·x/25) above (the same slope at 0). */
function aboveUsual(difference: number, slope: number): number {
  if (difference <= 0) return 75 + difference * slope;
  // Rounded to whole scores later: capped at 99 so the best is never written as a perfect 100.
  return Math.min(99, 100 - 25 * Math.exp((-slope * difference) / 25));
}

/** 75 at the school's average SAT, 25 points per 100 SAT points below it, bending towards 100 above. */
export function testScore(satEquivalent: number, satAverage: number): number {
  return clampScore(aboveUsual(satEquivalent - satAverage, 0.25));
}

/**
 * GPA alone, or 60/40 GPA and the best test (SAT, or ACT converted) where the school's average SAT is
 * known. Both inputs only ever raise it: the property tests hold it to that.
 */
export function academicScore(prepared: PreparedAthlete, institution: Institution): number {
  const gpaPart = gpaScore(prepared.athlete.gpa, usualGpa(institution) ?? USUAL_GPA_UNKNOWN);
  if (prepared.satEquivalent === null || institution.sat_avg === null) return gpaPart;
  const testPart = testScore(prepared.satEquivalent, institution.sat_avg);
  return clampScore(GPA_AND_TEST_SHARES.gpa * gpaPart + GPA_AND_TEST_SHARES.test * testPart);
}

/** How the athlete's GPA reads against the school's usual GPA, or null when the selectivity is unknown. */
export function gpaVerdict(athleteGpa: number, institution: Institution): string | null {
  const usual = usualGpa(institution);
  return usual === null ? null : academicWord(gpaScore(athleteGpa, usual));
}

export function academicWord(score: number): string {
  if (score >= 85) return 'ruim voldoende';
  if (score >= 65) return 'voldoende';
  if (score >= 40) return 'krap';
  return 'ver onder het gebruikelijke';
}

export const academic: ScorePartDef<'academic'> = {
  key: 'academic',
  label: SCORE_PART_LABELS.academic,
  // Admission and eligibility, after the level and the cost (README, 'Why these weights').
  weight: 0.2,
  score: ({ prepared, institution }) => academicScore(prepared, institution),
  facts({ prepared, institution, eligible }) {
    const { athlete, satEquivalent } = prepared;
    const facts = [eligible.gate.fact];
    if (institution.admission_rate !== null) {
      facts.push(`Toelating: ${formatPercent(institution.admission_rate)} van de aanmelders`);
    } else if (institution.level === 'njcaa') {
      facts.push('Toelatingspercentage onbekend; junior colleges laten vrijwel iedereen met een diploma toe');
    } else {
      facts.push('Toelatingspercentage onbekend');
    }
    if (satEquivalent !== null && institution.sat_avg !== null) {
      facts.push(`${testName(prepared)} tegenover een gemiddelde SAT van ${formatScore(institution.sat_avg)} hier`);
    } else if (institution.sat_avg !== null) {
      facts.push(`Gemiddelde SAT hier ${formatScore(institution.sat_avg)}; jij hebt (nog) geen SAT of ACT`);
    }
    const verdict = gpaVerdict(athlete.gpa, institution);
    facts.push(
      verdict === null
        ? `Jouw GPA ${formatGpa(athlete.gpa)} (geschat); hoe selectief de school is, is onbekend`
        : `Jouw GPA ${formatGpa(athlete.gpa)} (geschat) is ${verdict} voor een school met deze toelating`,
    );
    return facts;
  },
};

function testName(prepared: PreparedAthlete): string {
  const { sat, act } = prepared.athlete;
  if (sat !== null && (act === null || prepared.satEquivalent === sat)) return `Jouw SAT ${formatScore(sat)}`;
  return `Jouw ACT ${act} (als SAT ongeveer ${formatScore(prepared.satEquivalent ?? 0)})`;
}
