import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatEuro,
  formatEuroRange,
  formatFileSize,
  formatGpa,
  formatGrade,
  formatList,
  formatMonthName,
  formatMonthYear,
  formatNumber,
  formatNumberInput,
  formatPercent,
  formatScore,
  formatSince,
  formatStart,
  formatTime,
  formatUsd,
  formatUsdRange,
  rangeMessage,
} from './format.ts';
import { UPLOAD_MAX_BYTES } from './uploads.ts';

describe('numbers in Dutch', () => {
  it('groups thousands from five digits on, never a year', () => {
    expect(formatNumber(2040)).toBe('2040');
    expect(formatNumber(1600)).toBe('1600');
    expect(formatNumber(12_500)).toBe('12.500');
    expect(formatNumber(200_000)).toBe('200.000');
    expect(formatNumber(3.5)).toBe('3,5');
  });

  it('writes a number for an input without grouping, so it reads back as typed', () => {
    expect(formatNumberInput(15_000)).toBe('15000');
    expect(formatNumberInput(3.45)).toBe('3,45');
  });

  it('writes a measure with at least one decimal, a test score never grouped', () => {
    expect(formatDecimal(3.4)).toBe('3,4');
    expect(formatDecimal(3)).toBe('3,0');
    expect(formatDecimal(0.86, 2)).toBe('0,86');
    expect(formatDecimal(12, 0)).toBe('12');
    expect(formatScore(1250)).toBe('1250');
    expect(formatScore(1249.6)).toBe('1250');
    expect(formatScore(6.5, 0.5)).toBe('6,5');
    expect(formatScore(7, 0.5)).toBe('7,0');
    expect(formatScore(100, 1)).toBe('100');
  });

  it('writes a GPA with one decimal, two when the second matters, and a grade with one', () => {
    expect(formatGpa(3)).toBe('3,0');
    expect(formatGpa(3.3)).toBe('3,3');
    expect(formatGpa(2.25)).toBe('2,25');
    expect(formatGrade(7.4)).toBe('7,4');
    expect(formatGrade(8)).toBe('8,0');
  });

  it('writes a share as a whole percentage', () => {
    expect(formatPercent(0.52)).toBe('52%');
    expect(formatPercent(0.0599)).toBe('6%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(0.145)).toBe('14%');
  });

  it('says a range with both bounds', () => {
    expect(rangeMessage(2000, 2040)).toBe('Vul een waarde in tussen 2000 en 2040.');
    expect(rangeMessage(0, 4)).toBe('Vul een waarde in tussen 0 en 4.');
  });

  it('writes a file size in B, KB, MB and GB with one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1,0 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(UPLOAD_MAX_BYTES)).toBe('100,0 MB');
    expect(formatFileSize(5.25 * 1024 ** 3)).toBe('5,3 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072,0 GB');
  });

  it('lists the Dutch way', () => {
    expect(formatList([])).toBe('');
    expect(formatList(['je sport'])).toBe('je sport');
    expect(formatList(['a', 'b'])).toBe('a en b');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b en c');
    expect(formatList(['NCAA Division II', 'NAIA'], 'of')).toBe('NCAA Division II of NAIA');
  });
});

describe('money in Dutch', () => {
  it('puts the symbol against the amount and always groups thousands', () => {
    expect(formatEuro(20_000)).toBe('€20.000');
    expect(formatEuro(8000)).toBe('€8.000');
    expect(formatEuro(500)).toBe('€500');
    expect(formatEuro(14_999.6)).toBe('€15.000');
    expect(formatEuro(0.86, 2)).toBe('€0,86');
    expect(formatUsd(52_000)).toBe('$52.000');
    expect(formatUsd(1)).toBe('$1');
    expect(formatUsd(-1500)).toBe('-$1.500');
  });

  it('writes a range with a hyphen, one amount when both ends read the same', () => {
    expect(formatUsdRange(8000, 20_000)).toBe('$8.000-$20.000');
    expect(formatEuroRange(2600, 10_300)).toBe('€2.600-€10.300');
    expect(formatUsdRange(8000, 8000.2)).toBe('$8.000');
  });
});

describe('Dutch times', () => {
  it('are Amsterdam times, in summer and in winter, whatever zone this process runs in', () => {
    // 15:50 UTC is 17:50 in Amsterdam in summer (CEST), 16:50 in winter (CET).
    expect(formatTime('2026-07-03T15:50:00Z')).toBe('17:50');
    expect(formatTime('2026-12-03T15:50:00Z')).toBe('16:50');
    expect(formatDateTime('2026-12-03T15:50:00Z')).toBe('3 december 2026 om 16:50');
    // Past midnight in Amsterdam while still the day before in UTC.
    expect(formatDate('2026-11-23T23:30:00Z')).toBe('24 november 2026');
    expect(formatDate(new Date('2026-05-04T10:00:00Z'))).toBe('4 mei 2026');
  });

  it('write a calendar day as it is, with no zone to move it', () => {
    expect(formatDay('2008-03-01')).toBe('1 maart 2008');
    expect(formatDay({ year: 2026, month: 6, day: 15 })).toBe('15 juni 2026');
    expect(formatDay('2008-02-30')).toBeNull();
    expect(formatDay('1 maart')).toBeNull();
  });

  it('name the months, and a start as a month and a year', () => {
    expect(formatMonthName(1)).toBe('januari');
    expect(formatMonthName(3)).toBe('maart');
    expect(formatMonthName(12)).toBe('december');
    expect(formatMonthName(13)).toBe('');
    expect(formatMonthYear(2026, 11)).toBe('november 2026');
    expect(formatMonthYear(2028, null)).toBe('2028');
    expect(formatStart({ target_start_month: 8, target_start_year: 2027 })).toBe('augustus 2027');
    expect(formatStart({ target_start_month: null, target_start_year: 2028 })).toBe('2028');
    expect(formatStart({ target_start_month: 1, target_start_year: null })).toBeNull();
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
