import { describe, expect, it } from 'vitest';
import { ageFromDateOfBirth, formatAge } from './age.ts';

describe('ageFromDateOfBirth', () => {
  const on = (iso: string) => new Date(iso);

  it('counts whole years; the birthday itself counts', () => {
    expect(ageFromDateOfBirth('2008-05-12', on('2026-05-11T12:00:00Z'))).toBe(17);
    expect(ageFromDateOfBirth('2008-05-12', on('2026-05-12T12:00:00Z'))).toBe(18);
    expect(ageFromDateOfBirth('2008-05-12', on('2026-12-31T12:00:00Z'))).toBe(18);
  });

  it('follows the Dutch calendar: the birthday starts at midnight in Amsterdam, not in UTC', () => {
    // 22:30 UTC on 11 May 2026 is 00:30 on 12 May in the Netherlands (summer time, UTC+2).
    expect(ageFromDateOfBirth('2008-05-12', on('2026-05-11T22:30:00Z'))).toBe(18);
    expect(ageFromDateOfBirth('2008-05-12', on('2026-05-11T21:30:00Z'))).toBe(17);
    // Winter time (UTC+1): 23:30 UTC on 14 January is already the 15th in Amsterdam.
    expect(ageFromDateOfBirth('2009-01-15', on('2027-01-14T23:30:00Z'))).toBe(18);
  });

  it('lets someone born on 29 February turn a year older on 1 March in a common year', () => {
    expect(ageFromDateOfBirth('2008-02-29', on('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageFromDateOfBirth('2008-02-29', on('2026-03-01T12:00:00Z'))).toBe(18);
    expect(ageFromDateOfBirth('2008-02-29', on('2028-02-29T12:00:00Z'))).toBe(20);
  });

  it('is null for a missing, impossible, future or implausible date', () => {
    const now = on('2026-11-24T12:00:00Z');
    expect(ageFromDateOfBirth(null, now)).toBeNull();
    expect(ageFromDateOfBirth('', now)).toBeNull();
    expect(ageFromDateOfBirth('2008-02-30', now)).toBeNull();
    expect(ageFromDateOfBirth('12-05-2008', now)).toBeNull();
    expect(ageFromDateOfBirth('2027-01-01', now)).toBeNull();
    expect(ageFromDateOfBirth('1850-01-01', now)).toBeNull();
  });

  it('reads as Dutch', () => {
    expect(formatAge(17)).toBe('17 jaar');
  });
});
