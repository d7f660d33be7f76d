import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The athlete's conversation with the AI coach: each question and each answer one row. Part of the
 * athlete's own data (export and deletion come with the data-rights work); 'Nieuw gesprek' deletes it.
 */
export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** 'user' | 'ai', as the chat's message type. */
    role: text('role').notNull(),
    content: text('content').notNull(),
    // Set by the service, the answer always after its question, so this one column orders a conversation.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coach_messages_user_created_idx').on(table.userId, table.createdAt)],
);
