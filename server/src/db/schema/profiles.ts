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
  academicGpa: numeric('academic_gpa', { precision: 4, scale: 2, mode: 'number' }),
  educationLevel: text('education_level'),
  highlightVideoUrl: text('highlight_video_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
