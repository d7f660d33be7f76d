import { z } from 'zod';
import { type NumberRange, RANGES } from './onboarding/ranges.ts';
import { TEAM_OPTIONS } from './onboarding/teams.ts';
import { isInstitutionId } from './onboarding/university-of-interest.ts';
import { isHttpUrl, LINK_MESSAGE, normalizeWebLink, URL_MAX } from './onboarding/web-link.ts';
import { safeText } from './text.ts';
import { US_STATE_CODES } from './us-states.ts';

export const ENGLISH_TESTS = ['toefl', 'ielts', 'duolingo'] as const;
export type EnglishTest = (typeof ENGLISH_TESTS)[number];
/** Each test's own scale: TOEFL iBT 0-120, IELTS 0-9 in halves, Duolingo 10-160. */
export const ENGLISH_SCALES: Readonly<Record<EnglishTest, { min: number; max: number; step: number; label: string }>> =
  {
    toefl: { min: 0, max: 120, step: 1, label: 'TOEFL iBT' },
    ielts: { min: 0, max: 9, step: 0.5, label: 'IELTS' },
    duolingo: { min: 10, max: 160, step: 1, label: 'Duolingo English Test' },
  };
export const SCHOOL_SIZES = ['klein', 'middel', 'groot'] as const;
export type SchoolSize = (typeof SCHOOL_SIZES)[number];
export const SCHOOL_SIZE_LABELS: Readonly<Record<SchoolSize, string>> = {
  klein: 'Klein (tot 5.000 studenten)',
  middel: 'Middelgroot (5.000 tot 20.000)',
  groot: 'Groot (20.000 of meer)',
};
/** The IPEDS size bands (SIZE_BANDS in ./institutions.ts) each choice means; kept beside the labels so the two agree. */
export const SCHOOL_SIZE_BANDS: Readonly<Record<SchoolSize, readonly number[]>> = {
  klein: [1, 2],
  middel: [3, 4],
  groot: [5],
};

const text = (max: number) => safeText().trim().min(1).max(max);
/**
 * The onboarding's web-link rule: a link is taken as typed ('youtube.com/watch?v=...') and stored
 * with https://; only http(s) links are stored, so a javascript: URL never reaches a talent manager.
 */
const webLink = safeText()
  .trim()
  .transform(normalizeWebLink)
  .pipe(z.string().max(URL_MAX).refine(isHttpUrl, LINK_MESSAGE));
const teamCodes = TEAM_OPTIONS.map((option) => option.value) as [string, ...string[]];
const wholeNumber = ({ min, max }: NumberRange) =>
  z
    .number()
    .int('Gebruik een heel getal.')
    .min(min, `Vul een waarde in tussen ${min} en ${max}.`)
    .max(max, `Vul een waarde in tussen ${min} en ${max}.`);

/** The athlete's profile as the API returns it (spec "Profile (read from the server)"), plus the matching facts. */
export const profileSchema = z.object({
  user_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  nationality: z.string().nullable(),
  sport: z.string().nullable(),
  position: z.string().nullable(),
  team: z.string().nullable(),
  competition_level: z.string().nullable(),
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  current_team: z.string().nullable(),
  achievements: z.string().nullable(),
  academic_gpa: z.number().nullable(),
  education_level: z.string().nullable(),
  highlight_video_url: z.string().nullable(),
  sat_score: z.number().nullable(),
  act_score: z.number().nullable(),
  english_test: z.enum(ENGLISH_TESTS).nullable(),
  english_score: z.number().nullable(),
  budget_eur_min: z.number().nullable(),
  preferred_states: z.array(z.string()),
  preferred_school_size: z.enum(SCHOOL_SIZES).nullable(),
  study_interest: z.string().nullable(),
  graduation_year: z.number().nullable(),
  target_start_year: z.number().nullable(),
  target_start_month: z.number().nullable(),
  scholarship_type: z.string().nullable(),
  /**
   * The university the athlete picked on the landing ('Check je kansen'): an institution id of the
   * dataset. Matching always shows it with its chances; an id the dataset no longer has is ignored.
   */
  university_of_interest: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/profiles/me, POST /api/profiles, PATCH /api/profiles/me. */
export const profileResponseSchema = z.object({ profile: profileSchema });

/**
 * Fields a client may write (POST /api/profiles, PATCH /api/profiles/me). Every field is
 * optional; null clears one. The profile edit screen omits empty values (spec).
 */
export const profileWriteSchema = z
  .object({
    first_name: text(100).nullable(),
    last_name: text(100).nullable(),
    date_of_birth: z.iso.date('Gebruik een geldige datum.').nullable(),
    nationality: text(100).nullable(),
    sport: text(100).nullable(),
    position: text(100).nullable(),
    team: z.enum(teamCodes).nullable(),
    competition_level: text(60).nullable(),
    height_cm: wholeNumber(RANGES.heightCm).nullable(),
    weight_kg: wholeNumber(RANGES.weightKg).nullable(),
    current_team: text(200).nullable(),
    achievements: safeText().trim().max(5000).nullable(),
    academic_gpa: z.number().min(RANGES.gpa.min).max(RANGES.gpa.max).nullable(),
    education_level: text(100).nullable(),
    highlight_video_url: webLink.nullable(),
    sat_score: wholeNumber(RANGES.satScore).nullable(),
    act_score: wholeNumber(RANGES.actScore).nullable(),
    english_test: z.enum(ENGLISH_TESTS, 'Kies TOEFL, IELTS of Duolingo.').nullable(),
    english_score: z.number().min(0).max(160).nullable(),
    budget_eur_min: wholeNumber(RANGES.budgetEur).nullable(),
    preferred_states: z
      .array(z.enum(US_STATE_CODES, 'Kies een staat uit de lijst.'))
      .max(US_STATE_CODES.length)
      .transform((states) => [...new Set(states)]),
    preferred_school_size: z.enum(SCHOOL_SIZES, 'Kies klein, middel of groot.').nullable(),
    study_interest: text(200).nullable(),
    graduation_year: wholeNumber(RANGES.graduationYear).nullable(),
    target_start_year: wholeNumber(RANGES.targetStartYear).nullable(),
    target_start_month: wholeNumber(RANGES.targetStartMonth).nullable(),
    scholarship_type: text(60).nullable(),
    university_of_interest: z.string().refine(isInstitutionId, 'Kies een universiteit uit de lijst.').nullable(),
  })
  .partial()
  .strict()
  .superRefine((write, ctx) => {
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
  });

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
  submitted_at: z.string().nullable(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** POST /api/onboarding/submit: the stored submission and the profile filled in from it. */
export const onboardingSubmittedSchema = z.object({
  submission: z.object({ id: z.string(), created_at: z.string() }),
  profile: profileSchema,
});
export type OnboardingSubmitted = z.infer<typeof onboardingSubmittedSchema>;
