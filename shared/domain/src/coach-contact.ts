/**
 * Who contacts a college coach, and what 'Deel mijn profiel' does, in one wording for every
 * screen (ARCHITECTURE.md section 4). The product never e-mails a coach and keeps no coaches'
 * addresses: the athlete writes from their own mailbox. Sharing with a university records the
 * athlete's consent for that one school and hands it, with the profile, to the talent managers
 * (the outbox event `athlete.shared_with_university`); nothing goes to a coach from here.
 */
import { PRODUCT_NAME } from './constants.ts';

export const COACH_CONTACT_TEXT = `${PRODUCT_NAME} mailt zelf geen coaches: je schrijft ze vanuit je eigen mailbox. De AI-coach helpt je met dat bericht.`;

/** The share dialog's first lines: what happens when the athlete agrees. */
export const shareWithUniversityText = (school: string) =>
  `Je geeft onze talentmanagers je profiel en je toestemming om het met ${school} te delen. Alleen met deze universiteit: met een andere school delen we niets zonder dat je het ook daar vraagt.`;
