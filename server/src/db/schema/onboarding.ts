import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every onboarding submission as sent (the whole body), with the consent as the server saw
 * it: the client's IP recorded here, never taken from the body.
 */
export const onboardingSubmissions = pgTable(
  'onboarding_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    body: jsonb('body').notNull(),
    consentAccepted: boolean('consent_accepted').notNull(),
    consentIp: text('consent_ip').notNull(),
    consentTermsVersion: text('consent_terms_version').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('onboarding_submissions_idempotency_idx').on(table.userId, table.idempotencyKey)],
);
