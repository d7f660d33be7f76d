/**
 * The terms an athlete can start in: Fall (the US academic year, from August) and Spring (from
 * January), computed from the day it is, so the list never offers a term that has begun. The
 * values keep the spec's form ('Fall 2025'), so a draft or submission that holds an older term
 * stays valid and readable.
 */
import { dutchDay } from '../dates.ts';
import { formatMonthYear } from '../format.ts';
import type { FieldOption } from '../profile/options.ts';

export type Season = 'Fall' | 'Spring';

export interface StartTerm {
  season: Season;
  year: number;
  /** The month classes begin: 8 for Fall, 1 for Spring. */
  month: number;
}

export const START_TERM_UNKNOWN = 'Nog onbekend';
/** How many terms the list offers: two years ahead, enough for a fourth-year athlete. */
export const START_TERMS_OFFERED = 4;
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
export function nextStartTerm(now: Date): StartTerm {
  const today = dutchDay(now) ?? { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  let term = termOf('Spring', today.year);
  while (order(term) <= today.year * 12 + today.month) term = after(term);
  return term;
}

/** The terms offered on this day, from the next one on, and 'Nog onbekend' last. */
export function startTermOptions(now: Date, count = START_TERMS_OFFERED): FieldOption[] {
  const terms: FieldOption[] = [];
  for (let term = nextStartTerm(now); terms.length < count; term = after(term)) terms.push(termOption(term));
  return [...terms, { value: START_TERM_UNKNOWN, label: START_TERM_UNKNOWN }];
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
