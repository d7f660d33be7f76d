import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uploads } from './uploads.ts';

/**
 * The athlete's recruiting dossier (issue 37): which parts of the profile its public page shows,
 * the English texts written for it, the contact addresses, a parent's consent and whether it is
 * published. One row per athlete, written at the first save; the profile's own facts stay in
 * `profiles` and are read at every visit, so the page never shows a stale copy.
 */
export const dossiers = pgTable('dossiers', {
  userId: uuid('user_id').primaryKey(),
  /** DossierField -> shown; a field missing here takes its default (DOSSIER_FIELD_DEFAULTS). */
  publicFields: jsonb('public_fields').$type<Record<string, boolean>>().notNull().default({}),
  positionEn: text('position_en'),
  /** The athlete's key stats in English (migration 0022); the profile's Dutch `key_stats` is never shown to a coach. */
  keyStatsEn: text('key_stats_en'),
  aboutEn: text('about_en'),
  achievementsEn: text('achievements_en'),
  ncaaId: text('ncaa_id'),
  /** An image of the athlete's own uploads; gone with it. */
  photoUploadId: uuid('photo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  athleteEmail: text('athlete_email'),
  parentEmail: text('parent_email'),
  /** A parent's or guardian's consent to publish (needed under 16): their address and the day they gave it. */
  parentConsentEmail: text('parent_consent_email'),
  parentConsentOn: date('parent_consent_on'),
  parentConsentRecordedAt: timestamp('parent_consent_recorded_at', { withTimezone: true }),
  published: boolean('published').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A link to the dossier for one school or person. The token itself is never stored: its SHA-256
 * (hex) finds the link, so a copy of the database opens no dossier. Revoking keeps the row (and
 * its views) and closes the link for good.
 */
export const dossierLinks = pgTable(
  'dossier_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    label: text('label').notNull(),
    institutionId: text('institution_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dossier_links_token_hash_idx').on(table.tokenHash),
    index('dossier_links_user_idx').on(table.userId),
  ],
);

/**
 * One counted view of a link: a visit (modules/dossier/README.md). `visit_hash` (SHA-256 of the
 * link id and the visitor's marker cookie) joins the requests of one visit while it lasts and is
 * forgotten once it has ended; no IP address or browser is stored.
 */
export const dossierViews = pgTable(
  'dossier_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => dossierLinks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    visitHash: text('visit_hash'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dossier_views_visit_idx').on(table.linkId, table.visitHash).where(sql`${table.visitHash} is not null`),
    index('dossier_views_link_idx').on(table.linkId),
    index('dossier_views_user_idx').on(table.userId),
  ],
);

/**
 * A reference from the athlete's club trainer (issue 37, item 6). The athlete invites the trainer
 * by e-mail; the one-time link's token is never stored, only its SHA-256 (hex), made when the
 * invitation mail is sent (a copy of the database or the outbox opens no form). The trainer writes
 * the text, name, club and role in English or Dutch; the athlete approves it before the public page
 * shows it; the trainer can withdraw it with the same link, which then opens nothing any more.
 */
export const dossierReferences = pgTable(
  'dossier_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** Null until the invitation mail is sent (the token is made then). */
    tokenHash: text('token_hash'),
    trainerEmail: text('trainer_email').notNull(),
    /** The name the athlete typed in the invitation, for the mail's greeting and the list. */
    invitedName: text('invited_name'),
    /** The athlete's own words in the mail, when any. */
    invitedMessage: text('invited_message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    authorName: text('author_name'),
    club: text('club'),
    role: text('role'),
    /** 'en' or 'nl': the language the trainer wrote in; the page shows the text in it. */
    language: text('language').$type<'en' | 'nl'>(),
    body: text('body'),
    writtenAt: timestamp('written_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dossier_references_token_hash_idx').on(table.tokenHash).where(sql`${table.tokenHash} is not null`),
    index('dossier_references_user_idx').on(table.userId),
  ],
);
