import { describe, expect, it } from 'vitest';
import { parseNumber } from './numbers.ts';

describe('parseNumber', () => {
  it('reads a grade with a comma or a point, and thousands with points or spaces', () => {
    expect(parseNumber('7,4')).toBe(7.4);
    expect(parseNumber('7.4')).toBe(7.4);
    expect(parseNumber('10.000')).toBe(10_000);
    expect(parseNumber('10 000')).toBe(10_000);
    expect(parseNumber('1.250,50')).toBe(1250.5);
  });

  it("reads an amount typed with its currency: '€25.000' was refused as not a number (a tour)", () => {
    expect(parseNumber('€25.000')).toBe(25_000);
    expect(parseNumber('€ 25.000')).toBe(25_000);
    expect(parseNumber('25.000 euro')).toBe(25_000);
    expect(parseNumber('25000 EUR')).toBe(25_000);
  });

  it('is NaN for anything else', () => {
    for (const text of ['', 'veel', '7,4,2', '€', '$25.000', '25k', '€€25']) expect(parseNumber(text)).toBeNaN();
  });
});
