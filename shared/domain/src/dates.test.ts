import { describe, expect, it } from 'vitest';
import { dutchDay, isoDay, parseIsoDay } from './dates.ts';

describe('the Dutch calendar', () => {
  it('turns the day at midnight in the Netherlands, in winter and in summer time', () => {
    expect(dutchDay(new Date('2026-11-22T22:59:59Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(dutchDay(new Date('2026-11-22T23:00:00Z'))).toEqual({ year: 2026, month: 11, day: 23 });
    expect(dutchDay(new Date('2026-06-14T22:00:00Z'))).toEqual({ year: 2026, month: 6, day: 15 });
    expect(dutchDay(new Date('nope'))).toBeNull();
  });

  it('reads only days that exist, and writes them back the same', () => {
    expect(parseIsoDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseIsoDay('2027-02-29')).toBeNull();
    expect(parseIsoDay('29-02-2028')).toBeNull();
    expect(isoDay({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
  });
});
