import { orderedDivisions, type PreferredDivision } from './divisions.ts';

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

/** 'NCAA Division II of NAIA': the wishes as a sentence names them. */
export function divisionsText(divisions: readonly string[], last = 'of'): string {
  const labels = orderedDivisions(divisions).map((division) => DIVISION_LABELS[division]);
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} ${last} ${labels.at(-1)}`;
}
