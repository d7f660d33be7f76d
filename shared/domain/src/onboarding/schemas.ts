/**
 * zod schemas of POST /api/onboarding/submit. The server validates with them, so a bad field
 * gets the same Dutch message in the 400's `fields` as in the wizard ('data.personal.email':
 * 'Voer een geldig e-mailadres in.').
 */
import { z } from 'zod/mini';
import { TERMS_VERSION } from '../constants.ts';
import { NAME_MAX, PERSON_MESSAGES, tooLongMessage } from '../person.ts';
import { type NumberRange, RANGES } from '../profile/ranges.ts';
import { TEAM_OPTIONS } from '../profile/teams.ts';
import { isHttpUrl, URL_MAX } from '../profile/web-link.ts';
import { safeText } from '../text.ts';
import { SHARING_CONSENT_VERSION } from './consent.ts';
import { createGuardianConsent, createSharingConsent, type FieldPath, type OnboardingData } from './data.ts';
import { isBelowGuardianAge, sameEmail } from './guardian.ts';
import { isPlausiblePhone } from './phone.ts';
import { LEVEL_CODES } from './sport-choice.ts';
import { ALL_FIELDS } from './steps.ts';
import { isValidEmail, MESSAGES, requiredMessage, validateAll } from './validation.ts';

export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export { URL_MAX };

const text = safeText().check(z.maxLength(TEXT_MAX, tooLongMessage(TEXT_MAX)));
const longText = safeText().check(z.maxLength(LONG_TEXT_MAX, tooLongMessage(LONG_TEXT_MAX)));
const urlText = safeText().check(z.maxLength(URL_MAX, tooLongMessage(URL_MAX)));
/** An uploaded file's id, or '' while there is none. */
const fileId = z.union([z.literal(''), z.uuid()]);
const isoTime = safeText().check(z.maxLength(40));

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
    universityOfInterest: z._default(text, ''),
    divisions: z._default(text, ''),
  }),
  media: z.object({
    highlightVideo: urlText,
    secondaryVideo: urlText,
    motivationLetter: longText,
    transcriptFileId: z._default(fileId, ''),
    motivationLetterFileId: z._default(fileId, ''),
  }),
  consent: z.object({
    accepted: z.boolean(),
    timestamp: isoTime,
    ipAddress: safeText().check(z.maxLength(64)),
    termsVersion: safeText().check(z.maxLength(20)),
    sharing: z._default(
      z.object({ accepted: z.boolean(), timestamp: isoTime, version: safeText().check(z.maxLength(20)) }),
      createSharingConsent,
    ),
    // A wizard loaded before the guardian block existed sends none; that is the empty one.
    guardian: z._default(
      z.object({
        name: text,
        email: text,
        accepted: z.boolean(),
        timestamp: isoTime,
      }),
      createGuardianConsent,
    ),
  }),
}) satisfies z.ZodMiniType<OnboardingData>;

/** The server's clock, or a test's: the age that decides the guardian's consent depends on it. */
export type Clock = () => Date;
const systemClock: Clock = () => new Date();

/** A complete onboarding: the shape, and every step's rules with the wizard's messages at the field's path. */
export function completeOnboardingDataSchemaAt(now: Clock = systemClock) {
  return onboardingDataShapeSchema.check(
    z.superRefine((data, ctx) => {
      for (const [path, message] of Object.entries(validateAll(data, now()))) {
        ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      }
    }),
  );
}

/** The message of the wizard's field behind a payload field: 'Vul je voornaam in.' for first_name. */
const messageOf = (path: FieldPath) => {
  const field = ALL_FIELDS.find((candidate) => candidate.path === path);
  return field ? requiredMessage(field) : MESSAGES.required;
};
const required = (path: FieldPath) =>
  safeText().check(z.trim(), z.minLength(1, messageOf(path)), z.maxLength(TEXT_MAX, tooLongMessage(TEXT_MAX)));
const requiredLong = (path: FieldPath) =>
  safeText().check(
    z.trim(),
    z.minLength(1, messageOf(path)),
    z.maxLength(LONG_TEXT_MAX, tooLongMessage(LONG_TEXT_MAX)),
  );
const optionalLong = safeText().check(z.trim(), z.maxLength(LONG_TEXT_MAX, tooLongMessage(LONG_TEXT_MAX)));
// The wizard's old codes and every sport ladder's own; whether a code fits the chosen sport and team
// is the data's rule (validateAll), where the wizard says it too.
const levelCodes = LEVEL_CODES as [string, ...string[]];
const teamCodes = TEAM_OPTIONS.map((option) => option.value) as [string, ...string[]];
const wholeNumber = ({ min, max }: NumberRange) =>
  z
    .number(MESSAGES.number)
    .check(z.int(MESSAGES.number), z.gte(min, MESSAGES.range(min, max)), z.lte(max, MESSAGES.range(min, max)));
const consentMoment = z.iso.datetime({ offset: true, message: MESSAGES.required });

export const onboardingSubmitPayloadSchema = z.object({
  personal: z.object({
    first_name: required('personal.firstName').check(z.maxLength(NAME_MAX, PERSON_MESSAGES.nameTooLong)),
    last_name: required('personal.lastName').check(z.maxLength(NAME_MAX, PERSON_MESSAGES.nameTooLong)),
    date_of_birth: z.iso.date(MESSAGES.date),
    nationality: required('personal.nationality'),
    email: safeText().check(z.trim(), z.maxLength(254), z.refine(isValidEmail, MESSAGES.email)),
    phone: required('personal.phone').check(z.refine(isPlausiblePhone, MESSAGES.phone)),
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
      .check(
        z.gte(RANGES.gpa.min, MESSAGES.range(RANGES.gpa.min, RANGES.gpa.max)),
        z.lte(RANGES.gpa.max, MESSAGES.range(RANGES.gpa.min, RANGES.gpa.max)),
      ),
    languages: z
      .array(safeText().check(z.trim(), z.minLength(1), z.maxLength(60)))
      .check(z.minLength(1, messageOf('academics.languages')), z.maxLength(20)),
  }),
  preferences: z.object({
    preferred_states: z.array(safeText().check(z.maxLength(60))).check(z.maxLength(60)),
    preferred_school_type: z.enum(levelCodes, messageOf('sport.level')),
    study_interest: required('academics.intendedMajor'),
    budget_eur_min: wholeNumber(RANGES.budgetEur),
    budget_eur_max: z.optional(wholeNumber({ min: 0, max: 1_000_000 })),
    target_start_month: wholeNumber(RANGES.targetStartMonth),
    target_start_year: wholeNumber(RANGES.targetStartYear),
    /** The priorities: the talent manager reads them, matching does not need them. */
    additional_notes: optionalLong,
  }),
  media: z.object({
    /** Optional: matching does not need it, and the athlete can add it later on the profile. */
    highlight_video_url: z.nullable(
      safeText().check(z.trim(), z.maxLength(URL_MAX), z.refine(isHttpUrl, MESSAGES.link)),
    ),
  }),
  consent: z.object({
    /** The terms and the privacy statement. */
    accepted: z.literal(true, messageOf('consent.accepted')),
    /** Ignored by the server, which records the client IP itself. */
    ip: safeText().check(z.maxLength(64)),
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
    guardian: z._default(
      z.nullable(
        z.object({
          name: safeText().check(z.trim(), z.maxLength(TEXT_MAX, tooLongMessage(TEXT_MAX))),
          email: safeText().check(z.trim(), z.maxLength(254)),
          accepted_at: z.nullable(consentMoment),
        }),
      ),
      null,
    ),
  }),
});

export const onboardingSummarySchema = z.object({
  name: text,
  sport: safeText().check(z.maxLength(TEXT_MAX * 2)),
  start_term: text,
  target_country: text,
  completion_percentage: z.number().check(z.int(), z.gte(0), z.lte(100)),
  profile_score: z.number().check(z.int(), z.gte(0), z.lte(100)),
  missing_fields: z.array(safeText().check(z.maxLength(64))).check(z.maxLength(60)),
  coach: safeText().check(z.maxLength(60)),
  terms_version: safeText().check(z.maxLength(20)),
});

type GuardianCheckedBody = z.infer<typeof onboardingSubmitPayloadSchema> & {
  data: { personal: { dateOfBirth: string } };
};

/**
 * Below 16 the payload must carry a parent's accepted consent, by the server's clock. Either
 * date of birth counts (the payload's and the model's), so a body that disagrees with itself
 * cannot slip past.
 */
function checkGuardian(body: GuardianCheckedBody, now: Date, ctx: z.core.$RefinementCtx<GuardianCheckedBody>): void {
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
  return z
    .extend(onboardingSubmitPayloadSchema, {
      summary: onboardingSummarySchema,
      data: completeOnboardingDataSchemaAt(now),
    })
    .check(z.superRefine((body, ctx) => checkGuardian(body, now(), ctx)));
}

export const onboardingSubmitBodySchema = createOnboardingSubmitBodySchema();
