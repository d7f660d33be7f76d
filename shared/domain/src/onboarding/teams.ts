import type { FieldOption } from './steps.ts';

/**
 * The teams an athlete plays in. Apart from steps.ts so that the profile schema, which every
 * signed-in page loads, does not bring the whole onboarding wizard with it (issue 15).
 */
export const TEAM_OPTIONS: readonly FieldOption[] = [
  { value: 'heren', label: 'Heren' },
  { value: 'dames', label: 'Dames' },
];
