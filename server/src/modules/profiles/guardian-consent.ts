import { GUARDIAN_CONSENT_AGE } from '@talentbrug/domain/constants';
import type { Profile } from '@talentbrug/domain/contracts/profile';
import { ageOn } from '@talentbrug/domain/person';
import type { GuardianConsentRepository } from './guardian-consent-repository.ts';
import type { ProfilesRepository } from './profiles-repository.ts';

/**
 * The one rule for what an athlete under 16 may do alone (AVG art. 8, UAVG art. 5): publishing the
 * dossier and sharing the profile with a university both need a parent's or guardian's consent on
 * record. Here, in the module both the dossier and the matches already read, so neither imports
 * the other.
 */

/** A parent's consent on record: given in the wizard's consent step, or recorded on the dossier. */
export interface ParentConsent {
  source: 'onboarding' | 'dossier';
  /** The wizard asks the parent's name; the dossier does not. */
  parent_name: string | null;
  parent_email: string;
  /** When the parent gave it: the wizard's moment (ISO), or the day typed on the dossier (yyyy-mm-dd). */
  given_at: string;
  /** When the server recorded it (ISO). */
  recorded_at: string;
}

/** Why a consent is needed and missing: the athlete is under 16, or the profile has no date of birth to tell. */
export type MissingConsent = 'under_16' | 'no_birth_date';

/** Under 16 on today's Dutch calendar day, or no date of birth to tell: a parent must consent first. */
export function guardianConsentRequired(profile: Pick<Profile, 'date_of_birth'> | null, at: Date): boolean {
  const born = profile?.date_of_birth;
  const age = born ? ageOn(born, at) : null;
  return age === null || age < GUARDIAN_CONSENT_AGE;
}

/** null when the athlete may act: 16 or older, or a parent's consent is on record (any one of `consents`). */
export function missingGuardianConsent(
  profile: Pick<Profile, 'date_of_birth'> | null,
  consents: readonly (ParentConsent | null | undefined)[],
  at: Date,
): MissingConsent | null {
  if (!guardianConsentRequired(profile, at) || consents.some((consent) => consent)) return null;
  return profile?.date_of_birth ? 'under_16' : 'no_birth_date';
}

/** The consents on record for an athlete, and the rule applied to them. */
export function createGuardianConsents(deps: {
  repository: GuardianConsentRepository;
  profiles: Pick<ProfilesRepository, 'find'>;
  now?: () => Date;
}) {
  const { repository, profiles } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    fromOnboarding: repository.fromOnboarding,

    /** Whether this athlete may act without a parent now; the consents are read only when one is needed. */
    async missing(userId: string): Promise<MissingConsent | null> {
      const at = now();
      const profile = await profiles.find(userId);
      if (!guardianConsentRequired(profile, at)) return null;
      const consents = await Promise.all([repository.fromOnboarding(userId), repository.fromDossier(userId)]);
      return missingGuardianConsent(profile, consents, at);
    },
  };
}

export type GuardianConsents = ReturnType<typeof createGuardianConsents>;
