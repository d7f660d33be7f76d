import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOnboardingData, setValue } from './data.ts';
import {
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
    expect(values(at('2026-11-23T12:00:00Z'))).toEqual([
      'Spring 2027',
      'Fall 2027',
      'Spring 2028',
      'Fall 2028',
      START_TERM_UNKNOWN,
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

  it('property: never offer a term that has begun, and always four terms and "Nog onbekend"', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2025-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        const offered = values(now);
        expect(offered).toHaveLength(5);
        expect(offered.at(-1)).toBe(START_TERM_UNKNOWN);
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
