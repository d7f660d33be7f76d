/**
 * The profile's wire contract (ADR 0021): the athlete's profile as the API returns it, what a client
 * may write (POST /api/profiles, PATCH /api/profiles/me) and the onboarding's answers about it. The
 * field rules these schemas apply (ranges, teams, college levels, links, English tests, school sizes)
 * are the domain's, in profile/.
 */
import { z } from 'zod/mini';
import { rangeMessage } from '../format.ts';
import { isInstitutionId } from '../institution-id.ts';
import { birthDateSchema, PERSON_MESSAGES, personNameSchema, tooLongMessage } from '../person.ts';
import { DIVISION_MESSAGE, orderedDivisions, PREFERRED_DIVISIONS } from '../profile/divisions.ts';
import { ENGLISH_SCALES, ENGLISH_TESTS } from '../profile/english-tests.ts';
import { LONG_TEXT_MAX, type NumberRange, RANGES } from '../profile/ranges.ts';
import { SCHOOL_SIZES } from '../profile/school-sizes.ts';
import { TEAM_OPTIONS } from '../profile/teams.ts';
import { isHttpUrl, LINK_MESSAGE, normalizeWebLink, URL_MAX } from '../profile/web-link.ts';
import { safeText } from '../text.ts';
import { US_STATE_CODES } from '../us-states.ts';

// The profile's option lists are domain facts (profile/); the contract re-exports them so that a
// page reading the profile takes them from the module it loads anyway: each further shared module
// is one more entry in a remote's remoteEntry.js and one more chunk on every athlete page.
export {
  DIVISION_LABELS,
  DIVISION_MESSAGE,
  orderedDivisions,
  PREFERRED_DIVISIONS,
  type PreferredDivision,
} from '../profile/divisions.ts';
export { ENGLISH_SCALES, ENGLISH_TESTS, type EnglishTest } from '../profile/english-tests.ts';
export { SCHOOL_SIZE_BANDS, SCHOOL_SIZE_LABELS, SCHOOL_SIZES, type SchoolSize } from '../profile/school-sizes.ts';

const text = (max: number) => safeText().check(z.trim(), z.minLength(1), z.maxLength(max));
/** A fact the product cannot do without once it is there: null or '' is refused with the wizard's words. */
const requiredText = (max: number, required: string) =>
  safeText(undefined, required).check(z.trim(), z.minLength(1, required), z.maxLength(max));
/**
 * The onboarding's web-link rule: a link is taken as typed ('youtube.com/watch?v=...') and stored
 * with https://; only http(s) links are stored, so a javascript: URL never reaches a talent manager.
 */
const webLink = z.pipe(
  z.pipe(safeText().check(z.trim()), z.transform(normalizeWebLink)),
  z.string().check(z.maxLength(URL_MAX), z.refine(isHttpUrl, LINK_MESSAGE)),
);
const teamCodes = TEAM_OPTIONS.map((option) => option.value) as [string, ...string[]];
const wholeNumber = ({ min, max }: NumberRange) =>
  z
    .number()
    .check(z.int('Gebruik een heel getal.'), z.gte(min, rangeMessage(min, max)), z.lte(max, rangeMessage(min, max)));

const GRADE_MESSAGE = 'Een gemiddeld eindcijfer ligt boven de 4 en tot en met 10.';

/** The athlete's profile as the API returns it (spec "Profile (read from the server)"), plus the matching facts. */
export const profileSchema = z.object({
  user_id: z.string(),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  date_of_birth: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  sport: z.nullable(z.string()),
  position: z.nullable(z.string()),
  team: z.nullable(z.string()),
  competition_level: z.nullable(z.string()),
  height_cm: z.nullable(z.number()),
  weight_kg: z.nullable(z.number()),
  current_team: z.nullable(z.string()),
  achievements: z.nullable(z.string()),
  /**
   * The wizard's 'Belangrijkste statistieken' (sport.keyStats) as typed: '2k ergo 7:18,4', '11 goals
   * in 20 wedstrijden'. Optional: a server from before this field does not send it.
   */
  key_stats: z.optional(z.nullable(z.string())),
  academic_gpa: z.nullable(z.number()),
  /** The Dutch average grade the athlete typed (7,4) when `academic_gpa` is its estimate. */
  academic_grade: z.optional(z.nullable(z.number())),
  education_level: z.nullable(z.string()),
  /** The video the profile shows: `video_link` or an uploaded highlight's stable URL, as the athlete chose. */
  highlight_video_url: z.nullable(z.string()),
  /** The athlete's own link to a video elsewhere (YouTube, Vimeo), kept when a video is uploaded. */
  video_link: z.optional(z.nullable(z.string())),
  sat_score: z.nullable(z.number()),
  act_score: z.nullable(z.number()),
  english_test: z.nullable(z.enum(ENGLISH_TESTS)),
  english_score: z.nullable(z.number()),
  budget_eur_min: z.nullable(z.number()),
  preferred_states: z.array(z.string()),
  preferred_school_size: z.nullable(z.enum(SCHOOL_SIZES)),
  /** The college levels the athlete wishes; [] is no preference (and what a server from before sends). */
  preferred_divisions: z._default(z.array(z.enum(PREFERRED_DIVISIONS)), []),
  study_interest: z.nullable(z.string()),
  graduation_year: z.nullable(z.number()),
  target_start_year: z.nullable(z.number()),
  target_start_month: z.nullable(z.number()),
  scholarship_type: z.nullable(z.string()),
  /**
   * The university the athlete picked on the landing ('Check je kansen'): an institution id of the
   * dataset. Matching always shows it with its chances; an id the dataset no longer has is ignored.
   */
  university_of_interest: z.optional(z.nullable(z.string())),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/profiles/me, POST /api/profiles, PATCH /api/profiles/me. */
export const profileResponseSchema = z.object({ profile: profileSchema });

/**
 * Fields a client may write (POST /api/profiles, PATCH /api/profiles/me). Every field is
 * optional; null clears one, except the identity the product needs (first and last name, sport,
 * team): the wizard requires them, so a write that would empty one is refused with the wizard's
 * words. The profile edit screen omits empty values (spec).
 */
export const createProfileWriteSchema = (now: () => Date = () => new Date()) =>
  z
    .partial(
      z.strictObject({
        first_name: personNameSchema(PERSON_MESSAGES.firstName),
        last_name: personNameSchema(PERSON_MESSAGES.lastName),
        date_of_birth: z.nullable(birthDateSchema(now)),
        nationality: z.nullable(text(100)),
        sport: requiredText(100, PERSON_MESSAGES.sport),
        position: z.nullable(text(100)),
        team: z.enum(teamCodes, PERSON_MESSAGES.team),
        competition_level: z.nullable(text(60)),
        height_cm: z.nullable(wholeNumber(RANGES.heightCm)),
        weight_kg: z.nullable(wholeNumber(RANGES.weightKg)),
        current_team: z.nullable(text(200)),
        achievements: z.nullable(safeText().check(z.trim(), z.maxLength(LONG_TEXT_MAX))),
        /** Free text of the wizard's length; '' (or only spaces) clears it, as null does. */
        key_stats: z.nullable(
          z.pipe(
            safeText().check(z.trim(), z.maxLength(LONG_TEXT_MAX, tooLongMessage(LONG_TEXT_MAX))),
            z.transform((stats) => stats || null),
          ),
        ),
        academic_gpa: z.nullable(z.number().check(z.gte(RANGES.gpa.min), z.lte(RANGES.gpa.max))),
        /**
         * A Dutch average grade (above 4, to 10, one decimal): stored as typed, and its estimate
         * becomes the GPA. A GPA written without it clears it.
         */
        academic_grade: z.nullable(
          z.number().check(
            z.gt(4, GRADE_MESSAGE),
            z.lte(10, GRADE_MESSAGE),
            z.refine(
              (grade) => Math.abs(grade * 10 - Math.round(grade * 10)) < 1e-9,
              'Gebruik één decimaal, bijvoorbeeld 7,4.',
            ),
          ),
        ),
        education_level: z.nullable(text(100)),
        highlight_video_url: z.nullable(webLink),
        /**
         * The athlete's own link. While the profile shows that link (or nothing), it shows the new
         * one; an uploaded highlight the athlete chose stays chosen.
         */
        video_link: z.nullable(webLink),
        sat_score: z.nullable(wholeNumber(RANGES.satScore)),
        act_score: z.nullable(wholeNumber(RANGES.actScore)),
        english_test: z.nullable(z.enum(ENGLISH_TESTS, 'Kies TOEFL, IELTS of Duolingo.')),
        english_score: z.nullable(z.number().check(z.gte(0), z.lte(160))),
        budget_eur_min: z.nullable(wholeNumber(RANGES.budgetEur)),
        preferred_states: z.pipe(
          z.array(z.enum(US_STATE_CODES, 'Kies een staat uit de lijst.')).check(z.maxLength(US_STATE_CODES.length)),
          z.transform((states) => [...new Set(states)]),
        ),
        preferred_school_size: z.nullable(z.enum(SCHOOL_SIZES, 'Kies klein, middel of groot.')),
        /**
         * [] clears the wish. No default here: a write that leaves the field out keeps what is stored
         * (the column starts as []), where a default would wipe it on every other edit.
         */
        preferred_divisions: z.pipe(
          z
            .array(z.enum(PREFERRED_DIVISIONS, DIVISION_MESSAGE), DIVISION_MESSAGE)
            .check(z.maxLength(PREFERRED_DIVISIONS.length)),
          z.transform((divisions) => orderedDivisions(divisions)),
        ),
        study_interest: z.nullable(text(200)),
        graduation_year: z.nullable(wholeNumber(RANGES.graduationYear)),
        target_start_year: z.nullable(wholeNumber(RANGES.targetStartYear)),
        target_start_month: z.nullable(wholeNumber(RANGES.targetStartMonth)),
        scholarship_type: z.nullable(text(60)),
        university_of_interest: z.nullable(
          z.string().check(z.refine(isInstitutionId, 'Kies een universiteit uit de lijst.')),
        ),
      }),
    )
    .check(
      z.superRefine((write, ctx) => {
        // A score means something only on its own test's scale.
        if (write.english_score === undefined || write.english_score === null) return;
        const scale = write.english_test ? ENGLISH_SCALES[write.english_test] : null;
        if (!scale) return;
        const { min, max, step, label } = scale;
        const onScale = write.english_score >= min && write.english_score <= max;
        if (!onScale || Math.round(write.english_score / step) * step !== write.english_score) {
          ctx.addIssue({
            code: 'custom',
            path: ['english_score'],
            message: `Een ${label}-score ligt tussen ${min} en ${max}${step < 1 ? ', in halve punten' : ''}.`,
          });
        }
      }),
    );

/** The write schema by the system clock, as the API judges a date of birth. */
export const profileWriteSchema = createProfileWriteSchema();

export type ProfileWrite = z.infer<typeof profileWriteSchema>;

/** GET /api/onboarding/progress. */
export const onboardingProgressSchema = z.object({
  steps: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      filled: z.number(),
      required: z.number(),
      completed: z.boolean(),
    }),
  ),
  percentage: z.number(),
  submitted_at: z.nullable(z.string()),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** POST /api/onboarding/submit: the stored submission and the profile filled in from it. */
export const onboardingSubmittedSchema = z.object({
  submission: z.object({ id: z.string(), created_at: z.string() }),
  profile: profileSchema,
});
export type OnboardingSubmitted = z.infer<typeof onboardingSubmittedSchema>;
