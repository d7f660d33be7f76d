import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable('analytics_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  properties: jsonb('properties').$type<Record<string, string | number | boolean>>().notNull().default({}),
  sessionId: text('session_id'),
  userId: uuid('user_id'),
  // Client clock, so it may be skewed; received_at is the server's.
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
