/**
 * Dollars to euros at one fixed, dated rate, so a match does not change with the market between two
 * generations. Fixed in November 2025: 1 USD = €0,86, the ECB reference rate of that month (about
 * 1,15-1,16 dollar per euro) rounded to two decimals. Update the rate and its month together; the
 * texts quote both ('omgerekend tegen $1 = €0,86, koers van november 2025'). How the amounts are
 * written is @talentbrug/domain/format's.
 */
import { formatEuro, formatEuroRange, formatMonthYear, formatUsd } from '@talentbrug/domain/format';

const AS_OF = { year: 2025, month: 11 } as const;

export const EXCHANGE_RATE = {
  eurPerUsd: 0.86,
  asOf: `${AS_OF.year}-${String(AS_OF.month).padStart(2, '0')}`,
  /** 'november 2025' */
  label: formatMonthYear(AS_OF.year, AS_OF.month),
} as const;

export function usdToEur(usd: number): number {
  return usd * EXCHANGE_RATE.eurPerUsd;
}

export function eurToUsd(eur: number): number {
  return eur / EXCHANGE_RATE.eurPerUsd;
}

/** Euros rounded to hundreds, for amounts converted from dollars (no false precision). */
const approxEur = (usd: number) => Math.round(usdToEur(usd) / 100) * 100;

/** A dollar amount in euros, rounded to hundreds: '€6.900'. */
export const eurApprox = (usd: number): string => formatEuro(approxEur(usd));

/** A dollar range in euros, each end rounded to hundreds: '€2.600-€10.300'. */
export const eurRangeApprox = (minUsd: number, maxUsd: number): string =>
  formatEuroRange(approxEur(minUsd), approxEur(maxUsd));

/** The sentence that names the rate, wherever a text converts. */
export const RATE_NOTE = `omgerekend tegen ${formatUsd(1)} = ${formatEuro(EXCHANGE_RATE.eurPerUsd, 2)}, koers van ${EXCHANGE_RATE.label}`;
