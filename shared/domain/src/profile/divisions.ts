/**
 * The college levels an athlete may wish for (issue 33): asked in the wizard's preferences step,
 * kept on the profile as `preferred_divisions`, read by matching. None chosen is no preference.
 * The explanations, which only the wizard and the profile editor show, are in ./division-hints.ts:
 * every signed-in page reads a profile and carries this module.
 */
export const PREFERRED_DIVISIONS = ['d1', 'd2', 'd3', 'naia', 'njcaa'] as const;
export type PreferredDivision = (typeof PREFERRED_DIVISIONS)[number];

/** The names the matches use for the same levels (COLLEGE_LEVEL_LABELS of ../sports.ts; a test keeps them equal). */
export const DIVISION_LABELS: Readonly<Record<PreferredDivision, string>> = {
  d1: 'NCAA Division I',
  d2: 'NCAA Division II',
  d3: 'NCAA Division III',
  naia: 'NAIA',
  njcaa: 'NJCAA (junior college)',
};

export const DIVISION_MESSAGE = 'Kies een niveau uit de lijst: NCAA Division I, II of III, NAIA of NJCAA.';

/** The wishes in the list's order, each once; unknown codes dropped (an old draft, a hand-made request). */
export const orderedDivisions = (divisions: readonly string[]): PreferredDivision[] =>
  PREFERRED_DIVISIONS.filter((division) => divisions.includes(division));
