import { ageOn } from '@talentbrug/domain/person';

/**
 * The athlete's age in whole years on the Dutch calendar (a birthday starts at midnight in the
 * Netherlands, wherever the browser is), the same rule the onboarding's guardian check uses.
 * Null for a missing or impossible date, one in the future, or one no athlete can have.
 */
export function ageFromDateOfBirth(dateOfBirth: string | null | undefined, now: Date = new Date()): number | null {
  if (!dateOfBirth) return null;
  const age = ageOn(dateOfBirth, now);
  return age === null || age < 0 || age > 120 ? null : age;
}

export const formatAge = (age: number) => `${age} jaar`;
