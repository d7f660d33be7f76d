import type { Institution } from '@talentbrug/domain/institutions';
import type { MatchStatus } from '@talentbrug/domain/matches';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { writeForAthlete } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { institutions, matches } from '../../db/schema/matches.ts';
import { outreachEntries } from '../../db/schema/outreach.ts';

export type EntryRow = typeof outreachEntries.$inferSelect;
export type EntryValues = Pick<EntryRow, 'status' | 'statusHistory' | 'coachEmail' | 'sent' | 'repliedAt'>;

/** The school's name and athletics site, for an entry whose school is no longer among the matches. */
export interface SchoolFacts {
  id: string;
  name: string;
  athleticsUrl: string | null;
}

/** The outreach entries' queries (table `outreach_entries`); every write goes through writeForAthlete. */
export function createOutreachRepository(db: Database) {
  return {
    /** The athlete's entries, oldest first. */
    async entries(userId: string): Promise<EntryRow[]> {
      return db
        .select()
        .from(outreachEntries)
        .where(eq(outreachEntries.userId, userId))
        .orderBy(asc(outreachEntries.createdAt), asc(outreachEntries.institutionId));
    },

    async find(userId: string, institutionId: string): Promise<EntryRow | null> {
      const [row] = await db
        .select()
        .from(outreachEntries)
        .where(and(eq(outreachEntries.userId, userId), eq(outreachEntries.institutionId, institutionId)));
      return row ?? null;
    },

    async schools(ids: string[]): Promise<SchoolFacts[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: institutions.id, name: institutions.name, data: institutions.data })
        .from(institutions)
        .where(inArray(institutions.id, ids));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        athleticsUrl: (row.data as Institution).athletics_url ?? null,
      }));
    },

    /**
     * Changes the athlete's entry for a school in one transaction: `change` gets the stored entry, or
     * the one a school of the athlete's matches starts from (its status), and answers the values to
     * store, or null to leave it. The match's own status follows the entry's (`matchStatus`), so the
     * matches page shows the same step. Null when the school is neither an entry nor a match of theirs.
     */
    async change(
      userId: string,
      institutionId: string,
      change: (current: EntryValues, stored: boolean) => { values: EntryValues; matchStatus: MatchStatus } | null,
    ): Promise<EntryRow | null> {
      return writeForAthlete(db, userId, async (tx) => {
        const mine = and(eq(outreachEntries.userId, userId), eq(outreachEntries.institutionId, institutionId));
        const [stored] = await tx.select().from(outreachEntries).where(mine).for('update');
        const [match] = await tx
          .select({ status: matches.status })
          .from(matches)
          .where(and(eq(matches.userId, userId), eq(matches.institutionId, institutionId)));
        if (!stored && !match) return null;
        const current: EntryValues = stored ?? {
          status: match?.status ?? 'new',
          statusHistory: [],
          coachEmail: null,
          sent: [],
          repliedAt: null,
        };
        const next = change(current, stored !== undefined);
        if (!next) return stored ?? null;
        const [row] = await tx
          .insert(outreachEntries)
          .values({ userId, institutionId, ...next.values })
          .onConflictDoUpdate({
            target: [outreachEntries.userId, outreachEntries.institutionId],
            set: { ...next.values, updatedAt: sql`now()` },
          })
          .returning();
        if (!row) throw new Error('The outreach entry was not written');
        if (match && match.status !== next.matchStatus) {
          await tx
            .update(matches)
            .set({ status: next.matchStatus, updatedAt: sql`now()` })
            .where(and(eq(matches.userId, userId), eq(matches.institutionId, institutionId)));
        }
        return row;
      });
    },
  };
}

export type OutreachRepository = ReturnType<typeof createOutreachRepository>;
