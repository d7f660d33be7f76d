import { describe, expect, it } from 'vitest';
import { formatNumber, rangeMessage } from './format.ts';

describe('numbers in Dutch', () => {
  it('groups thousands from five digits on, never a year', () => {
    expect(formatNumber(2040)).toBe('2040');
    expect(formatNumber(1600)).toBe('1600');
    expect(formatNumber(12_500)).toBe('12.500');
    expect(formatNumber(200_000)).toBe('200.000');
    expect(formatNumber(3.5)).toBe('3,5');
  });

  it('says a range with both bounds', () => {
    expect(rangeMessage(2000, 2040)).toBe('Vul een waarde in tussen 2000 en 2040.');
    expect(rangeMessage(0, 4)).toBe('Vul een waarde in tussen 0 en 4.');
  });
});
