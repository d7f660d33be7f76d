/**
 * The terms an athlete can start in: Fall (the US academic year, from August) and Spring (from
 * January), computed from the day it is, so the list never offers a term that has begun. The
 * values keep the spec's form ('Fall 2025'), so a draft or submission that holds an older term
 * stays valid and readable.
 *
 * The list reaches the Fall after the athlete's diploma: two fixed years left a VWO 4 pupil only
 * 'Nog onbekend', which the payload then made next year's August and coaches read as her start.
 */
import { dutchDay } from '../dates.ts';
import { formatMonthYear } from '../format.ts';
import type { FieldOption } from '../profile/options.ts';
import { inRange, RANGES } from '../profile/ranges.ts';
import type { OnboardingData } from './data.ts';
import { parseNumber } from './numbers.ts';

export type Season = 'Fall' | 'Spring';

export interface StartTerm {
  season: Season;
  year: number;
  /** The month classes begin: 8 for Fall, 1 for Spring. */
  month: number;
}

export const START_TERM_UNKNOWN = 'Nog onbekend';
/** The fewest terms the list offers, so an athlete who has her diploma still has two years to choose from. */
export const START_TERMS_OFFERED = 4;
/**
 * Without a diploma year, every term that begins within four years: a VWO 4 pupil (diploma in
 * under three years) finds the Fall after her exams, a VWO 3 pupil that of a gap year.
 */
export const START_TERM_WINDOW_MONTHS = 48;
/** The first term the wizard ever offered (the spec's 'Fall 2025'). */
const FIRST_TERM: StartTerm = { season: 'Fall', year: 2025, month: 8 };

const MONTH = { Fall: 8, Spring: 1 } as const satisfies Record<Season, number>;

const termOf = (season: Season, year: number): StartTerm => ({ season, year, month: MONTH[season] });
const after = (term: StartTerm): StartTerm =>
  term.season === 'Spring' ? termOf('Fall', term.year) : termOf('Spring', term.year + 1);
const order = (term: StartTerm) => term.year * 12 + term.month;

export const termValue = (term: StartTerm) => `${term.season} ${term.year}`;
export const termOption = (term: StartTerm): FieldOption => ({
  value: termValue(term),
  label: `${termValue(term)} (${formatMonthYear(term.year, term.month)})`,
});

/** 'Fall 2027' as a term; null for 'Nog onbekend' or any other text. */
export function parseStartTerm(value: string): StartTerm | null {
  const match = /^(Fall|Spring) (\d{4})$/.exec(value.trim());
  return match ? termOf(match[1] as Season, Number(match[2])) : null;
}

/**
 * The first term that has not begun on this day (in the Netherlands): in January Spring has
 * begun, so Fall is next; from August on, Fall has begun, so next year's Spring is.
 */
const thisMonth = (now: Date) => {
  const today = dutchDay(now) ?? { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  return today.year * 12 + today.month;
};

export function nextStartTerm(now: Date): StartTerm {
  const month = thisMonth(now);
  let term = termOf('Spring', Math.floor((month - 1) / 12));
  while (order(term) <= month) term = after(term);
  return term;
}

/** The diploma year the athlete gave on the education step, or null when it is no plausible year. */
export function diplomaYearOf(data: OnboardingData): number | null {
  const year = parseNumber(data.academics.graduationYear);
  return Number.isInteger(year) && inRange(year, RANGES.graduationYear) ? year : null;
}

/**
 * The terms offered on this day. With a diploma year ahead: from the Fall of that year (college
 * starts after the diploma) to the Fall after it, a gap year; with one behind, the next terms. At
 * least START_TERMS_OFFERED from the next term on; without a diploma year, four years ahead.
 */
export function offeredStartTerms(now: Date, graduationYear: number | null = null): StartTerm[] {
  let first = nextStartTerm(now);
  let least = first;
  for (let i = 1; i < START_TERMS_OFFERED; i++) least = after(least);
  let last = Math.max(order(least), thisMonth(now) + START_TERM_WINDOW_MONTHS);
  if (graduationYear !== null) {
    const diploma = termOf('Fall', graduationYear);
    if (order(diploma) > order(first)) first = diploma;
    // Never past the profile's last start year: a diploma year of 2040 is a typo, not a reason to refuse the submission.
    const gapYear = Math.min(graduationYear + 1, RANGES.targetStartYear.max);
    last = Math.max(order(least), order(termOf('Fall', gapYear)));
  }
  const terms: StartTerm[] = [];
  for (let term = first; order(term) <= last; term = after(term)) terms.push(term);
  return terms;
}

/** The terms offered on this day as options, in order, and 'Nog onbekend' last. */
export function startTermOptions(now: Date, graduationYear: number | null = null): FieldOption[] {
  return [
    ...offeredStartTerms(now, graduationYear).map(termOption),
    { value: START_TERM_UNKNOWN, label: START_TERM_UNKNOWN },
  ];
}

/**
 * Every term from the first the wizard offered up to those offered today and a little beyond:
 * valid where stored, though no longer offered once it has begun.
 */
export function earlierStartTerms(now: Date): FieldOption[] {
  const last = order(nextStartTerm(now)) + 12 * 10;
  const terms: FieldOption[] = [];
  for (let term = FIRST_TERM; order(term) <= last; term = after(term)) terms.push(termOption(term));
  return terms;
}

/** Whether the term has begun on this day: a stored 'Fall 2025' in 2026. */
export function hasBegun(value: string, now: Date): boolean {
  const term = parseStartTerm(value);
  return term !== null && order(term) < order(nextStartTerm(now));
}
