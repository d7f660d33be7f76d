import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
