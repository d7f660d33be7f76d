/**
 * The consent of a parent or guardian. Below 16 the AVG (art. 8) and the Dutch UAVG (art. 5)
 * need it before we share a profile on the basis of consent; the privacy statement promises
 * the parent gives it at the wizard's last step. Pure: the clock is passed in, so the wizard
 * and the server give the same answer for the same moment.
 */
import { GUARDIAN_CONSENT_AGE, PRODUCT_NAME } from '../constants.ts';
import { ageOn } from '../person.ts';

/** The Dutch texts of the guardian block, shared by the wizard's rules and the server's refusal. */
export const GUARDIAN_TEXTS = {
  nameLabel: 'Naam van je ouder of voogd',
  nameRequired: 'Vul de naam van je ouder of voogd in.',
  emailLabel: 'E-mailadres van je ouder of voogd',
  emailRequired: 'Vul het e-mailadres van je ouder of voogd in.',
  emailHelper:
    'We kunnen je ouder of voogd mailen om de toestemming te controleren. Vul dus niet je eigen e-mailadres in.',
  consentLabel: (athleteFirstName: string) =>
    `Ik ben de ouder of voogd van ${athleteFirstName.trim() || 'deze sporter'} en geef ${PRODUCT_NAME} toestemming om deze gegevens te verwerken en te delen met zijn talentmanagers, zoals beschreven in de privacyverklaring.`,
  consentShortLabel: 'Toestemming van je ouder of voogd',
  consentRequired: 'Je ouder of voogd zet hier zelf het vinkje om toestemming te geven.',
  note: `Omdat je jonger bent dan ${GUARDIAN_CONSENT_AGE}, moet volgens de privacywet (AVG) ook je ouder of voogd toestemming geven voordat we je profiel delen. Doe deze laatste stap daarom samen: laat je ouder of voogd hieronder zelf de naam en het e-mailadres invullen en het vinkje zetten.`,
  ownEmail: 'Dit is je eigen e-mailadres. Vul het e-mailadres van je ouder of voogd in.',
  missing: `Je bent jonger dan ${GUARDIAN_CONSENT_AGE}, dus ook je ouder of voogd moet toestemming geven. Laat je ouder of voogd de laatste stap samen met je invullen.`,
  checkDetails: 'Controleer de gegevens van je ouder of voogd bij de stap Toestemming.',
} as const;

/** True when this date of birth makes the athlete younger than 16 on that moment; false when unknown. */
export function isBelowGuardianAge(dateOfBirth: string, now: Date): boolean {
  const age = ageOn(dateOfBirth, now);
  return age !== null && age < GUARDIAN_CONSENT_AGE;
}

/** Whether a parent or guardian must consent as well. Without a valid date of birth we cannot tell: no. */
export function needsGuardianConsent(data: { personal: { dateOfBirth: string } }, now: Date): boolean {
  return isBelowGuardianAge(data.personal.dateOfBirth, now);
}

/** The same address, whatever the capitals or spaces: 'Lisa@Example.nl ' is Lisa's own. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase() && a.trim() !== '';
}
