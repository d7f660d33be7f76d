import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uploads } from './uploads.ts';

/**
 * The analysis of one uploaded video (issue 36): a durable job, claimed with a row lock so several
 * instances share the work without doing a video twice (modules/video/README.md). Written in the
 * transaction that records the video; gone with it (cascade), while its derived files are listed
 * in `upload_derivatives`, which every delete empties first.
 */
export const videoAnalyses = pgTable(
  'video_analyses',
  {
    uploadId: uuid('upload_id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    status: text('status').$type<'pending' | 'running' | 'done' | 'failed'>().notNull().default('pending'),
    /** 0-100 while it runs. */
    progress: integer('progress').notNull().default(0),
    /** Claims so far of this run: a job that keeps dying with its process fails after the third. */
    attempts: integer('attempts').notNull().default(0),
    /** New at every claim: only the claim that is still current may write the result. */
    claimId: uuid('claim_id'),
    /** `<host>.<pid>/<instance>` of the claiming process: a restart on that host knows its claims at once. */
    claimedBy: text('claimed_by'),
    /** A running job whose lease ran out (by the database's clock) lost its process: it is claimed again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Not before: a retry after a passing failure waits a little. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** Why it failed, in Dutch, for the athlete. */
    error: text('error'),
    /** What FFmpeg measured (modules/video/facts.ts AnalysisFacts); the findings are read from it. */
    facts: jsonb('facts'),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('video_analyses_user_idx').on(table.userId), index('video_analyses_status_idx').on(table.status)],
);

/**
 * A file the server made from an upload (a poster, a clip's thumbnail, a rendition that plays
 * everywhere), stored in the same store as the upload. Like `uploads`, a row is written only once
 * its bytes are whole (pending_objects covers the time before), and counts towards the quota.
 */
export const uploadDerivatives = pgTable(
  'upload_derivatives',
  {
    storageKey: text('storage_key').primaryKey(),
    /** No cascade: whoever deletes the upload deletes these first and records their keys for removal. */
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id),
    userId: uuid('user_id').notNull(),
    /** 'poster' | 'thumbnail' | 'rendition' */
    kind: text('kind').$type<'poster' | 'thumbnail' | 'rendition'>().notNull(),
    /** The clip's index (0-based) for a thumbnail; 0 otherwise. */
    position: integer('position').notNull().default(0),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('upload_derivatives_upload_idx').on(table.uploadId),
    index('upload_derivatives_user_idx').on(table.userId),
  ],
);
