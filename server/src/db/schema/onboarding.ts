import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /**
     * When the talent managers' event was written to the outbox: at once for a confirmed e-mail
     * address, else when the address is confirmed (null until then).
     */
    eventReleasedAt: timestamp('event_released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('onboarding_submissions_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('onboarding_submissions_held_idx').on(table.userId).where(sql`${table.eventReleasedAt} is null`),
  ],
);

/**
 * The wizard's draft of a signed-in athlete, one per account, so another device continues where
 * this one stopped. Gone once a submission is stored.
 */
export const onboardingDrafts = pgTable('onboarding_drafts', {
  userId: uuid('user_id').primaryKey(),
  draft: jsonb('draft').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
