import type { PreferredDivision } from './divisions.ts';

/** One plain line per college level, for an athlete who does not know the American system yet. */
export const DIVISION_HINTS: Readonly<Record<PreferredDivision, string>> = {
  d1: 'Het hoogste niveau: grote programma’s, de meeste sportbeurzen en de zwaarste concurrentie.',
  d2: 'Sterk niveau met vooral gedeeltelijke beurzen, en vaak meer speeltijd.',
  d3: 'Studie eerst: geen sportbeurzen, wel beurzen voor goede cijfers.',
  naia: 'Vaak kleinere universiteiten buiten de NCAA, ook met sportbeurzen.',
  njcaa: 'Tweejarige colleges: goedkoper, daarna vaak door naar een vierjarige universiteit.',
};
