import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { guardAthleteWrite } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { pendingObjects, uploads } from '../../db/schema/uploads.ts';
import { uploadDerivatives, videoAnalyses } from '../../db/schema/video.ts';
import { PendingWriteLostError } from '../uploads/uploads-repository.ts';

export type AnalysisRow = typeof videoAnalyses.$inferSelect;
export type DerivativeRow = typeof uploadDerivatives.$inferSelect;
export type NewDerivative = Omit<typeof uploadDerivatives.$inferInsert, 'createdAt' | 'uploadId' | 'userId'>;
type Writer = { writer: string; instance: string };

/** A claimed job: the video's row beside it, so the runner reads the bytes without a second query. */
export interface ClaimedJob {
  uploadId: string;
  userId: string;
  claimId: string;
  attempts: number;
  storageKey: string;
  size: number;
}

/**
 * The analyses' queries (tables `video_analyses` and `upload_derivatives`). A job is claimed with
 * FOR UPDATE SKIP LOCKED and a lease by the database's clock, so instances share the queue without
 * taking one video twice, and a job whose process died is claimed again when its lease runs out.
 */
export function createVideoRepository(db: Database) {
  /** The claim is still this one's (not reset by a new request, nor gone with its video). */
  const current = (uploadId: string, claimId: string) =>
    and(eq(videoAnalyses.uploadId, uploadId), eq(videoAnalyses.claimId, claimId), eq(videoAnalyses.status, 'running'));

  return {
    /**
     * Takes the oldest job that is due: pending and not waiting for a retry, or running with its
     * lease run out (its process died). The attempt is counted at the claim.
     */
    async claimNext(claimedBy: string, leaseMs: number): Promise<ClaimedJob | null> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select({ uploadId: videoAnalyses.uploadId })
          .from(videoAnalyses)
          .where(
            or(
              and(eq(videoAnalyses.status, 'pending'), lte(videoAnalyses.runAfter, sql`now()`)),
              and(eq(videoAnalyses.status, 'running'), lt(videoAnalyses.leaseUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(videoAnalyses.runAfter))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        const claimId = randomUUID();
        const [row] = await tx
          .update(videoAnalyses)
          .set({
            status: 'running',
            attempts: sql`${videoAnalyses.attempts} + 1`,
            claimId,
            claimedBy,
            leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
            progress: 0,
            updatedAt: sql`now()`,
          })
          .where(eq(videoAnalyses.uploadId, due.uploadId))
          .returning({
            uploadId: videoAnalyses.uploadId,
            userId: videoAnalyses.userId,
            attempts: videoAnalyses.attempts,
          });
        if (!row) return null;
        const [upload] = await tx
          .select({ storageKey: uploads.storageKey, size: uploads.size })
          .from(uploads)
          .where(eq(uploads.id, row.uploadId));
        if (!upload) return null;
        return { ...row, claimId, storageKey: upload.storageKey, size: upload.size };
      });
    },

    /**
     * The running jobs whose claims a process of `host` made that no longer runs (or had this
     * process's pid in an earlier life, as PID 1 in a restarted container does): due at once,
     * rather than when their leases run out. Answers how many.
     */
    async releaseDeadClaims(host: string, isDead: (pid: number, instance: string) => boolean): Promise<number> {
      const running = await db
        .select({ uploadId: videoAnalyses.uploadId, claimedBy: videoAnalyses.claimedBy })
        .from(videoAnalyses)
        .where(and(eq(videoAnalyses.status, 'running'), sql`${videoAnalyses.claimedBy} like ${`${host}.%`}`));
      const dead = running
        .filter((row) => {
          // `<host>.<pid>/<instance>`
          const [pid, instance] = (row.claimedBy ?? '').slice(host.length + 1).split('/');
          return Number.isInteger(Number(pid)) && isDead(Number(pid), instance ?? '');
        })
        .map((row) => row.uploadId);
      if (dead.length === 0) return 0;
      await db
        .update(videoAnalyses)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(and(inArray(videoAnalyses.uploadId, dead), eq(videoAnalyses.status, 'running')));
      return dead.length;
    },

    /** Renews the lease and records the progress; false when the claim is no longer this one's. */
    async heartbeat(uploadId: string, claimId: string, progress: number, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(videoAnalyses)
        .set({
          progress: Math.max(0, Math.min(99, Math.round(progress))),
          leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
          updatedAt: sql`now()`,
        })
        .where(current(uploadId, claimId))
        .returning({ id: videoAnalyses.uploadId });
      return rows.length > 0;
    },

    /**
     * Records the result and its files in one commit: the new files' rows settle their pending
     * writes, the previous run's files become pending removals (answered, for the caller to remove
     * after the commit). null when the claim is no longer this one's: the caller removes what it stored.
     */
    async finish(
      job: Pick<ClaimedJob, 'uploadId' | 'userId' | 'claimId'>,
      facts: unknown,
      derivatives: NewDerivative[],
      writer: Writer,
    ): Promise<{ removedKeys: string[] } | null> {
      return db.transaction(async (tx) => {
        await guardAthleteWrite(tx, job.userId);
        const [claimed] = await tx
          .select({ id: videoAnalyses.uploadId })
          .from(videoAnalyses)
          .where(current(job.uploadId, job.claimId))
          .for('update');
        if (!claimed) return null;
        const old = await tx
          .delete(uploadDerivatives)
          .where(eq(uploadDerivatives.uploadId, job.uploadId))
          .returning({ key: uploadDerivatives.storageKey });
        if (old.length > 0) {
          await tx
            .insert(pendingObjects)
            .values(old.map(({ key }) => ({ storageKey: key, action: 'remove' as const, ...writer })));
        }
        if (derivatives.length > 0) {
          const keys = derivatives.map((d) => d.storageKey);
          const settled = await tx
            .delete(pendingObjects)
            .where(
              and(
                inArray(pendingObjects.storageKey, keys),
                eq(pendingObjects.action, 'write'),
                eq(pendingObjects.sweeping, false),
              ),
            )
            .returning({ key: pendingObjects.storageKey });
          if (settled.length !== keys.length)
            throw new PendingWriteLostError(`Pending writes lost for ${job.uploadId}`);
          await tx
            .insert(uploadDerivatives)
            .values(derivatives.map((d) => ({ ...d, uploadId: job.uploadId, userId: job.userId })));
        }
        await tx
          .update(videoAnalyses)
          .set({
            status: 'done',
            progress: 100,
            facts,
            error: null,
            claimId: null,
            leaseUntil: null,
            analysedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(videoAnalyses.uploadId, job.uploadId));
        return { removedKeys: old.map(({ key }) => key) };
      });
    },

    /** The video cannot be analysed: `reason` is for the athlete. */
    async fail(job: Pick<ClaimedJob, 'uploadId' | 'claimId'>, reason: string): Promise<void> {
      await db
        .update(videoAnalyses)
        .set({ status: 'failed', error: reason, claimId: null, leaseUntil: null, updatedAt: sql`now()` })
        .where(current(job.uploadId, job.claimId));
    },

    /** A passing failure (the store, the database): pending again after `delayMs`. */
    async retryLater(job: Pick<ClaimedJob, 'uploadId' | 'claimId'>, delayMs: number): Promise<void> {
      await db
        .update(videoAnalyses)
        .set({
          status: 'pending',
          progress: 0,
          claimId: null,
          leaseUntil: null,
          runAfter: sql`now() + ${delayMs} * interval '1 millisecond'`,
          updatedAt: sql`now()`,
        })
        .where(current(job.uploadId, job.claimId));
    },

    /**
     * The athlete asks for the analysis again: pending from the start, the attempts counted anew.
     * A run in progress loses its claim and discards what it made. null when no such video of hers.
     */
    async reset(userId: string, uploadId: string): Promise<AnalysisRow | null> {
      const [row] = await db
        .update(videoAnalyses)
        .set({
          status: 'pending',
          progress: 0,
          attempts: 0,
          error: null,
          claimId: null,
          leaseUntil: null,
          runAfter: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(videoAnalyses.uploadId, uploadId), eq(videoAnalyses.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** Every video that has no analysis yet (uploaded before there were analyses) gets one, pending. */
    async backfill(): Promise<number> {
      const rows = await db
        .insert(videoAnalyses)
        .select(
          db
            .select({
              uploadId: uploads.id,
              userId: uploads.userId,
              status: sql<'pending'>`'pending'`.as('status'),
              progress: sql<number>`0`.as('progress'),
              attempts: sql<number>`0`.as('attempts'),
              claimId: sql<null>`null::uuid`.as('claim_id'),
              claimedBy: sql<null>`null::text`.as('claimed_by'),
              leaseUntil: sql<null>`null::timestamptz`.as('lease_until'),
              runAfter: sql<Date>`now()`.as('run_after'),
              error: sql<null>`null::text`.as('error'),
              facts: sql<null>`null::jsonb`.as('facts'),
              analysedAt: sql<null>`null::timestamptz`.as('analysed_at'),
              createdAt: sql<Date>`now()`.as('created_at'),
              updatedAt: sql<Date>`now()`.as('updated_at'),
            })
            .from(uploads)
            .where(
              and(
                eq(uploads.kind, 'video'),
                sql`not exists (select 1 from ${videoAnalyses} v where v.upload_id = ${uploads.id})`,
                sql`not exists (select 1 from audit_log a where a.user_id = ${uploads.userId} and a.action = 'account_deleted')`,
              ),
            ),
        )
        .onConflictDoNothing()
        .returning({ id: videoAnalyses.uploadId });
      return rows.length;
    },

    /** The athlete's analyses (of the given videos, or all) and their files. */
    async forUser(
      userId: string,
      uploadIds?: string[],
    ): Promise<{ analyses: AnalysisRow[]; derivatives: DerivativeRow[] }> {
      if (uploadIds && uploadIds.length === 0) return { analyses: [], derivatives: [] };
      const [analyses, derivatives] = await Promise.all([
        db
          .select()
          .from(videoAnalyses)
          .where(
            uploadIds
              ? and(eq(videoAnalyses.userId, userId), inArray(videoAnalyses.uploadId, uploadIds))
              : eq(videoAnalyses.userId, userId),
          ),
        db
          .select()
          .from(uploadDerivatives)
          .where(
            uploadIds
              ? and(eq(uploadDerivatives.userId, userId), inArray(uploadDerivatives.uploadId, uploadIds))
              : eq(uploadDerivatives.userId, userId),
          )
          .orderBy(asc(uploadDerivatives.kind), asc(uploadDerivatives.position)),
      ]);
      return { analyses, derivatives };
    },

    /** One derived file, by its video and what it is, for a signed link. */
    async derivative(uploadId: string, kind: DerivativeRow['kind'], position: number): Promise<DerivativeRow | null> {
      const [row] = await db
        .select()
        .from(uploadDerivatives)
        .where(
          and(
            eq(uploadDerivatives.uploadId, uploadId),
            eq(uploadDerivatives.kind, kind),
            eq(uploadDerivatives.position, position),
          ),
        );
      return row ?? null;
    },

    /** The athlete's file's kind, for the analysis routes: null when not hers. */
    async uploadOf(userId: string, uploadId: string): Promise<{ kind: string } | null> {
      const [row] = await db
        .select({ kind: uploads.kind })
        .from(uploads)
        .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)));
      return row ?? null;
    },
  };
}

export type VideoRepository = ReturnType<typeof createVideoRepository>;
