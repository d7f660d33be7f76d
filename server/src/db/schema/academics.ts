import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The Dutch transcript the athlete entered (issue 37): one row per athlete, replaced whole by each
 * save. The subjects and their grades are one document (`@talentbrug/domain/academics`
 * TranscriptInput, validated before it is written), since nothing queries inside it: the NCAA
 * mapping and the core GPA are read from it at every request, so a corrected rule needs no
 * migration. Like the other athlete tables it names the user without a foreign key (the user may
 * live in hosted Supabase's auth schema); the account deletion removes it.
 */
export const academicTranscripts = pgTable('academic_transcripts', {
  userId: uuid('user_id').primaryKey(),
  /** 'vwo' | 'havo' | 'mavo' | 'mbo' */
  track: text('track').notNull(),
  /** TranscriptInput without the track: profile, current school year, subjects with grades per year. */
  transcript: jsonb('transcript').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
