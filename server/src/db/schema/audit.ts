import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * What was done with an athlete's data rights (issue 14): who (the account id and nothing else
 * about them), when, and what (the action and counts, never the data). The rows outlive the
 * account on purpose: they are the proof that an export was handed out and a deletion done.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    action: text('action').$type<'account_exported' | 'account_deleted'>().notNull(),
    /** Counts only (rows per section, files, bytes): nothing a person wrote. */
    details: jsonb('details').$type<Record<string, number | string>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_user_idx').on(table.userId, table.at),
    // One deletion per account, and the index every data route's "was this account deleted?" reads.
    uniqueIndex('audit_log_deleted_key').on(table.userId).where(sql`${table.action} = 'account_deleted'`),
  ],
);
