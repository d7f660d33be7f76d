import type { Institution } from '@talentbrug/domain/institutions';
import type { MatchStatus } from '@talentbrug/domain/matches';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Transaction, writeForAthlete } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { institutions, matches } from '../../db/schema/matches.ts';
import { outreachEntries, outreachReminders, outreachSettings } from '../../db/schema/outreach.ts';
import { profiles } from '../../db/schema/profiles.ts';

export type EntryRow = typeof outreachEntries.$inferSelect;
export type EntryValues = Pick<EntryRow, 'status' | 'statusHistory' | 'coachEmail' | 'sent' | 'repliedAt'>;

/** The school's name and athletics site, for an entry whose school is no longer among the matches. */
export interface SchoolFacts {
  id: string;
  name: string;
  athleticsUrl: string | null;
}

/** An athlete with reminders on and the schools that may be due (status 'contacted'), for the weekly job. */
export interface ReminderCandidate {
  userId: string;
  address: string;
  firstName: string | null;
  entries: Pick<EntryRow, 'institutionId' | 'status' | 'sent' | 'repliedAt'>[];
}

export interface ReminderSchool {
  institution_id: string;
  school_name: string;
  step: 'follow_up' | 'write_assistant';
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

    /** Whether reminders are on and the calendar address's version; the defaults without a row. */
    async settings(userId: string): Promise<{ reminderEmail: boolean; calendarVersion: number }> {
      const [row] = await db
        .select({ reminderEmail: outreachSettings.reminderEmail, calendarVersion: outreachSettings.calendarVersion })
        .from(outreachSettings)
        .where(eq(outreachSettings.userId, userId));
      return row ?? { reminderEmail: false, calendarVersion: 0 };
    },

    /** Turns reminders on (to `address`) or off; off forgets the address. */
    async setReminders(userId: string, email: boolean, address: string | null): Promise<boolean> {
      const values = { reminderEmail: email, reminderAddress: email ? address : null };
      const [row] = await writeForAthlete(db, userId, (tx) =>
        tx
          .insert(outreachSettings)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: outreachSettings.userId, set: { ...values, updatedAt: sql`now()` } })
          .returning({ reminderEmail: outreachSettings.reminderEmail }),
      );
      return row?.reminderEmail ?? email;
    },

    /** A new calendar version: the address signed with the old one no longer opens. */
    async resetCalendar(userId: string): Promise<number> {
      const [row] = await writeForAthlete(db, userId, (tx) =>
        tx
          .insert(outreachSettings)
          .values({ userId, calendarVersion: 1 })
          .onConflictDoUpdate({
            target: outreachSettings.userId,
            set: { calendarVersion: sql`${outreachSettings.calendarVersion} + 1`, updatedAt: sql`now()` },
          })
          .returning({ version: outreachSettings.calendarVersion }),
      );
      if (!row) throw new Error('The calendar version was not written');
      return row.version;
    },

    /** Athletes with reminders on and an address, with their entries that are still waiting for a coach. */
    async reminderCandidates(): Promise<ReminderCandidate[]> {
      const rows = await db
        .select({
          userId: outreachSettings.userId,
          address: outreachSettings.reminderAddress,
          firstName: profiles.firstName,
          institutionId: outreachEntries.institutionId,
          status: outreachEntries.status,
          sent: outreachEntries.sent,
          repliedAt: outreachEntries.repliedAt,
        })
        .from(outreachSettings)
        .innerJoin(outreachEntries, eq(outreachEntries.userId, outreachSettings.userId))
        .leftJoin(profiles, eq(profiles.userId, outreachSettings.userId))
        .where(
          and(
            eq(outreachSettings.reminderEmail, true),
            sql`${outreachSettings.reminderAddress} is not null`,
            eq(outreachEntries.status, 'contacted'),
            sql`${outreachEntries.repliedAt} is null`,
          ),
        )
        .orderBy(asc(outreachSettings.userId), asc(outreachEntries.createdAt));
      const byUser = new Map<string, ReminderCandidate>();
      for (const row of rows) {
        if (!row.address) continue;
        const candidate = byUser.get(row.userId) ?? {
          userId: row.userId,
          address: row.address,
          firstName: row.firstName,
          entries: [],
        };
        candidate.entries.push({
          institutionId: row.institutionId,
          status: row.status,
          sent: row.sent,
          repliedAt: row.repliedAt,
        });
        byUser.set(row.userId, candidate);
      }
      return [...byUser.values()];
    },

    /**
     * Claims this week's reminder of one athlete, and in the same transaction lets `enqueue` write
     * the mail into the outbox. The claim is the insert of (athlete, week) with on conflict do
     * nothing: of several instances running the job at once exactly one inserts, and only that one
     * enqueues. A reminder claimed in the 7 days before `at` (late in the previous week) also
     * stops it, so two never arrive within a week. False when nothing was claimed.
     */
    async claimReminder(
      userId: string,
      week: string,
      at: Date,
      schools: ReminderSchool[],
      enqueue: (tx: Transaction) => Promise<unknown>,
    ): Promise<boolean> {
      return writeForAthlete(db, userId, async (tx) => {
        const weekAgo = new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000);
        const [recent] = await tx
          .select({ week: outreachReminders.week })
          .from(outreachReminders)
          .where(and(eq(outreachReminders.userId, userId), gt(outreachReminders.claimedAt, weekAgo)))
          .limit(1);
        if (recent) return false;
        const [claimed] = await tx
          .insert(outreachReminders)
          .values({ userId, week, schools, claimedAt: at })
          .onConflictDoNothing()
          .returning({ week: outreachReminders.week });
        if (!claimed) return false;
        await enqueue(tx);
        return true;
      });
    },

    /** Whether reminders are still on, just before a queued one is mailed (an unsubscribe in between wins). */
    async remindersOn(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: outreachSettings.reminderEmail })
        .from(outreachSettings)
        .where(eq(outreachSettings.userId, userId));
      return row?.on ?? false;
    },
  };
}

export type OutreachRepository = ReturnType<typeof createOutreachRepository>;
