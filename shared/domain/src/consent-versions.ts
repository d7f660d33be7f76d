/**
 * The versions of the texts an athlete gives consent to, each from its one constant, and the one
 * sentence that names them wherever a version can be read (the privacy statement, the export's
 * explanation): the terms and the privacy statement (TERMS_VERSION, also the record of a share
 * with a university, whose dialog says so) and the consent to share with the talent managers
 * (SHARING_CONSENT_VERSION, a text of its own with its own version).
 */
import { TERMS_VERSION } from './constants.ts';
import { SHARING_CONSENT_VERSION } from './onboarding/consent.ts';

export const CONSENT_VERSIONS = {
  terms: TERMS_VERSION,
  universityShare: TERMS_VERSION,
  talentManagerSharing: SHARING_CONSENT_VERSION,
} as const;

export const CONSENT_VERSIONS_TEXT = `de algemene voorwaarden en de privacyverklaring hebben versie ${TERMS_VERSION} (ook bij het delen met een universiteit), de toestemming om met onze talentmanagers te delen versie ${SHARING_CONSENT_VERSION}`;
