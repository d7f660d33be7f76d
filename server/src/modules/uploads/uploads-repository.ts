import { randomBytes } from 'node:crypto';
import type { UploadKind } from '@talentbrug/domain/uploads';
import { and, desc, eq, sql } from 'drizzle-orm';
import { createAuthRepository } from '../../auth/auth-repository.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = Omit<typeof uploads.$inferInsert, 'createdAt'> & { kind: UploadKind };

/** The instance secret the playback URLs are signed with; generated at first start and kept. */
const URL_SECRET_NAME = 'upload_url_key';

const ofUser = (userId: string, type?: string) =>
  type === undefined ? eq(uploads.userId, userId) : and(eq(uploads.userId, userId), eq(uploads.type, type));

export function createUploadsRepository(db: Database) {
  async function usage(userId: string, executor: Pick<Database, 'select'> = db): Promise<number> {
    const [row] = await executor
      .select({ total: sql<string | number | null>`coalesce(sum(${uploads.size}), 0)` })
      .from(uploads)
      .where(eq(uploads.userId, userId));
    return Number(row?.total ?? 0);
  }

  return {
    /**
     * The secret of every instance on this database alike, kept beside the auth service's keys
     * in tb_auth.instance_secrets (which exists in both auth modes): a URL one node signed plays
     * from any node.
     */
    async urlSecret(): Promise<string> {
      return createAuthRepository(db).instanceSecret(URL_SECRET_NAME, () => randomBytes(32).toString('base64url'));
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
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('talentbrug.uploads'), hashtext(${row.userId}))`);
        if ((await usage(row.userId, tx)) + row.size > quotaBytes) return null;
        const [inserted] = await tx.insert(uploads).values(row).returning();
        return inserted ?? null;
      });
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
     * Deletes the caller's row and, before that commits, its stored bytes (`removeObject`): when
     * the storage fails, the row stays and the delete can be tried again. null when there is no
     * such file of the caller's.
     */
    async delete(
      userId: string,
      id: string,
      removeObject: (row: UploadRow) => Promise<void>,
    ): Promise<UploadRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(uploads)
          .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
          .returning();
        if (!row) return null;
        await removeObject(row);
        return row;
      });
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
