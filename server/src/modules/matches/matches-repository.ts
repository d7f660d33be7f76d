import type { Institution } from '@talentbrug/domain/institutions';
import type { ComputedMatch, Match, MatchStatus } from '@talentbrug/domain/matches';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { datasetVersions, institutions, matches } from '../../db/schema/matches.ts';

const DATASET = 'institutions';
/** Rows per insert statement when a dataset is loaded (PostgreSQL takes at most 65,535 parameters). */
const INSERT_CHUNK = 500;

type Row = typeof matches.$inferSelect;

function toMatch(row: Row): Match {
  return {
    ...(row.details as ComputedMatch),
    id: row.id,
    rank: row.rank,
    status: row.status as MatchStatus,
    favourite: row.favourite,
  };
}

export function createMatchesRepository(db: Database) {
  return {
    /**
     * Replaces the institution table when `version` differs from the loaded one, in one
     * transaction under an advisory lock, so instances starting together load it once.
     */
    async loadDataset(version: string, rows: () => Institution[]): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('talentbrug.institutions'))`);
        const [current] = await tx.select().from(datasetVersions).where(eq(datasetVersions.name, DATASET));
        if (current?.version === version) return false;
        await tx.delete(institutions);
        const all = rows();
        for (let start = 0; start < all.length; start += INSERT_CHUNK) {
          await tx.insert(institutions).values(
            all.slice(start, start + INSERT_CHUNK).map((row) => ({
              id: row.id,
              name: row.name,
              state: row.state,
              level: row.level,
              data: row,
            })),
          );
        }
        await tx
          .insert(datasetVersions)
          .values({ name: DATASET, version })
          .onConflictDoUpdate({ target: datasetVersions.name, set: { version, loadedAt: sql`now()` } });
        return true;
      });
    },

    async datasetVersion(): Promise<string | null> {
      const [row] = await db.select().from(datasetVersions).where(eq(datasetVersions.name, DATASET));
      return row?.version ?? null;
    },

    async allInstitutions(): Promise<Institution[]> {
      const rows = await db.select({ data: institutions.data }).from(institutions).orderBy(asc(institutions.id));
      return rows.map((row) => row.data as Institution);
    },

    async list(userId: string): Promise<{ matches: Match[]; generatedAt: Date | null }> {
      const rows = await db.select().from(matches).where(eq(matches.userId, userId)).orderBy(asc(matches.rank));
      return { matches: rows.map(toMatch), generatedAt: rows[0]?.generatedAt ?? null };
    },

    /**
     * The same list as JSON text, for GET /api/matches: each stored match (some 3 kB) is spliced in
     * as PostgreSQL writes it, never parsed and serialised again. The row's own fields close each
     * object, so they win over the stored ones exactly as in toMatch's spread.
     */
    async listJson(userId: string): Promise<{ matchesJson: string; generatedAt: Date | null }> {
      const rows = await db
        .select({
          details: sql<string>`${matches.details}::text`,
          id: matches.id,
          rank: matches.rank,
          status: matches.status,
          favourite: matches.favourite,
          generatedAt: matches.generatedAt,
        })
        .from(matches)
        .where(eq(matches.userId, userId))
        .orderBy(asc(matches.rank));
      const items = rows.map(
        (row) =>
          `${row.details.slice(0, -1)},"id":${JSON.stringify(row.id)},"rank":${row.rank},"status":${JSON.stringify(row.status)},"favourite":${row.favourite}}`,
      );
      return { matchesJson: `[${items.join(',')}]`, generatedAt: rows[0]?.generatedAt ?? null };
    },

    /**
     * One generation replaces the previous in one transaction: schools that stay keep their id,
     * status and favourite; schools that no longer match go.
     */
    async replace(userId: string, computed: ComputedMatch[], at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const ids = computed.map((match) => match.institution_id);
        await tx
          .delete(matches)
          .where(
            ids.length
              ? and(eq(matches.userId, userId), notInArray(matches.institutionId, ids))
              : eq(matches.userId, userId),
          );
        if (!computed.length) return;
        await tx
          .insert(matches)
          .values(
            computed.map((match, index) => ({
              userId,
              institutionId: match.institution_id,
              rank: index + 1,
              score: match.match_score,
              details: match,
              generatedAt: at,
            })),
          )
          .onConflictDoUpdate({
            target: [matches.userId, matches.institutionId],
            set: {
              rank: sql`excluded.rank`,
              score: sql`excluded.score`,
              details: sql`excluded.details`,
              generatedAt: sql`excluded.generated_at`,
              updatedAt: sql`now()`,
            },
          });
      });
    },

    /** Only the caller's own row: another athlete's id finds nothing. */
    async update(
      userId: string,
      id: string,
      patch: { status?: MatchStatus | undefined; favourite?: boolean | undefined },
    ): Promise<Match | null> {
      const [row] = await db
        .update(matches)
        .set({
          ...(patch.status !== undefined ? { status: patch.status } : {}),
          ...(patch.favourite !== undefined ? { favourite: patch.favourite } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(matches.id, id), eq(matches.userId, userId)))
        .returning();
      return row ? toMatch(row) : null;
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
