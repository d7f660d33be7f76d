/**
 * The university an athlete came from: 'Check je kansen' on a landing card opens
 * /onboarding?universiteit=<institution id>, the draft keeps the id, Sanne names the school,
 * and matching shows the chances there.
 */
import { isInstitutionId } from '../institution-id.ts';

export const UNIVERSITY_PARAM = 'universiteit';

export { isInstitutionId };

/** The onboarding, carrying the university along. */
export function onboardingHrefFor(institutionId: string): string {
  return `/onboarding?${new URLSearchParams({ [UNIVERSITY_PARAM]: institutionId })}`;
}

/**
 * The schools the landing features, by id, so the wizard can name the one an athlete came from
 * without loading the dataset. The landing's cards are checked against this table in their test.
 */
export const FEATURED_UNIVERSITIES: Readonly<Record<string, string>> = {
  '243744': 'Stanford University',
  '199120': 'University of North Carolina at Chapel Hill',
  '170976': 'University of Michigan',
  '234076': 'University of Virginia',
  '110662': 'University of California, Los Angeles',
  '228778': 'University of Texas at Austin',
};

/** The school's name, or a description when the id is not one the wizard can name. */
export function universityName(institutionId: string): string {
  return FEATURED_UNIVERSITIES[institutionId] ?? 'de universiteit die je bij ons bekeek';
}
