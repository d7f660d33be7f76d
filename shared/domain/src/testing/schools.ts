/**
 * TEST DATA: a school's figures as the dataset holds them, for the tests that meet the same school
 * in different places (the matching engine's price, the match detail's rows). Imported only by
 * tests and their support, like ./athletes.ts (./athletes.test.ts checks the importers of both).
 */

import type { CostParts, InternationalCost } from '../costs.ts';

/**
 * Ball State University, a public school: the College Scorecard's 2022-23 parts (other expenses
 * 2021-22). An international student pays the out-of-state tuition, $27.924 against a resident's
 * $10.440: $43.086 a year in all, where the published cost of attendance is the in-state $24.439.
 */
export const BALL_STATE_COSTS: {
  control: 'public';
  cost_of_attendance_usd: number;
  costs: CostParts;
  international_cost: InternationalCost;
} = {
  control: 'public',
  cost_of_attendance_usd: 24439,
  costs: {
    tuition_in_state: { usd: 10440, year: '2022-23' },
    tuition_out_of_state: { usd: 27924, year: '2022-23' },
    room_board: { usd: 10904, year: '2022-23' },
    books: { usd: 1454, year: '2022-23' },
    other: { usd: 2804, year: '2021-22' },
  },
  international_cost: { usd: 43086, basis: 'parts', year: '2022-23, deels 2021-22' },
};
