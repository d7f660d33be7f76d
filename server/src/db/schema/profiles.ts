import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per athlete, keyed by the access token's `sub`; filled in step by step, so every field is optional. */
export const profiles = pgTable('profiles', {
  userId: uuid('user_id').primaryKey(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  dateOfBirth: date('date_of_birth'),
  nationality: text('nationality'),
  sport: text('sport'),
  position: text('position'),
  /** Matching facts the spec's field list lacks (ARCHITECTURE.md section 4): 'heren' | 'dames' and the level code. */
  team: text('team'),
  competitionLevel: text('competition_level'),
  heightCm: integer('height_cm'),
  weightKg: integer('weight_kg'),
  currentTeam: text('current_team'),
  achievements: text('achievements'),
  /** The wizard's 'Belangrijkste statistieken' (sport.keyStats) as typed; until migration 0021 only in the submission. */
  keyStats: text('key_stats'),
  academicGpa: numeric('academic_gpa', { precision: 4, scale: 2, mode: 'number' }),
  /** The Dutch average grade the athlete typed (7,4), when the GPA above is its estimate; null for a GPA typed as such. */
  academicGrade: numeric('academic_grade', { precision: 3, scale: 1, mode: 'number' }),
  educationLevel: text('education_level'),
  /**
   * The video the profile shows (talent managers, the export, the score): the athlete's own link
   * (`videoLink`) or the stable URL of an uploaded highlight, whichever the athlete chose.
   */
  highlightVideoUrl: text('highlight_video_url'),
  /** The athlete's link to a video elsewhere (YouTube, Vimeo), kept beside any upload (issue 32). */
  videoLink: text('video_link'),
  // Matching facts (issue 10): tests, English, budget, preferences, timing.
  satScore: integer('sat_score'),
  actScore: integer('act_score'),
  englishTest: text('english_test'),
  englishScore: numeric('english_score', { precision: 5, scale: 1, mode: 'number' }),
  budgetEurMin: integer('budget_eur_min'),
  preferredStates: text('preferred_states').array(),
  preferredSchoolSize: text('preferred_school_size'),
  /** The college levels the athlete wishes (issue 33): 'd1' | 'd2' | 'd3' | 'naia' | 'njcaa'; empty = no preference. */
  preferredDivisions: text('preferred_divisions').array().notNull().default(sql`'{}'::text[]`),
  studyInterest: text('study_interest'),
  graduationYear: integer('graduation_year'),
  targetStartYear: integer('target_start_year'),
  targetStartMonth: integer('target_start_month'),
  scholarshipType: text('scholarship_type'),
  /** The university picked on the landing (issue 12): an institution id; matching shows it even outside the best matches. */
  universityOfInterest: text('university_of_interest'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
