import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The athlete's consent to share their profile with one university (issue 12), kept as a record:
 * when, under which terms version and from which address it was given, and when it was withdrawn.
 * A withdrawn row stays; sharing again is a new row, so every consent can be shown later.
 */
export const universityShares = pgTable(
  'university_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    // No foreign key: a newer dataset may drop the school, and the record of the consent must stay.
    institutionId: text('institution_id').notNull(),
    termsVersion: text('terms_version').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    // The client's address as the server saw it, as for the onboarding's consent.
    consentIp: text('consent_ip').notNull(),
    includeDocuments: boolean('include_documents').notNull().default(false),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    // At most one share in force per university: sharing twice keeps the first.
    uniqueIndex('university_shares_active_key')
      .on(table.userId, table.institutionId)
      .where(sql`${table.withdrawnAt} is null`),
    index('university_shares_user_idx').on(table.userId),
  ],
);
