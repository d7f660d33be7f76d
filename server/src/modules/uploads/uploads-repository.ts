import { randomBytes } from 'node:crypto';
import type { UploadKind } from '@talentbrug/domain/uploads';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { guardAthleteWrite } from '../../db/athlete-writes.ts';
import type { Database } from '../../db/client.ts';
import { pendingObjects, uploads } from '../../db/schema/uploads.ts';
import { uploadDerivatives, videoAnalyses } from '../../db/schema/video.ts';
import { instanceSecret } from '../../infra/instance-secrets.ts';
import type { PendingObject } from './pending-rule.ts';
import type { ProcessIdentity } from './process-identity.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = Omit<typeof uploads.$inferInsert, 'createdAt'> & { kind: UploadKind };
export type PendingRow = PendingObject & { storageKey: string };
type Writer = Pick<ProcessIdentity, 'writer' | 'instance'>;

/** The pending write was taken by a sweep before it could be settled (its process stood still past the lease). */
export class PendingWriteLostError extends Error {
  override name = 'PendingWriteLostError';
}

/** The instance secret the playback URLs are signed with; generated at first start and kept. */
const URL_SECRET_NAME = 'upload_url_key';

const ofUser = (userId: string, type?: string) =>
  type === undefined ? eq(uploads.userId, userId) : and(eq(uploads.userId, userId), eq(uploads.type, type));

export function createUploadsRepository(db: Database) {
  /** The athlete's files and what the server made of them (posters, thumbnails, renditions). */
  async function usage(userId: string, executor: Pick<Database, 'select'> = db): Promise<number> {
    const [[files], [derived]] = await Promise.all([
      executor
        .select({ total: sql<string | number | null>`coalesce(sum(${uploads.size}), 0)` })
        .from(uploads)
        .where(eq(uploads.userId, userId)),
      executor
        .select({ total: sql<string | number | null>`coalesce(sum(${uploadDerivatives.size}), 0)` })
        .from(uploadDerivatives)
        .where(eq(uploadDerivatives.userId, userId)),
    ]);
    return Number(files?.total ?? 0) + Number(derived?.total ?? 0);
  }

  return {
    /**
     * The secret of every instance on this database alike, kept beside the auth service's keys
     * in tb_auth.instance_secrets (which exists in both auth modes): a URL one node signed plays
     * from any node.
     */
    async urlSecret(): Promise<string> {
      return instanceSecret(db, URL_SECRET_NAME, () => randomBytes(32).toString('base64url'));
    },

    /** Bytes the athlete stores. */
    usage,

    /**
     * Records a stored file unless it would take the athlete past `quotaBytes`: serialised per
     * athlete, so uploads running side by side cannot each fit on their own and overflow together.
     * null when it does not fit.
     */
    async insertWithinQuota(row: NewUpload, quotaBytes: number): Promise<UploadRow | null> {
      return db.transaction(async (tx) => {
        // A deletion committed while the body streamed refuses the row; the caller then removes the bytes.
        await guardAthleteWrite(tx, row.userId);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('talentbrug.uploads'), hashtext(${row.userId}))`);
        if ((await usage(row.userId, tx)) + row.size > quotaBytes) return null;
        // Settles the pending write in the same commit: the object is named by one row or the other, always.
        const settled = await tx
          .delete(pendingObjects)
          .where(
            and(
              eq(pendingObjects.storageKey, row.storageKey),
              eq(pendingObjects.action, 'write'),
              eq(pendingObjects.sweeping, false),
            ),
          )
          .returning({ key: pendingObjects.storageKey });
        if (settled.length === 0) throw new PendingWriteLostError(`No pending write for ${row.storageKey}`);
        const [inserted] = await tx.insert(uploads).values(row).returning();
        // Every video is analysed (modules/video): the job exists exactly when the video does.
        if (inserted && row.kind === 'video') {
          await tx.insert(videoAnalyses).values({ uploadId: inserted.id, userId: inserted.userId });
        }
        return inserted ?? null;
      });
    },

    /** Names `key` before any byte of it is stored (pending-rule.ts). */
    async recordWrite(key: string, writer: Writer): Promise<void> {
      await db.insert(pendingObjects).values({ storageKey: key, action: 'write', ...writer });
    },

    /** The live writer's lease on the puts it is still running. */
    async renew(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(pendingObjects)
        .set({ touchedAt: sql`now()` })
        .where(and(inArray(pendingObjects.storageKey, keys), eq(pendingObjects.sweeping, false)));
    },

    /** The object behind `key` is gone (or never came): nothing is pending for it any more. */
    async forget(key: string): Promise<void> {
      await db.delete(pendingObjects).where(eq(pendingObjects.storageKey, key));
    },

    /** The oldest pending rows, with whether their lease (by the database's clock) ran out. */
    async pending(leaseMs: number, limit: number): Promise<PendingRow[]> {
      return db
        .select({
          storageKey: pendingObjects.storageKey,
          action: pendingObjects.action,
          writer: pendingObjects.writer,
          instance: pendingObjects.instance,
          sweeping: pendingObjects.sweeping,
          leaseExpired: sql<boolean>`${pendingObjects.touchedAt} < now() - ${leaseMs} * interval '1 millisecond'`,
        })
        .from(pendingObjects)
        .orderBy(pendingObjects.createdAt)
        .limit(limit);
    },

    /**
     * Takes the rows for a sweep: from here on their writes cannot be settled. Answers the keys
     * still pending (a write may have been settled since they were read).
     */
    async claim(keys: string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .update(pendingObjects)
        .set({ sweeping: true })
        .where(inArray(pendingObjects.storageKey, keys))
        .returning({ key: pendingObjects.storageKey });
      return rows.map((row) => row.key);
    },

    /** Newest first. */
    async list(userId: string, type?: string): Promise<UploadRow[]> {
      return db.select().from(uploads).where(ofUser(userId, type)).orderBy(desc(uploads.createdAt), desc(uploads.id));
    },

    /** How many files (of a type) the athlete has, without reading them: the dashboard asks on every visit. */
    async count(userId: string, type?: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(uploads).where(ofUser(userId, type));
      return row?.n ?? 0;
    },

    /** By id alone, for a link whose signature already proved who may read it. */
    async findById(id: string): Promise<UploadRow | null> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
      return row ?? null;
    },

    /**
     * Deletes the caller's row (and the rows of the files made from it) and, in the same commit,
     * records their keys as pending removal; the caller removes the bytes after the commit
     * (pending-rule.ts). null when there is no such file of the caller's.
     */
    async delete(userId: string, id: string, writer: Writer): Promise<{ row: UploadRow; keys: string[] } | null> {
      return db.transaction(async (tx) => {
        // The files made from it first (their rows hold the upload's id), then the upload itself.
        const derived = await tx
          .delete(uploadDerivatives)
          .where(and(eq(uploadDerivatives.uploadId, id), eq(uploadDerivatives.userId, userId)))
          .returning({ key: uploadDerivatives.storageKey });
        const [row] = await tx
          .delete(uploads)
          .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
          .returning();
        if (!row) return null;
        const keys = [row.storageKey, ...derived.map(({ key }) => key)];
        await tx
          .insert(pendingObjects)
          .values(keys.map((storageKey) => ({ storageKey, action: 'remove' as const, ...writer })));
        return { row, keys };
      });
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
