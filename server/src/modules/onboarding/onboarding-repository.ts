import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { onboardingSubmissions } from '../../db/schema/onboarding.ts';

export type SubmissionRow = typeof onboardingSubmissions.$inferSelect;
export type NewSubmission = typeof onboardingSubmissions.$inferInsert;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createOnboardingRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(work);
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
