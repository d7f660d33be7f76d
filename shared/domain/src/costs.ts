/**
 * What a year at a US school costs, from the College Scorecard: the cost parts per school, each with
 * its year, and what an international student pays (out-of-state tuition at a public school). Its
 * own module so the pages that show a match's cost load these few schemas, not the institution table's.
 */
import { z } from 'zod/mini';

const usd = z.number().check(z.int(), z.nonnegative());

/** One cost figure of the College Scorecard and the academic year it is from ('2022-23'). */
export const yearAmountSchema = z.strictObject({
  usd: usd,
  year: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
});
export type YearAmount = z.infer<typeof yearAmountSchema>;

/** The College Scorecard's cost parts of a school, each from the newest year that has it. */
export const costPartsSchema = z.strictObject({
  tuition_in_state: z.nullable(yearAmountSchema),
  /** What an international student pays at a public school; the same as in-state at a private one. */
  tuition_out_of_state: z.nullable(yearAmountSchema),
  /** On campus. */
  room_board: z.nullable(yearAmountSchema),
  books: z.nullable(yearAmountSchema),
  /** Other expenses on campus (transport, personal costs). */
  other: z.nullable(yearAmountSchema),
});
export type CostParts = z.infer<typeof costPartsSchema>;

/**
 * How the international cost was reached: 'parts' = out-of-state tuition + room and board + books +
 * other expenses; 'adjusted' = the Scorecard's average cost of attendance with its in-state tuition
 * swapped for the out-of-state (a living part is missing); 'partial' = out-of-state tuition plus
 * the living parts known, where a part and the average are unknown (Penn State's campuses in
 * 2022-23 lack other expenses): a floor, said as such; 'in-state' = only the average cost of
 * attendance is known, which is built on in-state tuition (a fallback, said as such).
 */
export const COST_BASES = ['parts', 'adjusted', 'partial', 'in-state'] as const;

/** The bases that price a public school at the out-of-state rate, as an international student pays. */
export const OUT_OF_STATE_BASES: ReadonlySet<CostBasis> = new Set(['parts', 'adjusted', 'partial']);
export type CostBasis = (typeof COST_BASES)[number];

/** What an international student pays a year before any aid. */
export const internationalCostSchema = z.strictObject({
  usd: usd.check(z.positive()),
  basis: z.enum(COST_BASES),
  /** The year(s) of the figures it adds up, e.g. '2022-23' or '2022-23, deels 2021-22'. */
  year: z.string().check(z.minLength(4)),
});
export type InternationalCost = z.infer<typeof internationalCostSchema>;

const yearsText = (amounts: readonly YearAmount[]): string => {
  const counts = new Map<string, number>();
  for (const amount of amounts) counts.set(amount.year, (counts.get(amount.year) ?? 0) + 1);
  const [main] = [...counts].sort((a, b) => b[1] - a[1] || b[0].localeCompare(a[0]))[0] ?? ['onbekend'];
  const others = [...counts.keys()].filter((year) => year !== main).sort();
  return others.length ? `${main}, deels ${others.join(', ')}` : main;
};

/**
 * What an international student pays a year: out-of-state tuition + room and board + books + other
 * expenses; with a living part missing, the average cost with its in-state tuition swapped for the
 * out-of-state; without a part and an average (Penn State's campuses), the parts known as a floor;
 * with no tuition split at all, the average cost (built on in-state tuition), said so.
 */
export function internationalCostOf(parts: CostParts | null, average: YearAmount | null): InternationalCost | null {
  const cost = addUpInternationalCost(parts, average);
  // A total of $0 is a reporting gap, not a free school.
  return cost && cost.usd > 0 ? cost : null;
}

function addUpInternationalCost(parts: CostParts | null, average: YearAmount | null): InternationalCost | null {
  const out = parts?.tuition_out_of_state ?? null;
  const living = [parts?.room_board, parts?.books, parts?.other];
  if (out && living.every((value) => value != null)) {
    const amounts = [out, ...(living as YearAmount[])];
    return { usd: amounts.reduce((sum, value) => sum + value.usd, 0), basis: 'parts', year: yearsText(amounts) };
  }
  const inState = parts?.tuition_in_state ?? null;
  if (out && inState && average) {
    return {
      usd: Math.max(out.usd, average.usd - inState.usd + out.usd),
      basis: 'adjusted',
      year: yearsText([average, inState, out]),
    };
  }
  if (out) {
    const amounts = [out, ...living.filter((value): value is YearAmount => value != null)];
    const usd = amounts.reduce((sum, value) => sum + value.usd, 0);
    return { usd, basis: 'partial', year: yearsText(amounts) };
  }
  if (average) return { usd: average.usd, basis: 'in-state', year: average.year };
  return null;
}

/** The parts an international student's year adds up to, in that order. */
export const COST_PARTS = ['tuition_out_of_state', 'room_board', 'books', 'other'] as const;
export type CostPart = (typeof COST_PARTS)[number];
