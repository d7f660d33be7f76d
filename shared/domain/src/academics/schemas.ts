/**
 * The wire contracts of the academics routes (issue 37): the transcript the athlete enters
 * (`PUT /api/academics/transcript`) and the NCAA reading of it (`GET /api/academics/eligibility`).
 */
import { z } from 'zod/mini';
import { PROFILES, SUBJECTS, TRACK_INFO, TRACKS } from './catalogue.ts';

export const ACADEMICS_MESSAGES = {
  track: 'Kies je schoolsoort: VWO, HAVO, MAVO of MBO.',
  profile: 'Kies je profiel: N&T, N&G, E&M of C&M.',
  profileNotForTrack: 'Een profiel hoort alleen bij havo en vwo; laat het leeg bij mavo en mbo.',
  subject: 'Kies het vak uit de lijst.',
  subjectTwice: 'Dit vak staat er al: zet alle jaren bij één vak.',
  tooManySubjects: 'Dat zijn meer vakken dan een cijferlijst heeft (maximaal 30).',
  year: 'Kies het leerjaar (1 tot en met 6).',
  yearNotInTrack: 'Dit leerjaar bestaat niet in jouw schoolsoort.',
  yearTwice: 'Dit leerjaar staat al bij dit vak: één cijfer per jaar (het eindcijfer, of je laatste rapport).',
  grade: 'Vul een cijfer in van 1 tot en met 10, met hooguit één decimaal (zoals 6,8).',
  noGrades: 'Vul bij elk vak minstens één cijfer in.',
  noTranscript: 'Je hebt nog geen cijferlijst ingevuld. Vul eerst je vakken en cijfers in.',
} as const;

const gradeSchema = z.number(ACADEMICS_MESSAGES.grade).check(
  z.gte(1, ACADEMICS_MESSAGES.grade),
  z.lte(10, ACADEMICS_MESSAGES.grade),
  z.refine((grade) => Math.abs(Math.round(grade * 10) - grade * 10) < 1e-6, ACADEMICS_MESSAGES.grade),
);

/** One school year of one subject: the year's final grade, or for the year in progress the latest report. */
export const yearGradeSchema = z.object({
  year: z
    .number(ACADEMICS_MESSAGES.year)
    .check(z.int(ACADEMICS_MESSAGES.year), z.gte(1, ACADEMICS_MESSAGES.year), z.lte(6, ACADEMICS_MESSAGES.year)),
  grade: gradeSchema,
});
export type YearGrade = z.infer<typeof yearGradeSchema>;

export const subjectGradesSchema = z.object({
  subject: z.enum(SUBJECTS, ACADEMICS_MESSAGES.subject),
  grades: z.array(yearGradeSchema).check(
    z.minLength(1, ACADEMICS_MESSAGES.noGrades),
    z.maxLength(6, ACADEMICS_MESSAGES.yearTwice),
    z.superRefine((grades, ctx) => {
      const seen = new Set<number>();
      grades.forEach((entry, index) => {
        if (seen.has(entry.year)) {
          ctx.addIssue({ code: 'custom', message: ACADEMICS_MESSAGES.yearTwice, input: entry, path: [index, 'year'] });
        }
        seen.add(entry.year);
      });
    }),
  ),
});
export type SubjectGrades = z.infer<typeof subjectGradesSchema>;

/** The transcript as the athlete enters it: the track, the profile (havo/vwo), and per subject a grade per year. */
export const transcriptInputSchema = z
  .object({
    track: z.enum(TRACKS, ACADEMICS_MESSAGES.track),
    profile: z._default(z.nullable(z.enum(PROFILES, ACADEMICS_MESSAGES.profile)), null),
    subjects: z.array(subjectGradesSchema).check(
      z.maxLength(30, ACADEMICS_MESSAGES.tooManySubjects),
      z.superRefine((subjects, ctx) => {
        const seen = new Set<string>();
        subjects.forEach((entry, index) => {
          if (seen.has(entry.subject)) {
            ctx.addIssue({
              code: 'custom',
              message: ACADEMICS_MESSAGES.subjectTwice,
              input: entry,
              path: [index, 'subject'],
            });
          }
          seen.add(entry.subject);
        });
      }),
    ),
  })
  .check(
    z.superRefine((transcript, ctx) => {
      if (transcript.profile !== null && !TRACK_INFO[transcript.track].hasProfiles) {
        ctx.addIssue({
          code: 'custom',
          message: ACADEMICS_MESSAGES.profileNotForTrack,
          input: transcript.profile,
          path: ['profile'],
        });
      }
      const years = TRACK_INFO[transcript.track].years;
      transcript.subjects.forEach((entry, index) => {
        entry.grades.forEach((grade, at) => {
          if (grade.year > years) {
            ctx.addIssue({
              code: 'custom',
              message: ACADEMICS_MESSAGES.yearNotInTrack,
              input: grade.year,
              path: ['subjects', index, 'grades', at, 'year'],
            });
          }
        });
      });
    }),
  );
export type TranscriptInput = z.infer<typeof transcriptInputSchema>;

/** `GET`/`PUT /api/academics/transcript`: the stored transcript, or null before the first save. */
export const transcriptResponseSchema = z.object({
  transcript: z.nullable(
    z.object({
      track: z.enum(TRACKS),
      profile: z.nullable(z.enum(PROFILES)),
      subjects: z.array(subjectGradesSchema),
      updated_at: z.string(),
    }),
  ),
});
export type TranscriptResponse = z.infer<typeof transcriptResponseSchema>;

const sourceSchema = z.object({ name: z.string(), url: z.nullable(z.string()), checked: z.string() });

const tableSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: sourceSchema,
  bands: z.array(z.object({ min: z.number(), points: z.number() })),
  note: z.string(),
  verify: z.boolean(),
});

export const MISSING_CODES = [
  'english',
  'math',
  'science',
  'extra',
  'social',
  'additional',
  'total',
  'gpa',
  'gpa_uncertain',
  'before_senior_year',
  'ems_before_senior_year',
  'track_review',
] as const;
export type MissingCode = (typeof MISSING_CODES)[number];

export const missingItemSchema = z.object({
  code: z.enum(MISSING_CODES),
  /** Units (or GPA) the division asks and what the transcript has now. */
  needed: z.number(),
  have: z.number(),
  /** True when the years still ahead in the track can fill it with the subjects taken now. */
  to_come: z.boolean(),
  /** The Dutch sentence for the athlete. */
  text: z.string(),
});
export type MissingItem = z.infer<typeof missingItemSchema>;

const divisionSchema = z.object({
  core_units: z.number(),
  core_units_required: z.number(),
  core_gpa: z.nullable(z.number()),
  core_gpa_required: z.number(),
  /** Nothing missing now: the units and the GPA estimate meet the division's minimum. */
  meets_minimum: z.boolean(),
});

export const eligibilityResponseSchema = z.object({
  track: z.enum(TRACKS),
  profile: z.nullable(z.enum(PROFILES)),
  /** Units counting towards Division I's 16 (at most 16). */
  core_units: z.number(),
  core_units_required: z.number(),
  /** The core GPA estimate by the default table over Division I's best 16; null without a counted grade. */
  core_gpa: z.nullable(z.number()),
  /** The lowest and highest estimate of the three tables: the sources disagree, so the figure is a range. */
  core_gpa_range: z.nullable(
    z.object({ low: z.number(), high: z.number(), low_table: z.string(), high_table: z.string(), note: z.string() }),
  ),
  /** The table `core_gpa` used. */
  table: tableSchema,
  /** Every table with its estimate. */
  tables: z.array(z.object({ table: tableSchema, core_gpa: z.nullable(z.number()) })),
  areas: z.array(
    z.object({
      area: z.string(),
      label: z.string(),
      /** Counted units of the area in the transcript (every year, not capped). */
      units: z.number(),
      d1_required: z.number(),
      d2_required: z.number(),
    }),
  ),
  divisions: z.object({ d1: divisionSchema, d2: divisionSchema }),
  missing: z.object({ d1: z.array(missingItemSchema), d2: z.array(missingItemSchema) }),
  subjects: z.array(
    z.object({
      subject: z.string(),
      label: z.string(),
      area: z.nullable(z.string()),
      units: z.number(),
      years_not_counted: z.array(z.number()),
      rule: z.string(),
    }),
  ),
  rules: z.array(z.object({ id: z.string(), text: z.string(), source: sourceSchema, verify: z.boolean() })),
  /** Always shown: an estimate, the Eligibility Center decides. */
  note: z.string(),
});
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;
