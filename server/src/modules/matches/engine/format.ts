/**
 * Dutch number formats for the engine's texts ($8.000, €5.000, 3,4, 52%), written out by hand so
 * the output does not depend on the ICU data a Node build ships with, and the fixed exchange rate.
 */

/**
 * Dollars to euros at one fixed, dated rate, so a match does not change with the market between two
 * generations. Fixed in November 2025: 1 USD = €0,86, the ECB reference rate of that month (about
 * 1,15-1,16 dollar per euro) rounded to two decimals. Update the rate and its month together; the
 * texts quote both ('omgerekend tegen $1 = €0,86, koers van november 2025').
 */
export const EXCHANGE_RATE = { eurPerUsd: 0.86, asOf: '2025-11', label: 'november 2025' } as const;

export function usdToEur(usd: number): number {
  return usd * EXCHANGE_RATE.eurPerUsd;
}

export function eurToUsd(eur: number): number {
  return eur / EXCHANGE_RATE.eurPerUsd;
}

/** A whole number with Dutch thousands separators: 52000 -> '52.000'. */
export function wholeNumber(value: number): string {
  const rounded = Math.round(value);
  const sign = rounded < 0 ? '-' : '';
  const digits = String(Math.abs(rounded));
  let out = '';
  for (let index = 0; index < digits.length; index++) {
    if (index > 0 && (digits.length - index) % 3 === 0) out += '.';
    out += digits[index];
  }
  return sign + out;
}

/** A test score, which is no amount: no thousands separator ('SAT 1250', as the College Board writes it). */
export function scoreNumber(value: number): string {
  return String(Math.round(value));
}

export function usd(value: number): string {
  return `$${wholeNumber(value)}`;
}

export function eur(value: number): string {
  return `€${wholeNumber(value)}`;
}

/** Euros rounded to hundreds, for amounts converted from dollars (no false precision). */
export function eurApprox(usdValue: number): string {
  return eur(Math.round(usdToEur(usdValue) / 100) * 100);
}

export function usdRange(min: number, max: number): string {
  return min === max ? usd(min) : `${usd(min)}-${usd(max)}`;
}

/** A decimal with a comma: 3.4 -> '3,4', 2.25 -> '2,25' (at most `digits` decimals, trailing zeros kept to one). */
export function decimal(value: number, digits = 1): string {
  const fixed = value.toFixed(digits);
  const trimmed = digits > 1 ? fixed.replace(/(\.\d)0+$/, '$1') : fixed;
  return trimmed.replace('.', ',');
}

/** A GPA as written on Dutch screens: one decimal, two when the second matters (2,25). */
export function gpa(value: number): string {
  return decimal(value, Math.round(value * 100) % 10 === 0 ? 1 : 2);
}

export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
