/**
 * The consents of the last step, each recorded with its moment and the version of the text it
 * was given to: the terms and the privacy statement, acknowledged once; and sharing the profile
 * with Talentbrug's talent managers, a consent of its own. Sharing with a university is asked
 * later, per university, from the matches.
 */
import { CONTACT_EMAIL, PRODUCT_NAME } from '../constants.ts';

/** The version of the talent-manager sharing text below; a new text gets a new version. */
export const SHARING_CONSENT_VERSION = '2026-11';

export const CONSENT_TEXTS = {
  termsLabel: 'Ik heb de algemene voorwaarden en de privacyverklaring gelezen en ga akkoord.',
  termsShortLabel: 'Akkoord met de voorwaarden en de privacyverklaring',
  termsRequired: 'Ga akkoord met de algemene voorwaarden en de privacyverklaring om je profiel te versturen.',
  sharingLabel: `${PRODUCT_NAME} mag mijn profiel delen met zijn talentmanagers, zodat zij met me meedenken.`,
  sharingShortLabel: 'Delen met talentmanagers',
  // Required, and the text says so: the talent managers are the service the athlete signs up for.
  sharingHelper: `Dit is nodig om je aan te melden: onze talentmanagers zoeken met je mee naar een universiteit en nemen contact met je op. Met een universiteit delen we je profiel pas als je daar zelf om vraagt, per universiteit. Intrekken kan altijd via ${CONTACT_EMAIL}.`,
  sharingRequired: `Geef toestemming om je profiel met de talentmanagers van ${PRODUCT_NAME} te delen: zonder hen kunnen we je niet begeleiden.`,
} as const;
