/**
 * zod schemas of POST /api/onboarding/submit. The server validates with them, so a bad field
 * gets the same Dutch message in the 400's `fields` as in the wizard ('data.personal.email':
 * 'Voer een geldig e-mailadres in.').
 */
import { z } from 'zod';
import { TERMS_VERSION } from '../constants.ts';
import { safeText } from '../text.ts';
import { SHARING_CONSENT_VERSION } from './consent.ts';
import { createGuardianConsent, createSharingConsent, type FieldPath, type OnboardingData } from './data.ts';
import { isBelowGuardianAge, sameEmail } from './guardian.ts';
import { isPlausiblePhone } from './phone.ts';
import { type NumberRange, RANGES } from './ranges.ts';
import { LEVEL_CODES } from './sport-choice.ts';
import { ALL_FIELDS, TEAM_OPTIONS } from './steps.ts';
import { isValidEmail, MESSAGES, requiredMessage, validateAll } from './validation.ts';
import { isHttpUrl, URL_MAX } from './web-link.ts';

export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export { URL_MAX };

const tooLong = (max: number) => `Maximaal ${max.toLocaleString('nl-NL')} tekens.`;
const text = safeText().max(TEXT_MAX, tooLong(TEXT_MAX));
const longText = safeText().max(LONG_TEXT_MAX, tooLong(LONG_TEXT_MAX));
const urlText = safeText().max(URL_MAX, tooLong(URL_MAX));
/** An uploaded file's id, or '' while there is none. */
const fileId = z.union([z.literal(''), z.uuid()]);
const isoTime = safeText().max(40);

/** The model's shape: every answer a string of bounded length, consent a boolean. */
export const onboardingDataShapeSchema = z.object({
  personal: z.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    dateOfBirth: text,
    nationality: text,
  }),
  sport: z.object({
    primarySport: text,
    position: text,
    team: text,
    level: text,
    club: text,
    heightCm: text,
    weightKg: text,
    achievements: longText,
    keyStats: longText,
  }),
  academics: z.object({
    currentSchool: text,
    graduationYear: text,
    gpa: text,
    satScore: text,
    actScore: text,
    intendedMajor: text,
    languages: text,
  }),
  preferences: z.object({
    targetCountry: text,
    startTerm: text,
    budget: text,
    scholarshipType: text,
    priorities: longText,
    // Wizards from before these fields send none: the defaults.
    universityOfInterest: text.default(''),
  }),
  media: z.object({
    highlightVideo: urlText,
    secondaryVideo: urlText,
    motivationLetter: longText,
    transcriptFileId: fileId.default(''),
    motivationLetterFileId: fileId.default(''),
  }),
  consent: z.object({
    accepted: z.boolean(),
    timestamp: isoTime,
    ipAddress: safeText().max(64),
    termsVersion: safeText().max(20),
    sharing: z
      .object({ accepted: z.boolean(), timestamp: isoTime, version: safeText().max(20) })
      .default(createSharingConsent),
    // A wizard loaded before the guardian block existed sends none; that is the empty one.
    guardian: z
      .object({
        name: text,
        email: text,
        accepted: z.boolean(),
        timestamp: isoTime,
      })
      .default(createGuardianConsent),
  }),
}) satisfies z.ZodType<OnboardingData>;

/** The server's clock, or a test's: the age that decides the guardian's consent depends on it. */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/** A complete onboarding: the shape, and every step's rules with the wizard's messages at the field's path. */
export function completeOnboardingDataSchemaAt(now: Clock = systemClock) {
  return onboardingDataShapeSchema.superRefine((data, ctx) => {
    for (const [path, message] of Object.entries(validateAll(data, now()))) {
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
  });
}

/** The message of the wizard's field behind a payload field: 'Vul je voornaam in.' for first_name. */
const messageOf = (path: FieldPath) => {
  const field = ALL_FIELDS.find((candidate) => candidate.path === path);
  return field ? requiredMessage(field) : MESSAGES.required;
};
const required = (path: FieldPath) => safeText().trim().min(1, messageOf(path)).max(TEXT_MAX, tooLong(TEXT_MAX));
const requiredLong = (path: FieldPath) =>
  safeText().trim().min(1, messageOf(path)).max(LONG_TEXT_MAX, tooLong(LONG_TEXT_MAX));
const optionalLong = safeText().trim().max(LONG_TEXT_MAX, tooLong(LONG_TEXT_MAX));
// The wizard's old codes and every sport ladder's own; whether a code fits the chosen sport and team
// is the data's rule (validateAll), where the wizard says it too.
const levelCodes = LEVEL_CODES as [string, ...string[]];
const teamCodes = TEAM_OPTIONS.map((option) => option.value) as [string, ...string[]];
const wholeNumber = ({ min, max }: NumberRange) =>
  z.number(MESSAGES.number).int(MESSAGES.number).min(min, MESSAGES.range(min, max)).max(max, MESSAGES.range(min, max));
const consentMoment = z.iso.datetime({ offset: true, message: MESSAGES.required });

export const onboardingSubmitPayloadSchema = z.object({
  personal: z.object({
    first_name: required('personal.firstName'),
    last_name: required('personal.lastName'),
    date_of_birth: z.iso.date(MESSAGES.date),
    nationality: required('personal.nationality'),
    email: safeText().trim().max(254).refine(isValidEmail, MESSAGES.email),
    phone: required('personal.phone').refine(isPlausiblePhone, MESSAGES.phone),
  }),
  sport: z.object({
    sport: required('sport.primarySport'),
    position: required('sport.position'),
    team: z.enum(teamCodes, messageOf('sport.team')),
    competition_level: z.enum(levelCodes, messageOf('sport.level')),
    height_cm: wholeNumber(RANGES.heightCm),
    weight_kg: wholeNumber(RANGES.weightKg),
    current_team: required('sport.club'),
    achievements: requiredLong('sport.achievements'),
  }),
  academics: z.object({
    education_level: required('academics.currentSchool'),
    academic_gpa: z
      .number(MESSAGES.number)
      .min(RANGES.gpa.min, MESSAGES.range(RANGES.gpa.min, RANGES.gpa.max))
      .max(RANGES.gpa.max, MESSAGES.range(RANGES.gpa.min, RANGES.gpa.max)),
    languages: z.array(safeText().trim().min(1).max(60)).min(1, messageOf('academics.languages')).max(20),
  }),
  preferences: z.object({
    preferred_states: z.array(safeText().max(60)).max(60),
    preferred_school_type: z.enum(levelCodes, messageOf('sport.level')),
    study_interest: required('academics.intendedMajor'),
    budget_eur_min: wholeNumber(RANGES.budgetEur),
    budget_eur_max: wholeNumber({ min: 0, max: 1_000_000 }).optional(),
    target_start_month: wholeNumber(RANGES.targetStartMonth),
    target_start_year: wholeNumber(RANGES.targetStartYear),
    /** The priorities: the talent manager reads them, matching does not need them. */
    additional_notes: optionalLong,
  }),
  media: z.object({
    /** Optional: matching does not need it, and the athlete can add it later on the profile. */
    highlight_video_url: safeText().trim().max(URL_MAX).refine(isHttpUrl, MESSAGES.link).nullable(),
  }),
  consent: z.object({
    /** The terms and the privacy statement. */
    accepted: z.literal(true, messageOf('consent.accepted')),
    /** Ignored by the server, which records the client IP itself. */
    ip: safeText().max(64),
    terms_version: z.literal(TERMS_VERSION),
    accepted_at: consentMoment,
    /** Sharing the profile with the talent managers, a consent of its own with its own moment and text. */
    sharing: z.object(
      {
        accepted: z.literal(true, messageOf('consent.sharing.accepted')),
        accepted_at: consentMoment,
        version: z.literal(SHARING_CONSENT_VERSION),
      },
      messageOf('consent.sharing.accepted'),
    ),
    /** Checked against the age in the body schema below; a wizard from before sends none. */
    guardian: z
      .object({
        name: safeText().trim().max(TEXT_MAX, tooLong(TEXT_MAX)),
        email: safeText().trim().max(254),
        accepted_at: consentMoment.nullable(),
      })
      .nullable()
      .default(null),
  }),
});

export const onboardingSummarySchema = z.object({
  name: text,
  sport: safeText().max(TEXT_MAX * 2),
  start_term: text,
  target_country: text,
  completion_percentage: z.number().int().min(0).max(100),
  profile_score: z.number().int().min(0).max(100),
  missing_fields: z.array(safeText().max(64)).max(60),
  coach: safeText().max(60),
  terms_version: safeText().max(20),
});

type GuardianCheckedBody = z.infer<typeof onboardingSubmitPayloadSchema> & {
  data: { personal: { dateOfBirth: string } };
};

/**
 * Below 16 the payload must carry a parent's accepted consent, by the server's clock. Either
 * date of birth counts (the payload's and the model's), so a body that disagrees with itself
 * cannot slip past.
 */
function checkGuardian(body: GuardianCheckedBody, now: Date, ctx: z.RefinementCtx): void {
  const young = [body.personal.date_of_birth, body.data.personal.dateOfBirth].some((date) =>
    isBelowGuardianAge(date, now),
  );
  if (!young) return;
  const { guardian } = body.consent;
  if (!guardian?.accepted_at) {
    ctx.addIssue({ code: 'custom', path: ['consent', 'guardian'], message: MESSAGES.guardianMissing });
    return;
  }
  if (guardian.name === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['consent', 'guardian', 'name'],
      message: messageOf('consent.guardian.name'),
    });
  }
  if (!isValidEmail(guardian.email)) {
    ctx.addIssue({ code: 'custom', path: ['consent', 'guardian', 'email'], message: MESSAGES.email });
  } else if (sameEmail(guardian.email, body.personal.email)) {
    ctx.addIssue({ code: 'custom', path: ['consent', 'guardian', 'email'], message: MESSAGES.guardianOwnEmail });
  }
}

/** The whole body, judged by the given clock (the server passes its own). */
export function createOnboardingSubmitBodySchema(now: Clock = systemClock) {
  return onboardingSubmitPayloadSchema
    .extend({ summary: onboardingSummarySchema, data: completeOnboardingDataSchemaAt(now) })
    .superRefine((body, ctx) => checkGuardian(body, now(), ctx));
}

export const onboardingSubmitBodySchema = createOnboardingSubmitBodySchema();
