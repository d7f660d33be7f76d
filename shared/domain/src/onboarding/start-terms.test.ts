import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOnboardingData, setValue } from './data.ts';
import {
  diplomaYearOf,
  earlierStartTerms,
  hasBegun,
  nextStartTerm,
  parseStartTerm,
  START_TERM_UNKNOWN,
  startTermOptions,
  termValue,
} from './start-terms.ts';
import { fieldOptions, shownOptions, stepById } from './steps.ts';
import { validateField } from './validation.ts';

const at = (iso: string) => new Date(iso);
const values = (now: Date) => startTermOptions(now).map((option) => option.value);

describe('the start terms', () => {
  it('start from the next term that has not begun, computed from the day', () => {
    expect(values(at('2026-11-23T12:00:00Z')).slice(0, 4)).toEqual([
      'Spring 2027',
      'Fall 2027',
      'Spring 2028',
      'Fall 2028',
    ]);
    // In January Spring has begun; from February to July Fall is next; from August on, Spring.
    expect(termValue(nextStartTerm(at('2027-01-15T12:00:00Z')))).toBe('Fall 2027');
    expect(termValue(nextStartTerm(at('2027-07-31T12:00:00Z')))).toBe('Fall 2027');
    expect(termValue(nextStartTerm(at('2027-08-01T12:00:00Z')))).toBe('Spring 2028');
    // The Dutch calendar decides: 31 July 23:30 UTC is already 1 August in Amsterdam.
    expect(termValue(nextStartTerm(at('2027-07-31T23:30:00Z')))).toBe('Spring 2028');
  });

  it('label each term with its month', () => {
    expect(startTermOptions(at('2026-11-23T12:00:00Z')).slice(0, 2)).toEqual([
      { value: 'Spring 2027', label: 'Spring 2027 (januari 2027)' },
      { value: 'Fall 2027', label: 'Fall 2027 (augustus 2027)' },
    ]);
  });

  it('without a diploma year, reach four years ahead: a VWO 4 pupil finds the Fall after her exams', () => {
    // Noor, VWO 4 in 2026-27, graduates in 2029; the wizard offered up to Fall 2028.
    expect(values(at('2026-11-23T12:00:00Z'))).toEqual([
      'Spring 2027',
      'Fall 2027',
      'Spring 2028',
      'Fall 2028',
      'Spring 2029',
      'Fall 2029',
      'Spring 2030',
      'Fall 2030',
      START_TERM_UNKNOWN,
    ]);
  });

  it('with a diploma year, offer the terms from the Fall of that year to the Fall after, a gap year included', () => {
    const offered = (graduationYear: number, iso = '2026-11-23T12:00:00Z') =>
      startTermOptions(at(iso), graduationYear).map((option) => option.value);
    expect(offered(2029)).toEqual(['Fall 2029', 'Spring 2030', 'Fall 2030', START_TERM_UNKNOWN]);
    expect(offered(2027)).toEqual(['Fall 2027', 'Spring 2028', 'Fall 2028', START_TERM_UNKNOWN]);
    // With the diploma in hand: the next terms, at least four.
    expect(offered(2025)).toEqual(['Spring 2027', 'Fall 2027', 'Spring 2028', 'Fall 2028', START_TERM_UNKNOWN]);
    expect(offered(2026)).toEqual(['Spring 2027', 'Fall 2027', 'Spring 2028', 'Fall 2028', START_TERM_UNKNOWN]);
    // The profile stores no start after 2040 (RANGES.targetStartYear).
    expect(offered(2040)).toEqual(['Fall 2040', START_TERM_UNKNOWN]);
  });

  it('read the diploma year the athlete gave on the education step, on the preferences step', () => {
    const field = stepById('preferences').fields.find((f) => f.path === 'preferences.startTerm');
    if (!field) throw new Error('no start term field');
    const noor = setValue(createOnboardingData(), 'academics.graduationYear', '2029');
    const offered = fieldOptions(field, noor).map((option) => option.value);
    expect(offered).toContain('Fall 2029');
    expect(offered.at(-1)).toBe(START_TERM_UNKNOWN);
    // Not a year: the four-year window.
    const typo = setValue(createOnboardingData(), 'academics.graduationYear', 'volgend jaar');
    expect(fieldOptions(field, typo).length).toBeGreaterThan(4);
    expect(diplomaYearOf(noor)).toBe(2029);
    expect(diplomaYearOf(typo)).toBeNull();
  });

  it('property: never offer a term that has begun, in order, at least four terms and "Nog onbekend" last', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2025-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        const offered = values(now);
        expect(offered.length).toBeGreaterThanOrEqual(5);
        expect(offered.length).toBeLessThanOrEqual(10);
        expect(offered.at(-1)).toBe(START_TERM_UNKNOWN);
        const order = offered.slice(0, -1).map((value) => {
          const term = parseStartTerm(value);
          return term ? term.year * 12 + term.month : Number.NaN;
        });
        expect(order).toEqual([...order].sort((a, b) => a - b));
        for (const value of offered.slice(0, -1)) expect(hasBegun(value, now)).toBe(false);
        // Every offered term stays valid later, as an earlier one.
        const later = new Date(now.getTime() + 3 * 365 * 24 * 3600 * 1000);
        const earlier = earlierStartTerms(later).map((option) => option.value);
        for (const value of offered.slice(0, -1)) expect(earlier).toContain(value);
      }),
    );
  });

  it('read a term as its month and year, and nothing else as a term', () => {
    expect(parseStartTerm('Spring 2028')).toEqual({ season: 'Spring', year: 2028, month: 1 });
    expect(parseStartTerm('Fall 2025')).toEqual({ season: 'Fall', year: 2025, month: 8 });
    expect(parseStartTerm(START_TERM_UNKNOWN)).toBeNull();
    expect(parseStartTerm('Zomer 2027')).toBeNull();
  });

  it("keep the spec's past terms valid where a draft stored them, shown with their label", () => {
    const field = stepById('preferences').fields.find((f) => f.path === 'preferences.startTerm');
    if (!field) throw new Error('no start term field');
    const data = setValue(createOnboardingData(), 'preferences.startTerm', 'Spring 2026');
    expect(fieldOptions(field, data).map((option) => option.value)).not.toContain('Spring 2026');
    expect(validateField(field, 'Spring 2026', data)).toBeNull();
    expect(validateField(field, 'Fall 2025', data)).toBeNull();
    expect(shownOptions(field, data, 'Spring 2026')[0]).toEqual({
      value: 'Spring 2026',
      label: 'Spring 2026 (januari 2026)',
    });
    expect(hasBegun('Spring 2026', at('2026-11-23T12:00:00Z'))).toBe(true);
    expect(hasBegun(START_TERM_UNKNOWN, at('2026-11-23T12:00:00Z'))).toBe(false);
  });
});
