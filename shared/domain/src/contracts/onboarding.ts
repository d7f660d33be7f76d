/**
 * The onboarding's wire contract (ADR 0021): what the wizard and the server send each other.
 *
 * - POST /api/onboarding/submit: its zod schemas, which the server validates with, so a bad field
 *   gets the same Dutch message in the 400's `fields` as in the wizard ('data.personal.email':
 *   'Voer een geldig e-mailadres in.'), and the body's types, which the wizard's mapping
 *   (`onboarding/payload.ts`, `toSubmitBody`) produces.
 * - GET/PUT/DELETE /api/onboarding/draft: the draft of a signed-in athlete, kept on the server so
 *   another device continues it. The server checks the shape and the size only; the answers
 *   themselves are read with normalizeOnboardingData wherever they are used, as a draft may be
 *   half filled in.
 *
 * The rules these schemas apply live in the domain (`onboarding/steps.ts`, `validation.ts`,
 * `guardian.ts`, `profile/`); this file only puts them together into the shape of a message.
 */
import { z } from 'zod/mini';
import { TERMS_VERSION } from '../constants.ts';
import { SHARING_CONSENT_VERSION } from '../onboarding/consent.ts';
import {
  createGuardianConsent,
  createSharingConsent,
  type FieldPath,
  type OnboardingData,
} from '../onboarding/data.ts';
import { isBelowGuardianAge, sameEmail } from '../onboarding/guardian.ts';
import { isPlausiblePhone } from '../onboarding/phone.ts';
import { LEVEL_CODES } from '../onboarding/sport-choice.ts';
import { ALL_FIELDS, STEP_IDS } from '../onboarding/steps.ts';
import { isValidEmail, MESSAGES, requiredMessage, validateAll } from '../onboarding/validation.ts';
import { NAME_MAX, PERSON_MESSAGES, tooLongMessage } from '../person.ts';
import { LONG_TEXT_MAX, type NumberRange, RANGES } from '../profile/ranges.ts';
import { TEAM_OPTIONS } from '../profile/teams.ts';
import { isHttpUrl, URL_MAX } from '../profile/web-link.ts';
import { safeJsonValue, safeText } from '../text.ts';

// POST /api/onboarding/submit: the schemas.

export const TEXT_MAX = 200;
export { LONG_TEXT_MAX, URL_MAX };

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
    /** Null for 'Nog onbekend': the profile keeps the start unknown rather than guess one. */
    target_start_month: z.nullable(wholeNumber(RANGES.targetStartMonth)),
    target_start_year: z.nullable(wholeNumber(RANGES.targetStartYear)),
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

// POST /api/onboarding/submit: the body as a type, what the wizard's mapping produces (its fields
// are what the schemas above accept; the server recomputes the payload from `data`).

export interface OnboardingSubmitPayload {
  personal: {
    first_name: string;
    last_name: string;
    date_of_birth: string | null;
    nationality: string;
    email: string;
    phone: string;
  };
  sport: {
    sport: string;
    position: string;
    /** Additions for matching (ARCHITECTURE.md section 4): 'heren' | 'dames' and the level code. */
    team: string | null;
    competition_level: string | null;
    height_cm: number | null;
    weight_kg: number | null;
    current_team: string;
    achievements: string;
  };
  academics: {
    education_level: string;
    academic_gpa: number | null;
    languages: string[];
  };
  preferences: {
    preferred_states: string[];
    preferred_school_type: string | null;
    study_interest: string;
    budget_eur_min: number | null;
    budget_eur_max?: number;
    target_start_month: number | null;
    target_start_year: number | null;
    additional_notes: string;
  };
  media: { highlight_video_url: string | null };
  consent: {
    accepted: boolean;
    ip: string;
    terms_version: string;
    accepted_at: string | null;
    /** Sharing with the talent managers: its own consent, moment and text version. */
    sharing: { accepted: boolean; accepted_at: string | null; version: string };
    /** The parent's or guardian's consent below 16; null when the athlete is 16 or older. */
    guardian: GuardianConsentPayload | null;
  };
}

export interface GuardianConsentPayload {
  name: string;
  email: string;
  /** null while the parent has not ticked the box. */
  accepted_at: string | null;
}

export interface OnboardingSummary {
  name: string;
  sport: string;
  start_term: string;
  target_country: string;
  completion_percentage: number;
  profile_score: number;
  /** Paths of required fields still empty; empty for a complete submission. */
  missing_fields: string[];
  coach: string;
  terms_version: string;
}

export interface OnboardingSubmitBody extends OnboardingSubmitPayload {
  summary: OnboardingSummary;
  data: OnboardingData;
}

// GET/PUT/DELETE /api/onboarding/draft.

/** A draft holds a chat of at most 200 messages; far beyond that it is not a wizard's draft. */
export const DRAFT_MAX_BYTES = 256 * 1024;
const CHAT_MAX = 200;
const MESSAGE_MAX = 4000;

const chatMessageSchema = z.object({
  id: safeText().check(z.minLength(1), z.maxLength(100)),
  from: z.enum(['user', 'ai']),
  text: safeText().check(z.maxLength(MESSAGE_MAX)),
  /** The step a summary or reply belongs to (the wizard's own tag, so a replay repeats nothing). */
  step: z.optional(z.enum(STEP_IDS)),
});

export const onboardingDraftSchema = z.object({
  data: z.record(z.string(), safeJsonValue()),
  stepIndex: z.number().check(z.int(), z.gte(0), z.lte(20)),
  chat: z.array(chatMessageSchema).check(z.maxLength(CHAT_MAX)),
  promptsShown: z.array(safeText().check(z.maxLength(40))).check(z.maxLength(20)),
  idempotencyKey: z.string().check(z.regex(/^[\w-]{8,100}$/)),
});
export type OnboardingDraftBody = z.infer<typeof onboardingDraftSchema>;

/** GET /api/onboarding/draft: the draft to continue, and the latest submission to edit when there is no draft. */
export const onboardingDraftResponseSchema = z.object({
  draft: z.nullable(onboardingDraftSchema),
  updated_at: z.nullable(z.string()),
  submitted: z.nullable(z.object({ data: z.record(z.string(), z.unknown()), submitted_at: z.string() })),
});
export type OnboardingDraftResponse = z.infer<typeof onboardingDraftResponseSchema>;

export const DRAFT_TEXTS = {
  tooLarge: 'Je concept is te groot om op te slaan. Verstuur je onboarding of maak het gesprek korter.',
} as const;
