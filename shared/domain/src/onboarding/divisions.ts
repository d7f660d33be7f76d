import type { CollegeLevel } from '../sports.ts';

/**
 * The college levels an athlete may wish for (issue 33): asked in the wizard's preferences step,
 * kept on the profile as `preferred_divisions`, read by matching. None chosen is no preference.
 * Apart from the profile schema and the steps so that neither brings the other along (as
 * ./teams.ts), and without the sport catalogue, which every app reading a profile would pay for.
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

/** The names the matches use for the same levels (COLLEGE_LEVEL_LABELS; a test keeps them equal). */
export const DIVISION_LABELS: Readonly<Record<PreferredDivision, string>> = {
  d1: 'NCAA Division I',
  d2: 'NCAA Division II',
  d3: 'NCAA Division III',
  naia: 'NAIA',
  njcaa: 'NJCAA (junior college)',
};

/** One plain line per level, for an athlete who does not know the American system yet. */
export const DIVISION_HINTS: Readonly<Record<PreferredDivision, string>> = {
  d1: 'Het hoogste niveau: grote programma’s, de meeste sportbeurzen en de zwaarste concurrentie.',
  d2: 'Sterk niveau met vooral gedeeltelijke beurzen, en vaak meer speeltijd.',
  d3: 'Studie eerst: geen sportbeurzen, wel beurzen voor goede cijfers.',
  naia: 'Vaak kleinere universiteiten buiten de NCAA, ook met sportbeurzen.',
  njcaa: 'Tweejarige colleges: goedkoper, daarna vaak door naar een vierjarige universiteit.',
};

export const DIVISION_MESSAGE = 'Kies een niveau uit de lijst: NCAA Division I, II of III, NAIA of NJCAA.';

/** The wishes in the list's order, each once; unknown codes dropped (an old draft, a hand-made request). */
export const orderedDivisions = (divisions: readonly string[]): PreferredDivision[] =>
  PREFERRED_DIVISIONS.filter((division) => divisions.includes(division));

/** 'NCAA Division II of NAIA': the wishes as a sentence names them. */
export function divisionsText(divisions: readonly string[], last = 'of'): string {
  const labels = orderedDivisions(divisions).map((division) => DIVISION_LABELS[division]);
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} ${last} ${labels.at(-1)}`;
}
