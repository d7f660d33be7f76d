import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { writeForAthlete } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { onboardingDrafts, onboardingSubmissions } from '../../db/schema/onboarding.ts';

export type SubmissionRow = typeof onboardingSubmissions.$inferSelect;
export type NewSubmission = typeof onboardingSubmissions.$inferInsert;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createOnboardingRepository(db: Database) {
  return {
    /** One transaction that writes for the athlete: refused once the account is deleted (db/athlete-writes.ts). */
    transaction<T>(userId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
      return writeForAthlete(db, userId, work);
    },

    /** null when the (user, idempotency key) pair exists already: a concurrent retry won. */
    async insert(tx: Transaction, submission: NewSubmission): Promise<SubmissionRow | null> {
      const [row] = await tx.insert(onboardingSubmissions).values(submission).onConflictDoNothing().returning();
      return row ?? null;
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<SubmissionRow | null> {
      const [row] = await db
        .select()
        .from(onboardingSubmissions)
        .where(and(eq(onboardingSubmissions.userId, userId), eq(onboardingSubmissions.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },

    /**
     * Whether any submission's event waits, without a lock (the partial index answers it): the
     * onboarding routes ask on every call of a confirmed athlete, and almost always there is none.
     */
    async hasHeld(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: onboardingSubmissions.id })
        .from(onboardingSubmissions)
        .where(and(eq(onboardingSubmissions.userId, userId), isNull(onboardingSubmissions.eventReleasedAt)))
        .limit(1);
      return row !== undefined;
    },

    /** The submissions whose event waits for a confirmed address, oldest first, locked until the caller commits. */
    async held(tx: Transaction, userId: string): Promise<SubmissionRow[]> {
      return tx
        .select()
        .from(onboardingSubmissions)
        .where(and(eq(onboardingSubmissions.userId, userId), isNull(onboardingSubmissions.eventReleasedAt)))
        .orderBy(asc(onboardingSubmissions.createdAt))
        .for('update');
    },

    async markReleased(tx: Transaction, ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx.update(onboardingSubmissions).set({ eventReleasedAt: at }).where(inArray(onboardingSubmissions.id, ids));
    },

    async findDraft(userId: string): Promise<{ draft: unknown; updatedAt: Date } | null> {
      const [row] = await db
        .select({ draft: onboardingDrafts.draft, updatedAt: onboardingDrafts.updatedAt })
        .from(onboardingDrafts)
        .where(eq(onboardingDrafts.userId, userId));
      return row ?? null;
    },

    async saveDraft(userId: string, draft: unknown, at: Date): Promise<void> {
      await writeForAthlete(db, userId, (tx) =>
        tx
          .insert(onboardingDrafts)
          .values({ userId, draft, updatedAt: at })
          .onConflictDoUpdate({ target: onboardingDrafts.userId, set: { draft, updatedAt: at } }),
      );
    },

    async deleteDraft(userId: string, tx?: Transaction): Promise<void> {
      await (tx ?? db).delete(onboardingDrafts).where(eq(onboardingDrafts.userId, userId));
    },

    async latest(userId: string): Promise<SubmissionRow | null> {
      const [row] = await db
        .select()
        .from(onboardingSubmissions)
        .where(eq(onboardingSubmissions.userId, userId))
        .orderBy(desc(onboardingSubmissions.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
