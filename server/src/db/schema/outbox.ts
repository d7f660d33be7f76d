import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Workflow events written in the same transaction as the change they describe, delivered later with retries. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    // Who consumes the row: the talent managers' webhook, the auth service's own mail queue, the
    // dossier's mail to a club trainer (issue 37, item 6), or the outreach reminders (issue 38).
    channel: text('channel')
      .$type<'webhook' | 'auth-mail' | 'outreach-mail' | 'reference-mail'>()
      .notNull()
      .default('webhook'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The dispatcher only ever looks for undelivered rows that are due.
  (table) => [index('outbox_due_idx').on(table.channel, table.nextAttemptAt).where(sql`${table.deliveredAt} is null`)],
);
