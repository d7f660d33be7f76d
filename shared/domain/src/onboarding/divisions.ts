import type { CollegeLevel } from '../sports.ts';

/**
 * The college levels an athlete may wish for (issue 33): asked in the wizard's preferences step,
 * kept on the profile as `preferred_divisions`, read by matching. None chosen is no preference.
 * Apart from the profile schema and the steps so that neither brings the other along (as
 * ./teams.ts); the names and explanations are in ./division-texts.ts, because every signed-in page
 * reads a profile and only the wizard and the profile page show them.
 */
export const PREFERRED_DIVISIONS = ['d1', 'd2', 'd3', 'naia', 'njcaa'] as const;
export type PreferredDivision = (typeof PREFERRED_DIVISIONS)[number];

/** The level each wish names in the institution data and the matching engine. */
export const DIVISION_LEVELS: Readonly<Record<PreferredDivision, CollegeLevel>> = {
  d1: 'ncaa-d1',
  d2: 'ncaa-d2',
  d3: 'ncaa-d3',
  naia: 'naia',
  njcaa: 'njcaa',
};

export const DIVISION_MESSAGE = 'Kies een niveau uit de lijst: NCAA Division I, II of III, NAIA of NJCAA.';

/** The wishes in the list's order, each once; unknown codes dropped (an old draft, a hand-made request). */
export const orderedDivisions = (divisions: readonly string[]): PreferredDivision[] =>
  PREFERRED_DIVISIONS.filter((division) => divisions.includes(division));
