import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One athlete's outreach to one school (issue 38): the pipeline status with every change dated,
 * the coach's address the athlete typed (kept only here), the e-mails the athlete confirmed they
 * sent from their own mailbox and when the coach replied. Keyed by the school, not the match, so it
 * outlives a regeneration that drops the school from the matches. Sent count and last contact are
 * read from `sent`, so they cannot disagree with it.
 */
export const outreachEntries = pgTable(
  'outreach_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    // No foreign key, like matches: a newer dataset may drop a school, and the athlete's history stays.
    institutionId: text('institution_id').notNull(),
    /** OUTREACH_STATUSES (@talentbrug/domain/outreach). */
    status: text('status').notNull(),
    /** [{ status, at }], oldest first: the first is the status the entry started with. */
    statusHistory: jsonb('status_history').$type<{ status: string; at: string }[]>().notNull().default([]),
    coachEmail: text('coach_email'),
    /** [{ kind, at }], oldest first: each e-mail the athlete confirmed sending. */
    sent: jsonb('sent').$type<{ kind: string; at: string }[]>().notNull().default([]),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('outreach_entries_user_institution_key').on(table.userId, table.institutionId)],
);

/**
 * One athlete's outreach settings (issue 38): the weekly reminder by e-mail (opt-in, off by default)
 * with the address it goes to, and the calendar address's version, which the athlete raises to
 * revoke the address a calendar app subscribed to. No row: reminders off, version 0.
 */
export const outreachSettings = pgTable('outreach_settings', {
  userId: uuid('user_id').primaryKey(),
  reminderEmail: boolean('reminder_email').notNull().default(false),
  /** The account's address when the athlete turned reminders on (the token's), where they go. */
  reminderAddress: text('reminder_address'),
  calendarVersion: integer('calendar_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminders claimed, one row per athlete and ISO week (Europe/Amsterdam): the primary key is
 * what makes a reminder go once when several instances run the job at the same moment (insert ...
 * on conflict do nothing; the one that inserted enqueues the mail in the same transaction).
 */
export const outreachReminders = pgTable(
  'outreach_reminders',
  {
    userId: uuid('user_id').notNull(),
    /** '2026-W49'. */
    week: text('week').notNull(),
    /** The schools and steps the mail named: [{ institution_id, school_name, step }]. */
    schools: jsonb('schools').$type<{ institution_id: string; school_name: string; step: string }[]>().notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] })],
);
