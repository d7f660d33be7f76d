/**
 * The identity facts every form asks (the wizard, sign-up, the profile edit) and the API checks:
 * one rule each, so a name or a date of birth one screen takes is one every other screen and the
 * server take. Pure; the clock is passed in, because an age depends on the day.
 */
import { z } from 'zod/mini';
import { PRODUCT_NAME } from './constants.ts';
import { dutchDay, parseIsoDay } from './dates.ts';
import { formatNumber } from './format.ts';
import { safeText } from './text.ts';

/**
 * Age in whole years on the given moment; the birthday itself counts. Someone born on 29
 * February turns a year older on 1 March in a common year. An invalid date gives null; a date
 * of birth in the future gives a negative age, which the callers treat as 'too young'.
 */
export function ageOn(dateOfBirth: string, on: Date): number | null {
  const born = parseIsoDay(dateOfBirth);
  const today = dutchDay(on);
  if (!born || !today) return null;
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthday ? 0 : 1);
}

/**
 * Longer than any real first or last name (the longest Dutch surnames with their prefixes stay
 * under 40), short enough that a name fits a greeting, a card and a mail's first line.
 */
export const NAME_MAX = 60;

/**
 * The athletes the product is for: a Dutch youth player starts looking at 12 or 13, and a US
 * college still takes a student in their late twenties. Ages in whole years on the Dutch calendar
 * day, both ends included.
 */
export const ATHLETE_AGE = { min: 12, max: 30 } as const;

/**
 * What a text over its length hears, wherever it is checked: a name here, the wizard's and the
 * profile's free-text fields and links. It lives beside the name rules rather than in text.ts,
 * which every remote loads for its schemas and which stays free of formatting.
 */
export const tooLongMessage = (max: number) => `Gebruik maximaal ${formatNumber(max)} tekens.`;

export const PERSON_MESSAGES = {
  firstName: 'Vul je voornaam in.',
  lastName: 'Vul je achternaam in.',
  sport: 'Kies je sport.',
  team: 'Kies of je bij de heren of bij de dames speelt.',
  nameTooLong: tooLongMessage(NAME_MAX),
  birthDate: 'Vul een geldige datum in.',
  birthInFuture: 'Je geboortedatum kan niet in de toekomst liggen.',
  birthOutOfRange: `Controleer je geboortedatum: ${PRODUCT_NAME} is er voor sporters van ${ATHLETE_AGE.min} tot en met ${ATHLETE_AGE.max} jaar.`,
} as const;

/** What is wrong with a name as typed, or null; empty is the caller's own rule (required or not). */
export function nameProblem(name: string): string | null {
  return name.trim().length > NAME_MAX ? PERSON_MESSAGES.nameTooLong : null;
}

/** What is wrong with a date of birth ('YYYY-MM-DD') on the Dutch day of `now`, or null. */
export function birthDateProblem(dateOfBirth: string, now: Date): string | null {
  const age = ageOn(dateOfBirth, now);
  if (age === null) return PERSON_MESSAGES.birthDate;
  // ageOn is below 0 exactly for a day after today.
  if (age < 0) return PERSON_MESSAGES.birthInFuture;
  return age < ATHLETE_AGE.min || age > ATHLETE_AGE.max ? PERSON_MESSAGES.birthOutOfRange : null;
}

/** A required name as the API takes it: trimmed, 1 to NAME_MAX characters, null refused with `required`. */
export const personNameSchema = (required: string) =>
  safeText(undefined, required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(NAME_MAX, PERSON_MESSAGES.nameTooLong),
  );

/** A date of birth as the API takes it, judged on the Dutch day of `now()` at parse time. */
export const birthDateSchema = (now: () => Date = () => new Date()) =>
  z.iso.date(PERSON_MESSAGES.birthDate).check(
    z.superRefine((value, ctx) => {
      const problem = birthDateProblem(value, now());
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );
