import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMonthName, formatSince, formatTime } from './dutch-time.ts';

describe('Dutch times', () => {
  it('are Amsterdam times, in summer and in winter, whatever zone this process runs in', () => {
    // 15:50 UTC is 17:50 in Amsterdam in summer (CEST), 16:50 in winter (CET).
    expect(formatTime('2026-07-03T15:50:00Z')).toBe('17:50');
    expect(formatTime('2026-12-03T15:50:00Z')).toBe('16:50');
    expect(formatDateTime('2026-12-03T15:50:00Z')).toBe('3 december 2026 om 16:50');
    // Past midnight in Amsterdam while still the day before in UTC.
    expect(formatDate('2026-11-23T23:30:00Z')).toBe('24 november 2026');
    expect(formatDate(new Date('2026-05-04T10:00:00Z'))).toBe('4 mei 2026');
    expect(formatMonthName(1)).toBe('januari');
    expect(formatMonthName(12)).toBe('december');
  });

  it('say nothing for what is no date', () => {
    expect(formatDate('gisteren')).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatTime('2026-13-45')).toBeNull();
    expect(formatSince('nooit')).toBeNull();
  });

  it('say how long ago, on the Dutch calendar', () => {
    const now = new Date('2026-12-03T17:00:00Z'); // 18:00 in Amsterdam
    expect(formatSince('2026-12-03T16:59:30Z', now)).toBe('net nu');
    expect(formatSince('2026-12-03T17:00:40Z', now)).toBe('net nu');
    expect(formatSince('2026-12-03T16:48:00Z', now)).toBe('12 min geleden');
    expect(formatSince('2026-12-03T08:10:00Z', now)).toBe('vandaag om 09:10');
    // 23:30 UTC on the 2nd is already the 3rd in Amsterdam.
    expect(formatSince('2026-12-02T23:30:00Z', now)).toBe('vandaag om 00:30');
    expect(formatSince('2026-12-02T16:50:00Z', now)).toBe('gisteren om 17:50');
    expect(formatSince('2026-05-04T10:00:00Z', now)).toBe('4 mei');
    expect(formatSince('2025-05-04T10:00:00Z', now)).toBe('4 mei 2025');
  });
});
