import type { FieldOption } from './options.ts';

/** The teams an athlete plays in: the profile schema checks it, the wizard and the profile editor offer it. */
export const TEAM_OPTIONS: readonly FieldOption[] = [
  { value: 'heren', label: 'Heren' },
  { value: 'dames', label: 'Dames' },
];
