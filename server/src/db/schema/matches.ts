import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The institution table of `server/data/institutions.json.gz`, loaded at start when its version
 * changed. `data` is the whole row as the dataset schema describes it; the columns beside it are
 * what queries and people look for.
 */
export const institutions = pgTable(
  'institutions',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state'),
    level: text('level').notNull(),
    data: jsonb('data').notNull(),
  },
  (table) => [index('institutions_level_idx').on(table.level)],
);

/** Which dataset version the institutions table holds: one row. */
export const datasetVersions = pgTable('dataset_versions', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One athlete's matches of the latest generation. Regenerating replaces the rows in one
 * transaction; status and favourite of a school that stays are kept.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    // No foreign key: a newer dataset may drop a school, and the athlete's match survives until the next generation.
    institutionId: text('institution_id').notNull(),
    rank: integer('rank').notNull(),
    score: integer('score').notNull(),
    // The engine's ComputedMatch (@talentbrug/domain/contracts/matches), parsed on the way out.
    details: jsonb('details').notNull(),
    status: text('status').notNull().default('new'),
    favourite: boolean('favourite').notNull().default(false),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    /**
     * What the generation was computed from, so GET /api/matches can say the list is old: a hash of
     * the athlete's matching facts (factsFingerprint in matches-service.ts) and the institution
     * dataset's version. Null on rows generated before they were recorded (migration 0014).
     */
    factsFingerprint: text('facts_fingerprint'),
    datasetVersion: text('dataset_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('matches_user_institution_key').on(table.userId, table.institutionId),
    index('matches_user_rank_idx').on(table.userId, table.rank),
  ],
);
