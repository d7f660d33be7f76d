import type { ComputedMatch, Match, UniversityShare } from '@talentbrug/domain/contracts/matches';
import type { Institution } from '@talentbrug/domain/institutions';
import type { MatchStatus } from '@talentbrug/domain/matches';
import { matchStatusOf, type OutreachStatus } from '@talentbrug/domain/outreach';
import { and, asc, eq, getTableColumns, isNull, notInArray, sql } from 'drizzle-orm';
import { type Transaction, writeForAthlete } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { datasetVersions, institutions, matches } from '../../db/schema/matches.ts';
import { outreachEntries } from '../../db/schema/outreach.ts';
import { universityShares } from '../../db/schema/university-shares.ts';
import { createOutboxRepository } from '../../infra/outbox/outbox-repository.ts';
import type { RankedMatch } from './engine/engine.ts';

const DATASET = 'institutions';
/** Rows per insert statement when a dataset is loaded (PostgreSQL takes at most 65,535 parameters). */
const INSERT_CHUNK = 500;

type Row = typeof matches.$inferSelect;
type ShareRow = typeof universityShares.$inferSelect;

function toShare(row: ShareRow): UniversityShare {
  return {
    institution_id: row.institutionId,
    terms_version: row.termsVersion,
    consented_at: row.consentedAt.toISOString(),
    include_documents: row.includeDocuments,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** What one generation of an athlete's matches was computed from (null: from before it was recorded). */
export interface GenerationFacts {
  generatedAt: Date;
  factsFingerprint: string | null;
  datasetVersion: string | null;
}

/** The institution dataset the table holds, and since when. */
export interface LoadedDataset {
  version: string;
  loadedAt: Date;
}

/**
 * The loaded dataset beside an athlete's rows, in the same statement (scalar subqueries PostgreSQL
 * runs once): GET /api/matches needs it to say whether the list is old, and one round trip less
 * counts on its hot path.
 */
const loadedDatasetColumns = {
  loadedVersion: sql<
    string | null
  >`(select ${datasetVersions.version} from ${datasetVersions} where ${datasetVersions.name} = ${DATASET})`,
  loadedAtMs: sql<
    string | null
  >`(select (extract(epoch from ${datasetVersions.loadedAt}) * 1000)::text from ${datasetVersions} where ${datasetVersions.name} = ${DATASET})`,
};

const loadedDatasetOf = (
  row: { loadedVersion: string | null; loadedAtMs: string | null } | undefined,
): LoadedDataset | null =>
  row?.loadedVersion && row.loadedAtMs !== null
    ? { version: row.loadedVersion, loadedAt: new Date(Number(row.loadedAtMs)) }
    : null;

const generationOf = (
  row: { generatedAt: Date; factsFingerprint: string | null; datasetVersion: string | null } | undefined,
): GenerationFacts | null =>
  row
    ? { generatedAt: row.generatedAt, factsFingerprint: row.factsFingerprint, datasetVersion: row.datasetVersion }
    : null;

export interface NewShare {
  userId: string;
  institutionId: string;
  termsVersion: string;
  ip: string;
  includeDocuments: boolean;
}

/** The workflow event a change of a share writes, in the same transaction. */
export interface ShareEvent {
  type: string;
  payload: (share: UniversityShare & { id: string }) => unknown;
}

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
  // The share events go out through the same outbox as every workflow event, in the share's own transaction.
  const outbox = createOutboxRepository(db);

  async function activeShares(userId: string, on: Database | Transaction = db): Promise<UniversityShare[]> {
    const rows = await on
      .select()
      .from(universityShares)
      .where(and(eq(universityShares.userId, userId), isNull(universityShares.withdrawnAt)))
      .orderBy(asc(universityShares.consentedAt), asc(universityShares.institutionId));
    return rows.map(toShare);
  }

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

    /**
     * The latest generation; `generation` is null when the athlete has no matches, and so is
     * `dataset` (the loaded dataset, read in the same statement; no matches are never old).
     */
    async list(userId: string): Promise<{
      matches: Match[];
      generatedAt: Date | null;
      generation: GenerationFacts | null;
      dataset: LoadedDataset | null;
      shares: UniversityShare[];
    }> {
      const [rows, shares] = await Promise.all([
        db
          .select({ ...getTableColumns(matches), ...loadedDatasetColumns })
          .from(matches)
          .where(eq(matches.userId, userId))
          .orderBy(asc(matches.rank)),
        activeShares(userId),
      ]);
      const generation = generationOf(rows[0]);
      return {
        matches: rows.map(toMatch),
        generatedAt: generation?.generatedAt ?? null,
        generation,
        dataset: loadedDatasetOf(rows[0]),
        shares,
      };
    },

    /** One of the caller's own matches; another athlete's id finds nothing. */
    async find(userId: string, id: string): Promise<Match | null> {
      const [row] = await db
        .select()
        .from(matches)
        .where(and(eq(matches.id, id), eq(matches.userId, userId)));
      return row ? toMatch(row) : null;
    },

    /**
     * The same list as JSON text, for GET /api/matches: each stored match (some 3 kB) is spliced in
     * as PostgreSQL writes it, never parsed and serialised again. The row's own fields close each
     * object, so they win over the stored ones exactly as in toMatch's spread.
     */
    async listJson(userId: string): Promise<{
      matchesJson: string;
      generation: GenerationFacts | null;
      dataset: LoadedDataset | null;
      shares: UniversityShare[];
    }> {
      const shares = activeShares(userId);
      const rows = await db
        .select({
          details: sql<string>`${matches.details}::text`,
          id: matches.id,
          rank: matches.rank,
          status: matches.status,
          favourite: matches.favourite,
          generatedAt: matches.generatedAt,
          factsFingerprint: matches.factsFingerprint,
          datasetVersion: matches.datasetVersion,
          ...loadedDatasetColumns,
        })
        .from(matches)
        .where(eq(matches.userId, userId))
        .orderBy(asc(matches.rank));
      const items = rows.map(
        (row) =>
          `${row.details.slice(0, -1)},"id":${JSON.stringify(row.id)},"rank":${row.rank},"status":${JSON.stringify(row.status)},"favourite":${row.favourite}}`,
      );
      return {
        matchesJson: `[${items.join(',')}]`,
        generation: generationOf(rows[0]),
        dataset: loadedDatasetOf(rows[0]),
        shares: await shares,
      };
    },

    /**
     * One generation replaces the previous in one transaction: schools that stay keep their id,
     * status and favourite; schools that no longer match go, except those the athlete holds on to,
     * which `rankWith` gets (`held`) and keeps wherever they rank: a favourite, a status other than
     * 'new', a share in force, or an outreach entry with something of theirs in it. A school that
     * comes back for its outreach entry takes the entry's status. Every row carries what the
     * generation was computed from, so any row of it tells whether the list is old.
     *
     * The marks are read under the rows' locks, in the order the outreach board's change takes them
     * (its entry, then the match): a favourite or status set while the list is computed either
     * committed before and is read here, or waits and finds its row (or a 404 if the school went),
     * never a row deleted under a mark it did not see.
     */
    async replace(
      userId: string,
      rankWith: (held: readonly string[]) => readonly RankedMatch[],
      generation: { generatedAt: Date; factsFingerprint: string; datasetVersion: string },
    ): Promise<void> {
      await writeForAthlete(db, userId, async (tx) => {
        const entries = await tx
          .select({
            institutionId: outreachEntries.institutionId,
            status: outreachEntries.status,
            sent: outreachEntries.sent,
            coachEmail: outreachEntries.coachEmail,
            repliedAt: outreachEntries.repliedAt,
          })
          .from(outreachEntries)
          .where(eq(outreachEntries.userId, userId))
          .for('update');
        const marked = await tx
          .select({ institutionId: matches.institutionId, favourite: matches.favourite, status: matches.status })
          .from(matches)
          .where(eq(matches.userId, userId))
          .for('update');
        const shares = await activeShares(userId, tx);
        const onBoard = entries.filter(
          (entry) =>
            entry.status !== 'new' || entry.sent.length > 0 || entry.coachEmail !== null || entry.repliedAt !== null,
        );
        const held = new Set([
          ...marked.filter((row) => row.favourite || row.status !== 'new').map((row) => row.institutionId),
          ...shares.map((share) => share.institution_id),
          ...onBoard.map((entry) => entry.institutionId),
        ]);
        const boardStatus = new Map(
          onBoard.map((entry) => [entry.institutionId, matchStatusOf(entry.status as OutreachStatus)]),
        );
        const ranked = rankWith([...held]);
        const ids = ranked.map(({ match }) => match.institution_id);
        await tx
          .delete(matches)
          .where(
            ids.length
              ? and(eq(matches.userId, userId), notInArray(matches.institutionId, ids))
              : eq(matches.userId, userId),
          );
        if (!ranked.length) return;
        await tx
          .insert(matches)
          .values(
            ranked.map(({ match, rank }) => ({
              userId,
              institutionId: match.institution_id,
              rank,
              score: match.match_score,
              details: match satisfies ComputedMatch,
              // Only a new row: a row that stays keeps its own status (the board's follows it).
              status: boardStatus.get(match.institution_id) ?? 'new',
              generatedAt: generation.generatedAt,
              factsFingerprint: generation.factsFingerprint,
              datasetVersion: generation.datasetVersion,
            })),
          )
          .onConflictDoUpdate({
            target: [matches.userId, matches.institutionId],
            set: {
              rank: sql`excluded.rank`,
              score: sql`excluded.score`,
              details: sql`excluded.details`,
              generatedAt: sql`excluded.generated_at`,
              factsFingerprint: sql`excluded.facts_fingerprint`,
              datasetVersion: sql`excluded.dataset_version`,
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
      const [row] = await writeForAthlete(db, userId, (tx) =>
        tx
          .update(matches)
          .set({
            ...(patch.status !== undefined ? { status: patch.status } : {}),
            ...(patch.favourite !== undefined ? { favourite: patch.favourite } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(matches.id, id), eq(matches.userId, userId)))
          .returning(),
      );
      return row ? toMatch(row) : null;
    },

    /**
     * Records the consent and writes its event, in one transaction; when a share with this school
     * is already in force, that first record stays and nothing is written.
     */
    async share(share: NewShare, event: ShareEvent): Promise<{ share: UniversityShare; created: boolean }> {
      return writeForAthlete(db, share.userId, async (tx) => {
        const [inserted] = await tx
          .insert(universityShares)
          .values({
            userId: share.userId,
            institutionId: share.institutionId,
            termsVersion: share.termsVersion,
            consentIp: share.ip,
            includeDocuments: share.includeDocuments,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          const recorded = toShare(inserted);
          await outbox.enqueue(tx, event.type, event.payload({ ...recorded, id: inserted.id }));
          return { share: recorded, created: true };
        }
        const [existing] = await tx
          .select()
          .from(universityShares)
          .where(
            and(
              eq(universityShares.userId, share.userId),
              eq(universityShares.institutionId, share.institutionId),
              isNull(universityShares.withdrawnAt),
            ),
          );
        if (!existing) throw new Error('a share in force was neither inserted nor found');
        return { share: toShare(existing), created: false };
      });
    },

    /** Withdraws the share in force with this school and writes its event; null when there was none. */
    async withdrawShare(userId: string, institutionId: string, event: ShareEvent): Promise<UniversityShare | null> {
      return writeForAthlete(db, userId, async (tx) => {
        const [row] = await tx
          .update(universityShares)
          .set({ withdrawnAt: sql`now()` })
          .where(
            and(
              eq(universityShares.userId, userId),
              eq(universityShares.institutionId, institutionId),
              isNull(universityShares.withdrawnAt),
            ),
          )
          .returning();
        if (!row) return null;
        const withdrawn = toShare(row);
        await outbox.enqueue(tx, event.type, event.payload({ ...withdrawn, id: row.id }));
        return withdrawn;
      });
    },
  };
}

export type MatchesRepository = ReturnType<typeof createMatchesRepository>;
